/** The topics the FAQ can be filtered by. */
export const FAQ_CATEGORIES = ['general', 'tests', 'learning', 'account', 'teachers'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * The questions of /faqs, in the order they are shown. The text of each lives in the `misc`
 * translations under `faqs.items.<id>.question` and `.answer`.
 */
export const FAQ_ITEMS: ReadonlyArray<{ id: string; category: FaqCategory }> = [
  { id: 'whatIsLexam', category: 'general' },
  { id: 'originalContent', category: 'general' },
  { id: 'affiliation', category: 'general' },
  { id: 'realTest', category: 'tests' },
  { id: 'lostConnection', category: 'tests' },
  { id: 'scoring', category: 'tests' },
  { id: 'toeicEditions', category: 'tests' },
  { id: 'review', category: 'tests' },
  { id: 'flashcards', category: 'learning' },
  { id: 'wordLists', category: 'learning' },
  { id: 'skills', category: 'learning' },
  { id: 'languages', category: 'account' },
  { id: 'account', category: 'account' },
  { id: 'password', category: 'account' },
  { id: 'privacy', category: 'account' },
  { id: 'mobile', category: 'account' },
  { id: 'teachers', category: 'teachers' },
  { id: 'adminAccess', category: 'teachers' },
];

/** Lower-cases and strips accents, so "resume" finds "résumé" and "dien thoai" finds "điện thoại". */
export function normalizeForSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .trim();
}
