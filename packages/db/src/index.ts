export * from './client';
export * from './config';
export * from './paths';
export * from './seed/index';
export * from './seed/exam/demo-listening/index';
export * as tables from './schema/index';
// Query builders are re-exported so that packages/core uses this package's one copy of Drizzle.
export { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, isNotNull, lt, lte, ne, notInArray, or, sql, count, getTableColumns } from 'drizzle-orm';
export type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
// What the files manager reads of the schema to find every column that refers to a file.
export { getTableConfig, PgTable as PgTableClass } from 'drizzle-orm/pg-core';
export { is } from 'drizzle-orm';
export type { SQL } from 'drizzle-orm';
export * from './passwords';
export { demoAccounts } from './seed/identity';
export { upgradeMenus } from './seed/menus';
export * from './seed/exam/index';
export * from './seed/exam/toeic-listening/index';
export * from './seed/reading-course/index';
// The reading course has a DemoWord of its own: a word list's is exported as DemoListWord.
export { DEMO_WORD_LISTS, demoWordAudioDir } from './seed/word-lists/index';
export type { DemoWordList, DemoWord as DemoListWord } from './seed/word-lists/types';
export { DEMO_WRITING_PROMPTS, DEMO_WRITING_LAYOUTS, demoWritingImageDir } from './seed/writing/index';
export type { DemoWritingLayout, DemoWritingPrompt } from './seed/writing/index';
export { DEMO_SPEAKING_PROMPTS, DEMO_SPEAKING_LAYOUTS } from './seed/speaking/index';
export type { DemoSpeakingPrompt } from './seed/speaking/index';
export { DEMO_GRADING_CLASS, DEMO_GRADING_SUBMISSIONS, demoGradingAudioDir } from './seed/grading/index';
export type { DemoGradingSubmission, DemoGradedComment } from './seed/grading/index';
export * from './seed/listening-course/index';
export * from './seed/grammar-course/index';
export * from './seed/toeic-course/index';
