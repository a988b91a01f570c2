import type { CheckedPracticeItem, PassagePractice, PracticeCheck, PracticeItem, PracticeItemToAnswer } from '@lexam/contracts';
import { sql, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import { gradeQuestion, learnerView, marksFor } from '../exam/question-types';
import { loadPublishedPassage, toPassageProgress, type PassageRow } from './published';

const { passageProgress } = tables;

interface ReadyItem {
  index: number;
  numbers: number[];
  item: PracticeItem;
  /** The question type's learner view of the content: never the key. */
  content: unknown;
}

/**
 * A passage's practice items that the engine can read, numbered one number per mark from 1 across
 * the passage. An item whose content or key no longer fits its type (stored before a type changed) is
 * left out rather than failing the whole passage; `index` stays its place in the stored list.
 */
function readyItemsOf(passage: Pick<PassageRow, 'practice'>): ReadyItem[] {
  const stored = Array.isArray(passage.practice) ? passage.practice : [];
  const ready: ReadyItem[] = [];
  let next = 1;
  stored.forEach((item, index) => {
    try {
      const marks = marksFor(item);
      const content = learnerView(item);
      ready.push({ index, item, content, numbers: Array.from({ length: marks }, (_, offset) => next + offset) });
      next += marks;
    } catch {
      // An unreadable item is skipped; the admin's save checks items, so this is an old row.
    }
  });
  return ready;
}

const toItemToAnswer = ({ index, numbers, item, content }: ReadyItem): PracticeItemToAnswer => ({ index, numbers, type: item.type, content });

/** `Words/getPracticForPassage`: a published passage's practice as the learner answers it, with no key, explanation or evidence. */
export async function getPassagePractice({ db }: { db: Database }, { passageId }: { passageId: number }): Promise<PassagePractice> {
  const { passage } = await loadPublishedPassage(db, passageId);
  const items = readyItemsOf(passage);
  return { passageId, maxMarks: items.reduce((sum, item) => sum + item.numbers.length, 0), items: items.map(toItemToAnswer) };
}

/**
 * `POST Words/checkPracticForPassage`: grades the learner's responses with the exam engine's
 * registry (a response of the wrong shape is marked unanswered, never thrown), answers each item's
 * verdict with its key, explanation and evidence, and records the learner's progress: the best marks
 * so far, and the passage done from the first check on. A response to an item the passage does not
 * have is a 400 and records nothing.
 */
export async function checkPassagePractice(
  { db }: { db: Database },
  { userId, passageId, responses }: { userId: number; passageId: number; responses: Record<string, unknown> },
): Promise<PracticeCheck> {
  const { passage } = await loadPublishedPassage(db, passageId);
  const items = readyItemsOf(passage);
  const indices = new Set(items.map((item) => String(item.index)));
  const unknown = Object.keys(responses).filter((key) => !indices.has(String(Number(key))));
  if (unknown.length > 0) {
    throw badRequest(`This passage has no practice question ${unknown.join(', ')}.`, unknown.map((key) => ({ field: `responses.${key}`, message: 'is not a practice question of this passage' })));
  }
  if (items.length === 0) throw badRequest('This passage has no practice questions to check.');

  const checked: CheckedPracticeItem[] = items.map((ready) => {
    const response = responses[String(ready.index)] ?? null;
    const { marks, maxMarks, parts } = gradeQuestion({ type: ready.item.type, content: ready.item.content, key: ready.item.key, response });
    return {
      ...toItemToAnswer(ready),
      isCorrect: marks === maxMarks,
      marks,
      maxMarks,
      parts,
      response,
      answerKey: ready.item.key,
      explanation: ready.item.explanation ?? '',
      evidence: ready.item.evidence ?? null,
    };
  });
  const marks = checked.reduce((sum, item) => sum + item.marks, 0);
  const maxMarks = checked.reduce((sum, item) => sum + item.maxMarks, 0);

  const now = new Date();
  const [row] = await db
    .insert(passageProgress)
    .values({ userId, passageId, practiceMarks: marks, practiceMaxMarks: maxMarks, completedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [passageProgress.userId, passageProgress.passageId],
      set: {
        // The best check is kept: a worse retry leaves the score as it was.
        practiceMaxMarks: sql`case when excluded.practice_marks >= coalesce(${passageProgress.practiceMarks}, -1) then excluded.practice_max_marks else ${passageProgress.practiceMaxMarks} end`,
        practiceMarks: sql`greatest(coalesce(${passageProgress.practiceMarks}, -1), excluded.practice_marks)`,
        completedAt: sql`coalesce(${passageProgress.completedAt}, excluded.completed_at)`,
        updatedAt: now,
      },
    })
    .returning();
  return { passageId, marks, maxMarks, items: checked, progress: toPassageProgress(row) };
}
