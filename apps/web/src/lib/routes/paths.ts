/**
 * Every screen path of ROUTES.md as typed builders, spelling included (`lession`, `ielttest`,
 * `wordList`, `loginAdmin`): existing links and bookmarks rely on it. Navigation, menus, guards and
 * tests read paths from here instead of writing strings.
 */

export type Skill = 'reading' | 'listening';
export type ToeicEdition = 'ets' | 'ets2020' | 'ets2021' | 'ets2022' | 'ets2023';
export type ReadingSource = 'cambridge' | 'realTest';
export type SpeakingPart = 'part1' | 'part2';
export type WritingTask = 'task1' | 'task2';
export type Id = string | number;

export const SKILLS: readonly Skill[] = ['reading', 'listening'];
export const TOEIC_EDITIONS: readonly ToeicEdition[] = ['ets', 'ets2020', 'ets2021', 'ets2022', 'ets2023'];
export const READING_SOURCES: readonly ReadingSource[] = ['cambridge', 'realTest'];
export const SPEAKING_PARTS: readonly SpeakingPart[] = ['part1', 'part2'];
export const WRITING_TASKS: readonly WritingTask[] = ['task1', 'task2'];

/** ROUTES.md's rule: a content type at BASE has its list at BASE, `BASE/new` and `BASE/{id}/edit`. */
function crud(base: string) {
  return {
    list: base,
    new: `${base}/new`,
    edit: (id: Id) => `${base}/${id}/edit`,
  };
}

/** A learner test screen with its full-test and result screens. */
function fullTest(base: string) {
  return { root: base, dofulltest: `${base}/dofulltest`, result: `${base}/dofulltest/result` };
}

const AUTH = '/auth';
const PAGE = '/page';
const DASHBOARD = '/dashboard';
const ONLINE = `${PAGE}/onlinetest`;

export const paths = {
  root: '/',
  aboutUs: '/about-us',
  faqs: '/faqs',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  page403: '/403',
  page404: '/404',
  page500: '/500',

  auth: {
    login: `${AUTH}/login`,
    loginAdmin: `${AUTH}/loginAdmin`,
    register: `${AUTH}/register`,
    loginUnprotected: `${AUTH}/login-unprotected`,
    registerUnprotected: `${AUTH}/register-unprotected`,
    verify: `${AUTH}/verify`,
    resetPassword: `${AUTH}/reset-password`,
    newPassword: `${AUTH}/new-password`,
  },

  page: {
    root: PAGE,
    home: `${PAGE}/home`,
    account: `${PAGE}/user/account`,
    reading: `${PAGE}/reading`,
    /** A passage of the reading course (not in ROUTES.md, which names only /page/reading): its reader. */
    readingPassage: (passageId: Id) => `${PAGE}/reading/passage/${passageId}`,
    listening: `${PAGE}/listening`,
    speaking: `${PAGE}/speaking`,
    writing: `${PAGE}/writing`,
    grammar: `${PAGE}/grammar`,
    grammarCourse: (courseId: Id) => `${PAGE}/grammar/${courseId}`,
    toeic: `${PAGE}/toeic`,
    toeicListening: `${PAGE}/toeic/listening`,
    flashcards: `${PAGE}/flashcards`,
    flashcardList: (wordListId: Id) => `${PAGE}/flashcards/${wordListId}`,
    vocabulary: `${PAGE}/vocabulary`,
    vocabularyList: (wordListId: Id) => `${PAGE}/vocabulary/${wordListId}`,
    videos: `${PAGE}/videos`,
    /** One video lesson with its player and transcript (not in ROUTES.md, which names only the list). */
    video: (videoId: Id) => `${PAGE}/videos/${videoId}`,
    results: `${PAGE}/results`,
    homeReadingFullTest: fullTest(`${PAGE}/home/reading/cambridge`),
    onlineTest: {
      ielts: {
        reading: fullTest(`${ONLINE}/ielttest/reading/cambridge`),
        listening: fullTest(`${ONLINE}/ielttest/listening/cambridge`),
        result: `${ONLINE}/ielttest/result`,
      },
      toeic: (skill: Skill) => fullTest(`${ONLINE}/testtoeic/${skill}/ets/test`),
      grammar: fullTest(`${ONLINE}/testgrammar/test`),
    },
  },

  dashboard: {
    root: DASHBOARD,
    home: `${DASHBOARD}/home`,
    filesManager: `${DASHBOARD}/files-manager`,
    permissionDenied: `${DASHBOARD}/permission-denied`,
    blank: `${DASHBOARD}/blank`,
    page403: `${DASHBOARD}/403`,
    /** The course catalogue learners browse (not in ROUTES.md, which names no screen for it). */
    courseCatalogue: crud(`${DASHBOARD}/course`),

    course: {
      reading: {
        introduction: crud(`${DASHBOARD}/course/reading/introduction`),
        passage: (source: ReadingSource) => crud(`${DASHBOARD}/course/reading/${source}/passage`),
        vocabulary: (source: ReadingSource) => crud(`${DASHBOARD}/course/reading/${source}/vocabulary`),
        lession: (source: ReadingSource) => crud(`${DASHBOARD}/course/reading/${source}/lession`),
        videoContent: crud(`${DASHBOARD}/course/reading/video-content`),
        videoLesson: `${DASHBOARD}/course/reading/video-lesson`,
      },
      speaking: (part: SpeakingPart) => ({
        suggestion: crud(`${DASHBOARD}/course/speaking/${part}/suggestion`),
        layoutEdit: `${DASHBOARD}/course/speaking/${part}/layout/edit`,
        vocabulary: crud(`${DASHBOARD}/course/speaking/${part}/vocabulary`),
      }),
      writing: (task: WritingTask) => ({
        suggestion: crud(`${DASHBOARD}/course/writing/${task}/suggestion`),
        /** Not in ROUTES.md: a prompt's own suggestions (ideas, phrases, tips) and words, reached from its edit screen. */
        ideas: (writingId: Id) => crud(`${DASHBOARD}/course/writing/${task}/suggestion/${writingId}/ideas`),
        words: (writingId: Id) => crud(`${DASHBOARD}/course/writing/${task}/suggestion/${writingId}/words`),
        layout: {
          list: `${DASHBOARD}/course/writing/${task}/layout`,
          detail: (id: Id) => `${DASHBOARD}/course/writing/${task}/layout/${id}`,
          edit: (id: Id) => `${DASHBOARD}/course/writing/${task}/layout/${id}/edit`,
        },
      }),
      listening: {
        /** ROUTES.md names the lists only; their new and edit forms follow the crud rule (not in ROUTES.md). */
        introduction: crud(`${DASHBOARD}/course/listening/introduction`),
        cambridge: { ...crud(`${DASHBOARD}/course/listening/cambridge`), segments: (id: Id) => `${DASHBOARD}/course/listening/cambridge/${id}/segments` },
        read: { ...crud(`${DASHBOARD}/course/listening/read`), segments: (id: Id) => `${DASHBOARD}/course/listening/read/${id}/segments` },
        lesson: crud(`${DASHBOARD}/course/listening/lesson`),
        videoContent: crud(`${DASHBOARD}/course/listening/video-content`),
        videoLesson: `${DASHBOARD}/course/listening/video-lesson`,
      },
    },

    toeic: {
      /** ROUTES.md names the lists only; their new and edit forms follow the crud rule (not in ROUTES.md). */
      introduction: crud(`${DASHBOARD}/toeic/introduction`),
      video: crud(`${DASHBOARD}/toeic/video`),
      content: (skill: Skill, edition: ToeicEdition) => {
        const base = `${DASHBOARD}/toeic/${skill}/${edition}/content`;
        return {
          ...crud(base),
          detail: (id: Id) => `${base}/${id}`,
          questionEdit: (id: Id, questionId: Id) => `${base}/${id}/detail/${questionId}/edit`,
        };
      },
      lesson: (skill: Skill, edition: ToeicEdition) => `${DASHBOARD}/toeic/${skill}/${edition}/lesson`,
    },

    onlineTest: {
      ielts: (skill: Skill) => {
        const base = `${DASHBOARD}/onlinetest/ielts/${skill}/cambridge`;
        return {
          ...crud(base),
          details: (id: Id) => `${base}/${id}/details`,
          lesson: `${base}/lesson`,
          practice: (id: Id) => `${base}/practice/${id}`,
        };
      },
      toeic: (skill: Skill, edition: ToeicEdition) => {
        const base = `${DASHBOARD}/onlinetest/testtoeic/${skill}/${edition}`;
        return {
          lesson: `${base}/lesson`,
          test: crud(`${base}/test`),
          details: (id: Id) => `${base}/test/${id}/details`,
        };
      },
      grammar: {
        lesson: `${DASHBOARD}/onlinetest/testgrammar/lesson`,
        test: `${DASHBOARD}/onlinetest/testgrammar/test`,
        new: `${DASHBOARD}/onlinetest/testgrammar/new`,
        detail: (id: Id) => `${DASHBOARD}/onlinetest/testgrammar/detail/${id}`,
        detailNew: (id: Id) => `${DASHBOARD}/onlinetest/testgrammar/detail/${id}/new`,
        questionNew: (id: Id) => `${DASHBOARD}/onlinetest/testgrammar/detail/${id}/detailquestion/new`,
        questionEdit: (id: Id, questionId: Id) => `${DASHBOARD}/onlinetest/testgrammar/detail/${id}/detailquestion/${questionId}/edit`,
      },
      /** The test document format (docs/test-format.md) as a screen: the import dialog's help. */
      testFormatHelp: `${DASHBOARD}/onlinetest/help/test-format`,
    },

    grammar: {
      newWord: {
        list: `${DASHBOARD}/grammar/wordgrammar/newword`,
        new: `${DASHBOARD}/grammar/wordgrammar/newword/new`,
        detail: (id: Id) => `${DASHBOARD}/grammar/wordgrammar/newword/detail/${id}`,
        editWord: (id: Id, wordId: Id) => `${DASHBOARD}/grammar/wordgrammar/newword/detail/${id}/editword/${wordId}`,
      },
      grammar: crud(`${DASHBOARD}/grammar/wordgrammar/grammar`),
      topics: crud(`${DASHBOARD}/grammar/topics`),
      exercise: crud(`${DASHBOARD}/grammar/exercise`),
    },

    flashcard: {
      wordList: `${DASHBOARD}/flashcard/wordList`,
      detail: (wordListId: Id) => `${DASHBOARD}/flashcard/detail/${wordListId}`,
      words: (wordListId: Id) => `${DASHBOARD}/flashcard/detail/${wordListId}/word`,
      word: (wordListId: Id, wordId: Id) => `${DASHBOARD}/flashcard/detail/${wordListId}/word/${wordId}`,
    },

    system: {
      user: {
        list: `${DASHBOARD}/system/user/list`,
        new: `${DASHBOARD}/system/user/new`,
        account: `${DASHBOARD}/system/user/account`,
        edit: (id: Id) => `${DASHBOARD}/system/user/${id}/edit`,
      },
      class: {
        ...crud(`${DASHBOARD}/system/class`),
        userClass: (id: Id) => `${DASHBOARD}/system/class/${id}/userClass`,
        addStudent: (id: Id) => `${DASHBOARD}/system/class/${id}/addStudent`,
      },
      roles: { list: `${DASHBOARD}/system/roles/list`, new: `${DASHBOARD}/system/roles/new`, edit: (id: Id) => `${DASHBOARD}/system/roles/${id}/edit` },
      permission: { list: `${DASHBOARD}/system/permission/list`, new: `${DASHBOARD}/system/permission/new`, edit: (id: Id) => `${DASHBOARD}/system/permission/${id}/edit` },
      menu: { list: `${DASHBOARD}/system/menu/list`, new: `${DASHBOARD}/system/menu/new`, edit: (id: Id) => `${DASHBOARD}/system/menu/${id}/edit` },
      uploadFiles: {
        folder: (folderId: Id = 0) => `${DASHBOARD}/system/uploadfiles/${folderId}`,
        new: (folderId: Id = 0) => `${DASHBOARD}/system/uploadfiles/${folderId}/new`,
      },
    },
  },
} as const;
