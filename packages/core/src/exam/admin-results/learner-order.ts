import { and, asc, eq, sql, tables, type AnyPgColumn, type Database, type SQL } from '@lexam/db';
import { memoListValue } from '../../common/count-memo';
import { learnerMatches } from '../../common/user-search';

const { examAttempts, examTests, users } = tables;

/** Up to this many learners matching a search are kept in a learner column's order; beyond, the database sorts the page. */
export const ORDERED_LEARNERS = 10_000;
/** Learners read by the first step of the walk; each further step reads twice as many. */
const FIRST_STEP = 64;

/**
 * The learners matching a search, in the order of a learner column (then id), as the database's
 * collation sorts them. `groups[i]` is the position of the first learner with the same column value
 * as learner `i`: learners sharing a value are one group, whose attempts sort by attempt id.
 */
export interface OrderedLearners {
  ids: number[];
  groups: number[];
}

/** Memoized like a total (the TTL, and forgotten by every write); undefined when too many learners match. */
export function learnersInOrder(db: Database, text: string, column: AnyPgColumn): Promise<OrderedLearners | undefined> {
  return memoListValue({
    db,
    key: JSON.stringify(['admin-results-ordered-learners', text, column.name]),
    load: async () => {
      const rows = await db.select({ id: users.id, value: column }).from(users).where(learnerMatches(text)).orderBy(asc(column), asc(users.id)).limit(ORDERED_LEARNERS + 1);
      if (rows.length > ORDERED_LEARNERS) return undefined;
      const groups: number[] = [];
      rows.forEach((row, index) => groups.push(index > 0 && row.value === rows[index - 1]!.value ? groups[index - 1]! : index));
      return { ids: rows.map((row) => row.id), groups };
    },
  });
}

/**
 * The attempt ids of one page of a list sorted by a learner column, for a search whose matching
 * learners are known in that order: the learners are read in order a step at a time (each step twice
 * the last, never splitting a group), their attempts looked up by the per-learner index, until the
 * page is full. A page near the start costs a few dozen index lookups instead of sorting every
 * matching attempt; the walk reads at most every matching learner once.
 */
export async function pageInLearnerOrder(db: Database, { learners, onAttempt, onTest, offset, limit, isDescending }: {
  learners: OrderedLearners;
  /** Conditions on the attempt (and on its test): everything but the search. */
  onAttempt: SQL | undefined;
  onTest: SQL | undefined;
  offset: number;
  limit: number;
  isDescending: boolean;
}): Promise<number[]> {
  const positions = learners.ids.map((_, index) => index);
  if (isDescending) positions.reverse();
  const picked: number[] = [];
  let from = 0;
  let step = FIRST_STEP;
  while (from < positions.length && picked.length < offset + limit) {
    let to = Math.min(positions.length, from + step);
    while (to < positions.length && learners.groups[positions[to]!] === learners.groups[positions[to - 1]!]) to++;
    const groupOf = new Map(positions.slice(from, to).map((position) => [learners.ids[position]!, learners.groups[position]!]));
    const rows = await attemptsOf(db, [...groupOf.keys()], and(onAttempt, onTest));
    const sign = isDescending ? -1 : 1;
    const inOrder = rows.map((row) => ({ id: row.id, group: groupOf.get(row.userId)! })).sort((a, b) => sign * (a.group - b.group || a.id - b.id));
    for (const row of inOrder) picked.push(row.id);
    from = to;
    step *= 2;
  }
  return picked.slice(offset, offset + limit);
}

function attemptsOf(db: Database, learnerIds: number[], where: SQL | undefined) {
  const ofLearners = sql`${examAttempts.userId} = any(${sql.param(learnerIds)}::int[])`;
  return db
    .select({ id: examAttempts.id, userId: examAttempts.userId })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(and(ofLearners, where));
}
