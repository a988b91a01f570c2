import { WRITING_MIN_WORDS, WRITING_MINUTES, type ContentLanguage, type WritingForTestQuery, type WritingHelp, type WritingPromptDetail, type WritingPromptSummary } from '@lexam/contracts';
import { and, asc, count, eq, inArray, sql, tables, type Database } from '@lexam/db';
import { notFound } from '../errors';
import { toLearnerWords, urlsOfFiles } from '../reading/read-passage';

const { practiceLayouts, practiceSubmissions, promptSuggestions, words, writingPrompts } = tables;

export type WritingPromptRow = typeof writingPrompts.$inferSelect;

/** A published writing prompt, or a 404 (an unpublished one is not the learner's to see). */
export async function loadPublishedWriting(db: Database, writingId: number): Promise<WritingPromptRow> {
  const [row] = await db.select().from(writingPrompts).where(and(eq(writingPrompts.id, writingId), eq(writingPrompts.isPublished, true))).limit(1);
  if (!row) throw notFound(`There is no writing prompt ${writingId}.`);
  return row;
}

/** The instructions as plain text, cut at a word near `max` characters (a card's excerpt). */
export function excerptOf(html: string, max = 180): string {
  // The task itself is in bold; the lines around it ("You should spend about 20 minutes…") are the same on every prompt.
  const strong = [...html.matchAll(/<strong>([\s\S]*?)<\/strong>/g)].map((match) => match[1]).join(' ');
  const text = (strong.trim() ? strong : html).replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd().replace(/[.,;:]$/, '')}…`;
}

/** The learner's open draft and sent answers of each prompt. */
async function progressOf(db: Database, userId: number, writingIds: number[]) {
  if (writingIds.length === 0) return new Map<number, WritingPromptSummary['progress']>();
  const rows = await db
    .select({
      writingId: practiceSubmissions.writingPromptId,
      draftId: sql<number | null>`max(case when ${practiceSubmissions.status} = 'draft' then ${practiceSubmissions.id} end)`,
      draftWordCount: sql<number | null>`max(case when ${practiceSubmissions.status} = 'draft' then ${practiceSubmissions.wordCount} end)`,
      submittedCount: sql<number>`count(*) filter (where ${practiceSubmissions.status} <> 'draft')::int`,
    })
    .from(practiceSubmissions)
    .where(and(eq(practiceSubmissions.userId, userId), eq(practiceSubmissions.kind, 'writing'), inArray(practiceSubmissions.writingPromptId, writingIds)))
    .groupBy(practiceSubmissions.writingPromptId);
  return new Map(rows.map((row) => [row.writingId!, { draftId: row.draftId === null ? null : Number(row.draftId), draftWordCount: row.draftWordCount === null ? null : Number(row.draftWordCount), submittedCount: Number(row.submittedCount) }]));
}

const noProgress = { draftId: null, draftWordCount: null, submittedCount: 0 };

function summaryOf(row: WritingPromptRow, images: Map<number, string>, progress: WritingPromptSummary['progress'] | undefined) {
  return {
    id: row.id,
    task: row.task,
    title: row.title,
    image: row.image === null || !images.has(row.image) ? null : { url: images.get(row.image)!, alt: row.title },
    minWords: WRITING_MIN_WORDS[row.task],
    minutes: WRITING_MINUTES[row.task],
    progress: progress ?? noProgress,
  };
}

/** `Words/getWritingForTest`: a page of a task's published prompts, in order, with the learner's progress. */
export async function listWritingPrompts({ db }: { db: Database }, { userId, query }: { userId: number; query: WritingForTestQuery }): Promise<{ rows: WritingPromptSummary[]; totalCount: number }> {
  const where = and(eq(writingPrompts.isPublished, true), query.task ? eq(writingPrompts.task, query.task) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(writingPrompts).where(where).orderBy(asc(writingPrompts.task), asc(writingPrompts.sortOrder), asc(writingPrompts.id)).limit(query.pageSize).offset((query.pageIndex - 1) * query.pageSize),
    db.select({ value: count() }).from(writingPrompts).where(where),
  ]);
  const [images, progress] = await Promise.all([urlsOfFiles(db, rows.map((row) => row.image)), progressOf(db, userId, rows.map((row) => row.id))]);
  return { rows: rows.map((row) => ({ ...summaryOf(row, images, progress.get(row.id)), excerpt: excerptOf(row.instructionsHtml) })), totalCount: Number(total?.value ?? 0) };
}

/** `Words/getWritingForTest?writingId=`: one published prompt for the writing screen. */
export async function getWritingPrompt({ db }: { db: Database }, { userId, writingId }: { userId: number; writingId: number }): Promise<WritingPromptDetail> {
  const row = await loadPublishedWriting(db, writingId);
  const [images, progress, [suggestions], [vocabulary]] = await Promise.all([
    urlsOfFiles(db, [row.image]),
    progressOf(db, userId, [row.id]),
    db.select({ value: count() }).from(promptSuggestions).where(eq(promptSuggestions.writingId, row.id)),
    db.select({ value: count() }).from(words).where(eq(words.writingId, row.id)),
  ]);
  return {
    ...summaryOf(row, images, progress.get(row.id)),
    instructionsHtml: row.instructionsHtml,
    hasLayout: row.layoutHtml.trim() !== '',
    hasModelAnswer: row.modelAnswerHtml.trim() !== '',
    suggestionCount: Number(suggestions?.value ?? 0),
    wordCount: Number(vocabulary?.value ?? 0),
  };
}

/** `Words/getSuggestionForLesson?writingId=`: a published prompt's help, shown on demand. */
export async function getWritingHelp({ db }: { db: Database }, { writingId, language }: { writingId: number; language: ContentLanguage }): Promise<WritingHelp> {
  const row = await loadPublishedWriting(db, writingId);
  const [suggestions, wordRows, [layout]] = await Promise.all([
    db.select().from(promptSuggestions).where(eq(promptSuggestions.writingId, writingId)).orderBy(asc(promptSuggestions.sortOrder), asc(promptSuggestions.id)),
    db.select().from(words).where(eq(words.writingId, writingId)).orderBy(asc(words.sortOrder), asc(words.id)),
    db.select().from(practiceLayouts).where(eq(practiceLayouts.section, row.task)).limit(1),
  ]);
  return {
    writingId,
    suggestions: suggestions.map((item) => ({ id: item.id, kind: item.kind, bodyHtml: item.bodyHtml })),
    words: await toLearnerWords(db, wordRows, language),
    taskLayout: layout && layout.bodyHtml.trim() !== '' ? { title: layout.title, bodyHtml: layout.bodyHtml } : null,
    layoutHtml: row.layoutHtml,
    modelAnswerHtml: row.modelAnswerHtml,
  };
}
