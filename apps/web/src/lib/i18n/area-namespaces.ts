/**
 * Which translation namespaces each part of the app sends with its HTML. The root layout sends
 * GLOBAL_NAMESPACES (the header, menus, account button, toasts and session screens use them on every
 * page); each route group's layout adds its own. A page that reaches for a namespace not sent still
 * works: i18next loads it as a lazy chunk (import-namespace.ts). Sending all fifteen with every page
 * put 78 KB of English (more in the other languages) into every HTML document and its RSC payload.
 */
export const GLOBAL_NAMESPACES = ['common', 'session'] as const;

export const AREA_NAMESPACES = {
  // The learner layout (header, footer, the home and its preview); the screens of its (store) group
  // add theirs (learnerStore), so the home's HTML does not carry the tests' and results' texts.
  learner: ['home'],
  learnerStore: ['account', 'exam', 'exam-results', 'toeic', 'question-types', 'video', 'reading', 'flashcards', 'writing', 'speaking', 'grading', 'results', 'listening', 'grammar', 'toeic-course'],
  exam: ['exam', 'toeic', 'question-types', 'exam-results'],
  admin: ['account', 'classes', 'course-admin', 'exam-admin', 'files', 'resource', 'system', 'misc', 'exam', 'exam-results', 'toeic', 'question-types', 'video', 'writing-admin', 'grading', 'history'],
  auth: ['register'],
  misc: ['misc'],
} as const satisfies Record<string, readonly string[]>;

export type Area = keyof typeof AREA_NAMESPACES;

/**
 * Namespaces only server components translate with (server-translation.ts): their text is in the
 * HTML and they are never sent to the browser. The landing page's sections are server components;
 * its client parts (header, footer) use the global namespaces.
 */
export const SERVER_NAMESPACES = ['landing'] as const;
