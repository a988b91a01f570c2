import { tables, type PgTable } from '@lexam/db';

/**
 * The table of each content entity, by API.md's entity name: where a reference field's rows are
 * checked to exist. A new content type adds its line here (docs/content-types.md).
 */
export const CONTENT_TABLES: Record<string, PgTable> = {
  Course: tables.courseIndexes,
  Permission: tables.permissions,
  Menu: tables.menus,
  Role: tables.roles,
  Class: tables.classes,
  User: tables.users,
  Introduction: tables.introductions,
  Lession: tables.courseLessons,
  Video: tables.videos,
  Passage: tables.coursePassages,
  NewWords: tables.words,
  WordList: tables.wordLists,
  Words: tables.words,
  IeltsOnlineTestLesson: tables.examLessons,
  ToeicTestOnlne: tables.examLessons,
  GrammarOnlineTestLesson: tables.examLessons,
  OnlineTest: tables.examTests,
  IeltsOnlineTest: tables.examTests,
  OnlineToeicTest: tables.examTests,
  GrammarOnlineTest: tables.examTests,
  OnlinePassage: tables.examSections,
  OnlinePart: tables.examQuestionGroups,
  IeltsOnlineQuestion: tables.examQuestions,
  Writing: tables.writingPrompts,
  WritingSuggestion: tables.promptSuggestions,
  WritingWords: tables.words,
  Speaking: tables.speakingPrompts,
  SpeakingSuggestion: tables.promptSuggestions,
  SpeakingWords: tables.words,
  SpeakingLayout: tables.practiceLayouts,
  Listening: tables.listeningRecordings,
  ToeicCourse: tables.toeicCourseLessons,
};
