/**
 * The word count of a writing answer, the same in the browser (the live count) and on the server
 * (what is stored and graded). A word is a run of characters between spaces that holds at least one
 * letter or digit, so:
 * - a hyphenated word is one word (`well-known`, `twenty-five`);
 * - a number is one word (`2019`, `1,500`, `3.5`, `25%`);
 * - a contraction is one word (`don't`, `it’s`);
 * - punctuation standing alone (` - `, ` — `, `&`) is not a word;
 * - words joined by a dash (`cars—buses`, `2010–2020`, `cars--buses`) are counted apart, as an examiner does;
 * - a slash joins nothing either (`and/or` is two words).
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/[\s\u2013\u2014/]+|-{2,}/u)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** The least number of words of each task: Task 1 150, Task 2 250. */
export const WRITING_MIN_WORDS = { task1: 150, task2: 250 } as const;
/** The time of each task in the exam, in minutes: Task 1 20, Task 2 40. */
export const WRITING_MINUTES = { task1: 20, task2: 40 } as const;
