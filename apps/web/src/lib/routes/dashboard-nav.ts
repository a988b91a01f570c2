import type { PermissionName } from '@lexam/contracts';
import type { NavItem, NavSection } from './nav-types';
import { paths, READING_SOURCES, SPEAKING_PARTS, TOEIC_EDITIONS, WRITING_TASKS, type Skill } from './paths';

const D = paths.dashboard;

/** One leaf per TOEIC edition, e.g. "ETS 2021" → its content or test list. */
function editionItems(skill: Skill, permission: PermissionName, pathOf: (skill: Skill, edition: (typeof TOEIC_EDITIONS)[number]) => string): NavItem[] {
  return TOEIC_EDITIONS.map((edition) => ({ title: `nav.editions.${edition}`, path: pathOf(skill, edition), permission }));
}

const readingCourse: NavItem = {
  title: 'nav.dashboard.reading',
  path: '/dashboard/course/reading',
  icon: 'reading',
  children: [
    { title: 'nav.dashboard.introduction', path: D.course.reading.introduction.list, permission: 'introduction.read' },
    ...READING_SOURCES.map<NavItem>((source) => ({
      title: `nav.dashboard.source.${source}`,
      path: `/dashboard/course/reading/${source}`,
      children: [
        { title: 'nav.dashboard.passages', path: D.course.reading.passage(source).list, permission: 'passage.read' },
        { title: 'nav.dashboard.vocabulary', path: D.course.reading.vocabulary(source).list, permission: 'new-words.read' },
        { title: 'nav.dashboard.lessons', path: D.course.reading.lession(source).list, permission: 'lession.read' },
      ],
    })),
    { title: 'nav.dashboard.videoContent', path: D.course.reading.videoContent.list, permission: 'video.read' },
    { title: 'nav.dashboard.videoLessons', path: D.course.reading.videoLesson, permission: 'video.read' },
  ],
};

const listeningCourse: NavItem = {
  title: 'nav.dashboard.listening',
  path: '/dashboard/course/listening',
  icon: 'listening',
  children: [
    { title: 'nav.dashboard.introduction', path: D.course.listening.introduction.list, permission: 'introduction.read' },
    { title: 'nav.dashboard.contentTypes', path: D.course.listening.cambridge.list, permission: 'listening.read' },
    { title: 'nav.dashboard.contentReads', path: D.course.listening.read.list, permission: 'listening.read' },
    { title: 'nav.dashboard.lessons', path: D.course.listening.lesson.list, permission: 'lession.read' },
    { title: 'nav.dashboard.videoContent', path: D.course.listening.videoContent.list, permission: 'video.read' },
    { title: 'nav.dashboard.videoLessons', path: D.course.listening.videoLesson, permission: 'video.read' },
  ],
};

const speakingCourse: NavItem = {
  title: 'nav.dashboard.speaking',
  path: '/dashboard/course/speaking',
  icon: 'speaking',
  children: SPEAKING_PARTS.map((part) => ({
    title: `nav.dashboard.part.${part}`,
    path: `/dashboard/course/speaking/${part}`,
    children: [
      { title: 'nav.dashboard.suggestions', path: D.course.speaking(part).suggestion.list, permission: 'speaking.read' },
      { title: 'nav.dashboard.vocabulary', path: D.course.speaking(part).vocabulary.list, permission: 'speaking.read' },
      { title: 'nav.dashboard.layout', path: D.course.speaking(part).layoutEdit, permission: 'speaking.update' },
    ],
  })),
};

const writingCourse: NavItem = {
  title: 'nav.dashboard.writing',
  path: '/dashboard/course/writing',
  icon: 'writing',
  children: WRITING_TASKS.map((task) => ({
    title: `nav.dashboard.task.${task}`,
    path: `/dashboard/course/writing/${task}`,
    children: [
      { title: 'nav.dashboard.suggestions', path: D.course.writing(task).suggestion.list, permission: 'writing.read' },
      { title: 'nav.dashboard.layouts', path: D.course.writing(task).layout.list, permission: 'writing.read' },
    ],
  })),
};

const toeicCourse: NavItem = {
  title: 'nav.dashboard.toeic',
  path: '/dashboard/toeic',
  icon: 'toeic',
  children: [
    { title: 'nav.dashboard.introduction', path: D.toeic.introduction.list, permission: 'introduction.read' },
    { title: 'nav.dashboard.videos', path: D.toeic.video.list, permission: 'video.read' },
    ...(['reading', 'listening'] as const).flatMap<NavItem>((skill) => [
      { title: `nav.dashboard.toeicContent.${skill}`, path: `/dashboard/toeic/${skill}`, children: editionItems(skill, 'toeic-course.read', (s, e) => D.toeic.content(s, e).list) },
      { title: `nav.dashboard.toeicLessons.${skill}`, path: `/dashboard/toeic/${skill}`, children: editionItems(skill, 'toeic-course.read', (s, e) => D.toeic.lesson(s, e)) },
    ]),
  ],
};

const ieltsTests: NavItem = {
  title: 'nav.dashboard.ieltsTests',
  path: '/dashboard/onlinetest/ielts',
  icon: 'ielts',
  children: (['reading', 'listening'] as const).flatMap<NavItem>((skill) => [
    { title: `nav.dashboard.ieltsTest.${skill}`, path: D.onlineTest.ielts(skill).list, permission: 'ielts-online-test.read' },
    { title: `nav.dashboard.ieltsLessons.${skill}`, path: D.onlineTest.ielts(skill).lesson, permission: 'ielts-online-test.read' },
  ]),
};

const toeicTests: NavItem = {
  title: 'nav.dashboard.toeicTests',
  path: '/dashboard/onlinetest/testtoeic',
  icon: 'test',
  children: (['reading', 'listening'] as const).flatMap<NavItem>((skill) => [
    { title: `nav.dashboard.toeicTest.${skill}`, path: `/dashboard/onlinetest/testtoeic/${skill}`, children: editionItems(skill, 'online-toeic-test.read', (s, e) => D.onlineTest.toeic(s, e).test.list) },
    { title: `nav.dashboard.toeicTestLessons.${skill}`, path: `/dashboard/onlinetest/testtoeic/${skill}`, children: editionItems(skill, 'toeic-test-online.read', (s, e) => D.onlineTest.toeic(s, e).lesson) },
  ]),
};

const grammarTests: NavItem = {
  title: 'nav.dashboard.grammarTests',
  path: '/dashboard/onlinetest/testgrammar',
  icon: 'grammar',
  children: [
    { title: 'nav.dashboard.lessons', path: D.onlineTest.grammar.lesson, permission: 'grammar-online-test.read' },
    { title: 'nav.dashboard.tests', path: D.onlineTest.grammar.test, permission: 'grammar-online-test.read' },
  ],
};

/**
 * The dashboard's navigation: sections of items, each with an icon, an i18n title, a path and the
 * permission that will hide it from roles without it (sign-in arrives later: until then every item
 * is shown).
 */
export const dashboardNav: NavSection[] = [
  {
    subheader: 'nav.sections.overview',
    items: [
      { title: 'nav.dashboard.home', path: D.home, icon: 'dashboard' },
      { title: 'nav.dashboard.filesManager', path: D.filesManager, icon: 'folder', permission: 'file.read' },
      { title: 'nav.grading', path: '/dashboard/grading', icon: 'grading', permission: 'grading.read' },
    ],
  },
  {
    subheader: 'nav.sections.courses',
    items: [
      { title: 'nav.dashboard.courseCatalogue', path: D.courseCatalogue.list, icon: 'reading', permission: 'course.read' },
      readingCourse, listeningCourse, speakingCourse, writingCourse, toeicCourse,
    ],
  },
  { subheader: 'nav.sections.onlineTests', items: [ieltsTests, toeicTests, grammarTests] },
  {
    subheader: 'nav.sections.content',
    items: [
      {
        title: 'nav.dashboard.grammar',
        path: '/dashboard/grammar',
        icon: 'grammar',
        children: [
          { title: 'nav.dashboard.newWords', path: D.grammar.newWord.list, permission: 'new-words.read' },
          { title: 'nav.dashboard.grammarPoints', path: D.grammar.grammar.list, permission: 'grammar.read' },
          { title: 'nav.dashboard.topics', path: D.grammar.topics.list, permission: 'grammar.read' },
          { title: 'nav.dashboard.exercises', path: D.grammar.exercise.list, permission: 'grammar-exercise.read' },
        ],
      },
      { title: 'nav.dashboard.flashcards', path: D.flashcard.wordList, icon: 'flashcard', permission: 'word-list.read' },
    ],
  },
  {
    subheader: 'nav.sections.system',
    items: [
      {
        title: 'nav.dashboard.users',
        path: '/dashboard/system/user',
        icon: 'user',
        children: [
          { title: 'nav.dashboard.userList', path: D.system.user.list, permission: 'user.read' },
          { title: 'nav.dashboard.userNew', path: D.system.user.new, permission: 'user.create' },
          { title: 'nav.dashboard.account', path: D.system.user.account },
        ],
      },
      { title: 'nav.dashboard.classes', path: D.system.class.list, icon: 'class', permission: 'class.read' },
      { title: 'nav.dashboard.roles', path: D.system.roles.list, icon: 'role', permission: 'role.read' },
      { title: 'nav.dashboard.permissions', path: D.system.permission.list, icon: 'permission', permission: 'permission.read' },
      { title: 'nav.dashboard.menus', path: D.system.menu.list, icon: 'menu', permission: 'menu.read' },
      { title: 'nav.dashboard.uploadFiles', path: D.system.uploadFiles.folder(0), icon: 'upload', permission: 'file.read' },
    ],
  },
];
