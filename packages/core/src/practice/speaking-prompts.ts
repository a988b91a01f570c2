import type { SpeakingPart, SpeakingPromptDetail, SpeakingPromptSummary } from '@lexam/contracts';
import { and, asc, count, eq, tables, type Database } from '@lexam/db';
import { notFound } from '../errors';
import { findDraft, toSubmissions } from './speaking-submissions';

const { speakingPrompts, promptSuggestions, practiceLayouts, words } = tables;

/** The published prompts of a part, in the authors' order, one page of them. */
export async function listSpeakingPrompts(db: Database, { part, pageIndex, pageSize }: { part: SpeakingPart; pageIndex: number; pageSize: number }): Promise<{ rows: SpeakingPromptSummary[]; totalCount: number }> {
  const where = and(eq(speakingPrompts.part, part), eq(speakingPrompts.isPublished, true));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: speakingPrompts.id, part: speakingPrompts.part, topic: speakingPrompts.topic, questions: speakingPrompts.questions, sortOrder: speakingPrompts.sortOrder })
      .from(speakingPrompts)
      .where(where)
      .orderBy(asc(speakingPrompts.sortOrder), asc(speakingPrompts.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ value: count() }).from(speakingPrompts).where(where),
  ]);
  return { rows: rows.map(({ questions, ...row }) => ({ ...row, questionCount: questions.length })), totalCount: total?.value ?? 0 };
}

/** One published prompt of a part with its suggestions, vocabulary, the part's layout and the learner's draft. */
export async function getSpeakingPrompt(db: Database, { userId, secret, part, speakingId }: { userId: number; secret: string; part?: SpeakingPart; speakingId: number }): Promise<SpeakingPromptDetail> {
  const [prompt] = await db
    .select()
    .from(speakingPrompts)
    .where(and(eq(speakingPrompts.id, speakingId), eq(speakingPrompts.isPublished, true), part ? eq(speakingPrompts.part, part) : undefined))
    .limit(1);
  if (!prompt) throw notFound('There is no such speaking prompt.');
  const [suggestions, vocabulary, [layout], draft] = await Promise.all([
    db.select({ id: promptSuggestions.id, kind: promptSuggestions.kind, bodyHtml: promptSuggestions.bodyHtml }).from(promptSuggestions).where(eq(promptSuggestions.speakingId, speakingId)).orderBy(asc(promptSuggestions.sortOrder), asc(promptSuggestions.id)),
    db
      .select({ id: words.id, term: words.term, partOfSpeech: words.partOfSpeech, meaning: words.meaning, pronunciation: words.pronunciation, example: words.example })
      .from(words)
      .where(eq(words.speakingId, speakingId))
      .orderBy(asc(words.sortOrder), asc(words.id)),
    db.select({ title: practiceLayouts.title, bodyHtml: practiceLayouts.bodyHtml }).from(practiceLayouts).where(eq(practiceLayouts.section, prompt.part)).limit(1),
    findDraft(db, userId, speakingId),
  ]);
  return {
    id: prompt.id,
    part: prompt.part,
    topic: prompt.topic,
    questions: prompt.questions,
    cueCardHtml: prompt.cueCardHtml,
    modelAnswerHtml: prompt.modelAnswerHtml,
    suggestions,
    vocabulary: vocabulary.map((word) => ({ ...word, example: word.example ?? '' })) as SpeakingPromptDetail['vocabulary'],
    layout: layout ?? null,
    draft: draft ? ((await toSubmissions(db, secret, [draft]))[0] ?? null) : null,
  };
}
