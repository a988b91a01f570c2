import { checkTypedAnswer, normalizeAnswer, type AnswerVerdict, sameMeaning, type ContentLanguage, type FlashTest, type FlashTestQuery, type FlashTestQuestion, type FlashTestResult, type FlashTestResultBody, type PracticeQuery, type PracticeSet } from '@lexam/contracts';
import { randomInt } from 'node:crypto';
import { asc, eq, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import { loadReadableList } from './access';
import { meaningIn, toFlashWords, type WordRow } from './cards';

const { words } = tables;

/** A shuffled copy (Fisher–Yates, crypto-random). */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export async function wordsOfList(db: Database, wordListId: number): Promise<WordRow[]> {
  return db.select().from(words).where(eq(words.wordListId, wordListId)).orderBy(asc(words.sortOrder), asc(words.id));
}

/** The meanings a word has in the list (its own, and those of any other entry of the same term). */
function meaningsOfTerm(all: WordRow[], word: WordRow, language: ContentLanguage | undefined): string[] {
  const term = normalizeAnswer(word.term);
  return all.filter((other) => other.id === word.id || normalizeAnswer(other.term) === term).flatMap((other) => [meaningIn(other, language).meaning, other.meaning]);
}

/** Up to `count` meanings of other words that do not say what the word means, distinct from each other. */
function distractors(all: WordRow[], word: WordRow, language: ContentLanguage | undefined, count: number): string[] {
  const own = meaningsOfTerm(all, word, language);
  const picked: string[] = [];
  for (const other of shuffle(all)) {
    if (picked.length >= count) break;
    const meaning = meaningIn(other, language).meaning;
    if (own.some((mine) => sameMeaning(mine, meaning)) || picked.some((chosen) => sameMeaning(chosen, meaning))) continue;
    picked.push(meaning);
  }
  return picked;
}

/** `FlashCard/getPractics`: the list's words in a random order, each with up to four meanings to choose from. */
export async function getPractice(db: Database, userId: number, query: PracticeQuery): Promise<PracticeSet> {
  await loadReadableList(db, userId, query.wordListId);
  const all = await wordsOfList(db, query.wordListId);
  const chosen = shuffle(all).slice(0, query.count);
  const flash = await toFlashWords(db, userId, chosen, query.lang);
  return {
    wordListId: query.wordListId,
    items: chosen.map((word, index) => ({ word: flash[index]!, choices: shuffle([meaningIn(word, query.lang).meaning, ...distractors(all, word, query.lang, 3)]) })),
  };
}

/**
 * `FlashCard/getQuestion`: `count` questions (at most one per word) of the kinds asked, mixed. A
 * true/false question shown false carries a meaning the word does not have, checked against every
 * entry of the same term; when the list has none, the statement is shown true.
 */
export async function getFlashTest(db: Database, userId: number, query: FlashTestQuery): Promise<FlashTest> {
  await loadReadableList(db, userId, query.wordListId);
  const all = await wordsOfList(db, query.wordListId);
  if (all.length === 0) throw badRequest('This word list has no words to test.');
  const language = query.lang ?? 'en';
  const media = new Map((await toFlashWords(db, userId, all, query.lang)).map((word) => [word.id, word]));
  const questions: FlashTestQuestion[] = shuffle(all)
    .slice(0, query.count)
    .map((word, index) => {
      const kind = query.kinds[index % query.kinds.length]!;
      const { meaning } = meaningIn(word, query.lang);
      if (kind === 'multipleChoice') {
        return { index, kind, wordId: word.id, term: word.term, partOfSpeech: word.partOfSpeech, audio: media.get(word.id)?.audio ?? null, choices: shuffle([meaning, ...distractors(all, word, query.lang, 3)]) };
      }
      if (kind === 'written') return { index, kind, wordId: word.id, meaning, partOfSpeech: word.partOfSpeech };
      const [wrong] = randomInt(2) === 0 ? distractors(all, word, query.lang, 1) : [];
      return { index, kind, wordId: word.id, term: word.term, shownMeaning: wrong ?? meaning };
    });
  return { wordListId: query.wordListId, language, questions: shuffleKinds(questions) };
}

/** Questions in a random order, renumbered. */
function shuffleKinds(questions: FlashTestQuestion[]): FlashTestQuestion[] {
  return shuffle(questions).map((question, index) => ({ ...question, index }));
}

/** `FlashCard/sendResultTest`: graded on the server against the words; the wrong ones with their right answers. */
export async function gradeFlashTest(db: Database, userId: number, body: FlashTestResultBody): Promise<FlashTestResult> {
  await loadReadableList(db, userId, body.wordListId);
  const all = await wordsOfList(db, body.wordListId);
  const byId = new Map(all.map((word) => [word.id, word]));
  const missing = body.answers.flatMap((answer, at) => (byId.has(answer.wordId) ? [] : [{ field: `body.answers.${at}.wordId`, message: `Word ${answer.wordId} is not in this list.` }]));
  if (missing.length > 0) throw badRequest('Some answers are about words that are not in this list.', missing);
  const results = body.answers.map((answer) => {
    const word = byId.get(answer.wordId)!;
    const { meaning } = meaningIn(word, body.lang);
    const base = { index: answer.index, kind: answer.kind, wordId: word.id, term: word.term, meaning, given: answer.answer };
    if (answer.kind === 'multipleChoice') {
      const isCorrect = meaningsOfTerm(all, word, body.lang).some((own) => sameMeaning(own, answer.answer));
      return { ...base, verdict: isCorrect ? ('correct' as const) : ('wrong' as const), isCorrect, rightAnswer: meaning };
    }
    if (answer.kind === 'written') {
      // Any term of the list with the same meaning is right (begin, start: "to make something happen").
      const terms = all.filter((other) => other.id === word.id || sameMeaning(other.meaning, word.meaning) || sameMeaning(meaningIn(other, body.lang).meaning, meaning)).map((other) => other.term);
      const verdicts = terms.map((term) => checkTypedAnswer(answer.answer, term));
      const verdict: AnswerVerdict = verdicts.includes('correct') ? 'correct' : verdicts.includes('almost') ? 'almost' : 'wrong';
      return { ...base, verdict, isCorrect: verdict === 'correct', rightAnswer: word.term };
    }
    const truth = meaningsOfTerm(all, word, body.lang).some((own) => sameMeaning(own, answer.shownMeaning));
    // Left unanswered (null) is wrong, whichever the truth.
    const isCorrect = answer.answer !== null && answer.answer === truth;
    return { ...base, verdict: isCorrect ? ('correct' as const) : ('wrong' as const), isCorrect, rightAnswer: truth };
  });
  return { wordListId: body.wordListId, correct: results.filter((result) => result.isCorrect).length, total: results.length, results: results.sort((a, b) => a.index - b.index) };
}
