import type { PracticeItem } from '@lexam/contracts';
import { and, eq, tables, type Database, type DemoPracticeItem, type DemoReadingCourse } from '@lexam/db';
import { checkQuestion } from '../exam/question-types';
import { sanitizeExamHtml } from '../exam/exchange/sanitize-exam-html';

const { courseLessons, coursePassages, introductions, words } = tables;

/** The demo introduction's title (the data holds its body only). */
export const DEMO_READING_INTRODUCTION_TITLE = 'How the reading course works';

/** A demo practice item, checked by the exam engine's registry (a bad one stops the seed, naming it). */
function checkedPractice(item: DemoPracticeItem, where: string): PracticeItem {
  try {
    const { content, key } = checkQuestion(item);
    return { type: item.type, content, key, explanation: item.explanation.trim(), ...(item.evidence ? { evidence: item.evidence.trim() } : {}) };
  } catch (error) {
    throw new Error(`The demo reading course's ${where} is not a valid ${item.type} question: ${JSON.stringify((error as { errors?: unknown }).errors ?? String(error))}`, { cause: error });
  }
}

/**
 * Seeds the demo reading course: its introduction, the lessons of each source in order, their
 * passages (HTML sanitised, practice checked with the question registry) and each passage's
 * vocabulary. Runs once: when the reading course already has a lesson (seeded, or written by an
 * admin) nothing is added. Answers how many rows it wrote.
 */
export async function seedReadingCourse({ db, course }: { db: Database; course: DemoReadingCourse }): Promise<{ lessons: number; passages: number; words: number; introductions: number }> {
  const [existing] = await db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.skill, 'reading')).limit(1);
  if (existing) return { lessons: 0, passages: 0, words: 0, introductions: 0 };
  return db.transaction(async (tx) => {
    const counts = { lessons: 0, passages: 0, words: 0, introductions: 0 };
    const [intro] = await tx.select({ id: introductions.id }).from(introductions).where(and(eq(introductions.skill, 'reading'))).limit(1);
    if (!intro) {
      await tx.insert(introductions).values({ skill: 'reading', title: DEMO_READING_INTRODUCTION_TITLE, bodyHtml: sanitizeExamHtml(course.introductionHtml), sortOrder: 1 });
      counts.introductions += 1;
    }
    for (const source of ['cambridge', 'realTest'] as const) {
      for (const [lessonIndex, lesson] of course.sources[source].entries()) {
        const [lessonRow] = await tx
          .insert(courseLessons)
          .values({ skill: 'reading', source, name: lesson.name, description: lesson.description, sortOrder: lessonIndex + 1 })
          .returning({ id: courseLessons.id });
        counts.lessons += 1;
        for (const [passageIndex, passage] of lesson.passages.entries()) {
          const where = `${source} lesson ${lessonIndex + 1} passage ${passageIndex + 1}`;
          const practice = passage.practice.map((item, itemIndex) => checkedPractice(item, `${where} question ${itemIndex + 1}`));
          const [passageRow] = await tx
            .insert(coursePassages)
            .values({
              lessonId: lessonRow!.id,
              source,
              title: passage.title,
              summary: passage.summary,
              bodyHtml: sanitizeExamHtml(passage.bodyHtml),
              practice,
              sortOrder: passageIndex + 1,
            })
            .returning({ id: coursePassages.id });
          counts.passages += 1;
          if (passage.vocabulary.length > 0) {
            await tx.insert(words).values(
              passage.vocabulary.map((word, wordIndex) => ({
                passageId: passageRow!.id,
                term: word.term,
                partOfSpeech: word.partOfSpeech,
                meaning: word.meaning,
                translations: word.translations,
                pronunciation: word.pronunciation,
                example: word.example,
                sortOrder: wordIndex + 1,
              })),
            );
            counts.words += passage.vocabulary.length;
          }
        }
      }
    }
    return counts;
  });
}
