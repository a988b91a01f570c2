import { normalizeAnswer, type MatchDeal, type MatchResult, type MatchResultBody, type StartMatchBody, type Top10, type Top10Query } from '@lexam/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, tables, type Database } from '@lexam/db';
import { badRequest, conflict, notFound } from '../errors';
import { loadReadableList, type WordListRow } from './access';
import { meaningIn } from './cards';
import { shuffle, wordsOfList } from './practice-test';

const { flashcardMatches: matches, wordLists, users } = tables;

/** Where a list's times are compared: a copy of a shared list competes on the shared list's board. */
async function boardOf(db: Database, list: WordListRow): Promise<number> {
  if (list.ownerId === null || list.copiedFromId === null) return list.id;
  const [source] = await db.select({ id: wordLists.id }).from(wordLists).where(and(eq(wordLists.id, list.copiedFromId), isNull(wordLists.ownerId))).limit(1);
  return source?.id ?? list.id;
}

const key = () => randomBytes(6).toString('base64url');

/**
 * `POST FlashCard/startMatch`: deals `pairs` words of distinct terms and meanings, shuffles the two
 * columns under opaque keys, and stores the deal with the server's start time.
 */
export async function startMatch(db: Database, userId: number, body: StartMatchBody, now = new Date()): Promise<MatchDeal> {
  const list = await loadReadableList(db, userId, body.wordListId);
  const seenTerms = new Set<string>();
  const seenMeanings = new Set<string>();
  const dealt = shuffle(await wordsOfList(db, list.id)).filter((word) => {
    const term = normalizeAnswer(word.term);
    const meaning = normalizeAnswer(meaningIn(word, body.lang).meaning);
    if (seenTerms.has(term) || seenMeanings.has(meaning)) return false;
    seenTerms.add(term);
    seenMeanings.add(meaning);
    return true;
  });
  if (dealt.length < body.pairs) throw badRequest(`A match of ${body.pairs} pairs needs ${body.pairs} words with different terms and meanings; this list has ${dealt.length}.`);
  const pairs = dealt.slice(0, body.pairs).map((word) => ({ word, termKey: key(), meaningKey: key() }));
  const id = randomUUID();
  await db.insert(matches).values({
    id,
    userId,
    wordListId: list.id,
    boardListId: await boardOf(db, list),
    pairCount: body.pairs,
    pairs: pairs.map(({ word, termKey, meaningKey }) => ({ wordId: word.id, termKey, meaningKey })),
    startedAt: now,
  });
  return {
    matchId: id,
    wordListId: list.id,
    pairCount: body.pairs,
    startedAt: now.toISOString(),
    terms: shuffle(pairs.map(({ word, termKey }) => ({ key: termKey, text: word.term }))),
    meanings: shuffle(pairs.map(({ word, meaningKey }) => ({ key: meaningKey, text: meaningIn(word, body.lang).meaning }))),
  };
}

/** Each learner's best time on a board, fastest first. */
async function bestTimes(db: Database, boardListId: number, pairCount: number) {
  const rows = await db
    .selectDistinctOn([matches.userId], { userId: matches.userId, durationMs: matches.durationMs, finishedAt: matches.finishedAt })
    .from(matches)
    .where(and(eq(matches.boardListId, boardListId), eq(matches.pairCount, pairCount), isNotNull(matches.finishedAt)))
    .orderBy(matches.userId, asc(matches.durationMs), asc(matches.finishedAt));
  return rows
    .map((row) => ({ userId: row.userId, durationMs: row.durationMs!, finishedAt: row.finishedAt! }))
    .sort((a, b) => a.durationMs - b.durationMs || a.finishedAt.getTime() - b.finishedAt.getTime());
}
/** Rank 1 is the fastest; equal times share a rank. */
const rankOf = (best: { durationMs: number }[], durationMs: number) => 1 + best.filter((entry) => entry.durationMs < durationMs).length;

/**
 * `POST FlashCard/sendResultMatch`: the deal's one result. Every pair must be right; the time is
 * the server's, from the deal to now. A second result for the deal is refused (409).
 */
export async function sendMatchResult(db: Database, userId: number, body: MatchResultBody, now = new Date()): Promise<MatchResult> {
  const [match] = await db.select().from(matches).where(and(eq(matches.id, body.matchId), eq(matches.userId, userId))).limit(1);
  if (!match) throw notFound('There is no such match: deal a new one.');
  await loadReadableList(db, userId, match.wordListId);
  if (match.finishedAt) throw conflict('This match’s result was already sent: deal a new one.');
  const sent = new Map(body.pairs.map((pair) => [pair.termKey, pair.meaningKey]));
  const right = sent.size === match.pairs.length && body.pairs.length === match.pairs.length && match.pairs.every((pair) => sent.get(pair.termKey) === pair.meaningKey);
  if (!right) throw badRequest('Some pairs are not right: match every term with its meaning.', [{ field: 'body.pairs', message: 'Every term must be paired with its own meaning, once.' }]);
  const durationMs = Math.max(0, now.getTime() - match.startedAt.getTime());
  const before = await bestTimes(db, match.boardListId, match.pairCount);
  const previous = before.find((entry) => entry.userId === userId);
  const updated = await db
    .update(matches)
    .set({ finishedAt: now, durationMs })
    .where(and(eq(matches.id, match.id), isNull(matches.finishedAt)))
    .returning({ id: matches.id });
  if (updated.length === 0) throw conflict('This match’s result was already sent: deal a new one.');
  const best = Math.min(durationMs, previous?.durationMs ?? Infinity);
  const others = before.filter((entry) => entry.userId !== userId);
  return { matchId: match.id, wordListId: match.wordListId, pairCount: match.pairCount, durationMs, isPersonalBest: !previous || durationMs < previous.durationMs, rank: rankOf(others, best) };
}

/** "Anna Kowalska" → "Anna K.": a board shows first names and initials. */
function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Learner';
  return parts.length === 1 ? parts[0]! : `${parts[0]} ${parts[parts.length - 1]!.charAt(0)}.`;
}

/** `FlashCard/getTop10`: the ten best learners' best times on the list's board, and the learner's own rank. */
export async function getTop10(db: Database, userId: number, query: Top10Query): Promise<Top10> {
  const list = await loadReadableList(db, userId, query.wordListId);
  const best = await bestTimes(db, await boardOf(db, list), query.pairs);
  const top = best.slice(0, 10);
  const names = top.length > 0 ? await db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, top.map((entry) => entry.userId))) : [];
  const nameOf = new Map(names.map((row) => [row.id, shortName(row.fullName)]));
  const mine = best.find((entry) => entry.userId === userId);
  return {
    wordListId: list.id,
    pairCount: query.pairs,
    entries: top.map((entry) => ({ rank: rankOf(best, entry.durationMs), name: nameOf.get(entry.userId) ?? 'Learner', durationMs: entry.durationMs, finishedAt: entry.finishedAt.toISOString(), isMe: entry.userId === userId })),
    me: mine ? { rank: rankOf(best, mine.durationMs), durationMs: mine.durationMs, finishedAt: mine.finishedAt.toISOString() } : null,
  };
}
