import type { AdminResultListQuery, AdminResultRow } from '@lexam/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, lte, or, sql, tables, type AnyPgColumn, type Database, type SQL } from '@lexam/db';
import { badRequest } from '../../errors';
import { memoCount, memoListValue } from '../../common/count-memo';
import { containsPattern, pageFromNearerEnd, SORTED_MATCHES, UNLIMITED } from '../../common/list-page';
import { learnerMatches } from '../../common/user-search';
import { pageOffset } from '../../common/sorting';
import { percentOf } from '../learner/submit-online-test';
import { taughtLearnerIds } from '../../practice/learner-scope';
import { learnersInOrder, pageInLearnerOrder, type OrderedLearners } from './learner-order';

const { examAttempts, examTests, users, classMembers } = tables;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The column each sort of the contract orders by; ties are broken by the attempt id in the same direction. */
const sortColumns: Record<string, AnyPgColumn[]> = {
  submittedAt: [examAttempts.submittedAt],
  startedAt: [examAttempts.startedAt],
  userName: [users.fullName],
  email: [users.email],
  testName: [], // ordered by byTestName, test by test
  rawScore: [examAttempts.rawScore],
  band: [examAttempts.band],
  scaledScore: [examAttempts.scaledScore],
  id: [],
};

/** The submit-time bounds: a bare day covers the whole UTC day, `endDate` included. */
function dateBounds({ startDate, endDate }: Pick<AdminResultListQuery, 'startDate' | 'endDate'>): SQL[] {
  const from = startDate ? new Date(DAY.test(startDate) ? `${startDate}T00:00:00Z` : startDate) : undefined;
  const to = endDate ? new Date(DAY.test(endDate) ? `${endDate}T00:00:00Z` : endDate) : undefined;
  if (from && to && to < from) throw badRequest('endDate is before startDate.', [{ field: 'query.endDate', message: 'Not before startDate.' }]);
  const bounds: SQL[] = [];
  if (from) bounds.push(gte(examAttempts.submittedAt, from));
  if (to && endDate && DAY.test(endDate)) bounds.push(lt(examAttempts.submittedAt, new Date(to.getTime() + 24 * 60 * 60 * 1000)));
  else if (to) bounds.push(lte(examAttempts.submittedAt, to));
  return bounds;
}

/** The filters a total depends on (not the sort or the page), as the count memo's key. */
function countKey({ searchByName, startDate, endDate, userId, testId, kind, skill, mode }: AdminResultListQuery, teacherId: number | null, classId: number | null): string {
  return JSON.stringify(['admin-results', teacherId, classId, searchByName ?? null, startDate ?? null, endDate ?? null, userId ?? null, testId ?? null, kind ?? null, skill ?? null, mode ?? null]);
}

/** Beyond this many matching learners, the search is left to the database as a subquery. */
const LISTED_MATCHES = 500;

/**
 * Attempts of learners or tests matching a search (learner name or e-mail, test name; trigram
 * indexes). The matching learners and tests are looked up once per term and kept like a total
 * (memoized, forgotten by every write). A rare term lists its few learners and tests by id, so the
 * attempts come from the per-learner and per-test indexes; a common term stays a subquery (or,
 * listed by a learner column, a filter on the joined learners), and the newest-first index finds a
 * page of it after a short walk. Either way no scan reads every attempt for a page.
 */
async function searchCondition(db: Database, text: string, { learnerColumn }: { learnerColumn?: AnyPgColumn }): Promise<{ onAttempt?: SQL; onJoin?: SQL; ordered?: OrderedLearners }> {
  // A builder is changed by `.limit()`, so each use gets its own.
  const learners = () => db.select({ id: users.id }).from(users).where(learnerMatches(text));
  const { learnerIds, testIds } = await memoListValue({ db, key: JSON.stringify(['admin-results-search', text]), load: async () => {
    const [found, tests] = await Promise.all([
      learners().limit(LISTED_MATCHES + 1),
      db.select({ id: examTests.id }).from(examTests).where(ilike(examTests.name, containsPattern(text))),
    ]);
    return { learnerIds: found.length > LISTED_MATCHES ? undefined : found.map((row) => row.id), testIds: tests.map((row) => row.id) };
  } });
  const byTest = testIds.length ? inArray(examAttempts.testId, testIds) : undefined;
  // A very common term listed by a learner column: its learners in that order (when no test matches
  // too), else filter the joined learners (trigram bitmap) and sort the matches.
  if (!learnerIds && learnerColumn) {
    const ordered = byTest ? undefined : await learnersInOrder(db, text, learnerColumn);
    return { onJoin: or(learnerMatches(text), byTest), ordered };
  }
  const byLearner = !learnerIds ? inArray(examAttempts.userId, learners()) : learnerIds.length ? sql`${examAttempts.userId} = any(${sql.param(learnerIds)}::int[])` : undefined;
  return { onAttempt: or(byLearner, byTest) ?? sql`false` };
}

/**
 * `Home/GetHistoryLearningOfStudent`: submitted attempts of every learner with the learner and the
 * test, a page at a time, newest first by default. The count skips the joins when nothing filters
 * on the learner or the test, so a plain page costs two index scans at 100,000 results. With
 * `teacherId` (a caller who is not a super admin): only the learners of the classes they teach.
 */
export async function listAdminResults(db: Database, query: AdminResultListQuery, { teacherId, classId }: { teacherId?: number; classId?: number } = {}): Promise<{ rows: AdminResultRow[]; totalCount: number }> {
  const sort = query.sort ?? '-submittedAt';
  const isDescending = sort.startsWith('-');
  const columns = sortColumns[isDescending ? sort.slice(1) : sort];
  if (!columns) throw badRequest(`Cannot sort by "${sort}".`, [{ field: 'query.sort', message: 'Unknown sort column.' }]);
  const direction = isDescending ? desc : asc;
  const learnerColumn = columns.find((column) => column.table === users);
  const search = query.searchByName ? await searchCondition(db, query.searchByName, { learnerColumn }) : {};
  const onAttempt = and(
    isNotNull(examAttempts.submittedAt),
    ...dateBounds(query),
    query.userId ? eq(examAttempts.userId, query.userId) : undefined,
    query.testId ? eq(examAttempts.testId, query.testId) : undefined,
    query.mode ? eq(examAttempts.mode, query.mode) : undefined,
    search.onAttempt,
    teacherId !== undefined ? inArray(examAttempts.userId, taughtLearnerIds(db, teacherId)) : undefined,
    classId !== undefined ? inArray(examAttempts.userId, db.select({ userId: classMembers.userId }).from(classMembers).where(eq(classMembers.classId, classId))) : undefined,
  );
  const onTest = and(query.kind ? eq(examTests.kind, query.kind) : undefined, query.skill ? eq(examTests.skill, query.skill) : undefined);
  const where = and(onAttempt, onTest, search.onJoin);
  if (sort.endsWith('testName')) return byTestName(db, { where, query, direction });
  const order = [...columns, examAttempts.id];
  const countRows = () => memoCount({ db, key: countKey(query, teacherId ?? null, classId ?? null), count: async () => {
    const [counted] = search.onJoin
      ? await db.select({ value: count() }).from(examAttempts).innerJoin(users, eq(users.id, examAttempts.userId)).innerJoin(examTests, eq(examTests.id, examAttempts.testId)).where(where)
      : onTest
        ? await db.select({ value: count() }).from(examAttempts).innerJoin(examTests, eq(examTests.id, examAttempts.testId)).where(where)
        : await db.select({ value: count() }).from(examAttempts).where(onAttempt);
    return counted?.value ?? 0;
  } });
  // A common search listed by a learner column: counted first (memoized), and up to SORTED_MATCHES
  // matches are sorted from the rows the trigram lookup finds, instead of walking the name index
  // in the hope of meeting matches soon (which reads every learner when they sort last).
  const totalCount = search.onJoin && !search.ordered ? await countRows() : undefined;
  const isSortingMatches = totalCount !== undefined && totalCount <= SORTED_MATCHES;
  const page = await pageFromNearerEnd({
    offset: pageOffset(query),
    pageSize: query.pageSize,
    countRows: totalCount === undefined ? countRows : async () => totalCount,
    readPage: async ({ offset, limit, isReversed }) => {
      const inOrder = isReversed ? (direction === asc ? desc : asc) : direction;
      const orderBy = order.map((column) => inOrder(column));
      if (search.ordered) {
        const ids = await pageInLearnerOrder(db, { learners: search.ordered, onAttempt, onTest, offset, limit, isDescending: inOrder === desc });
        return ids.length ? selectRows(db, inArray(examAttempts.id, ids)).orderBy(...orderBy) : [];
      }
      if (isSortingMatches) {
        const matches = db.select({ id: examAttempts.id, key: columns[0]! }).from(examAttempts).innerJoin(users, eq(users.id, examAttempts.userId)).innerJoin(examTests, eq(examTests.id, examAttempts.testId)).where(where).limit(UNLIMITED).as('matches');
        const ids = db.select({ id: matches.id }).from(matches).orderBy(inOrder(matches.key), inOrder(matches.id)).limit(limit).offset(offset);
        return selectRows(db, inArray(examAttempts.id, ids)).orderBy(...orderBy);
      }
      if (onTest || search.onJoin || !order.every((column) => column.table === examAttempts)) return selectRows(db, where).orderBy(...orderBy).limit(limit).offset(offset);
      // Ordered by the attempt's own columns: the page's ids come from the attempts' index alone, and
      // only those rows are joined (an OFFSET over the join would join every row it skips).
      const ids = db.select({ id: examAttempts.id }).from(examAttempts).where(onAttempt).orderBy(...orderBy).limit(limit).offset(offset);
      return selectRows(db, inArray(examAttempts.id, ids)).orderBy(...orderBy);
    },
  });
  return { rows: page.rows.map(toRow), totalCount: page.totalCount };
}

/**
 * Sorting by test name: the database would sort every attempt by a joined column, so instead the
 * matching attempts are counted per test (one grouped scan that also gives the total), the tests are
 * ordered by name, and only the tests the page spans are read, each through its own index.
 */
async function byTestName(db: Database, { where, query, direction }: { where: SQL | undefined; query: AdminResultListQuery; direction: typeof asc }) {
  const perTest = await db
    .select({ testId: examAttempts.testId, name: examTests.name, value: count() })
    .from(examAttempts)
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(where)
    .groupBy(examAttempts.testId, examTests.name);
  perTest.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.testId - b.testId));
  if (direction === desc) perTest.reverse();
  const start = pageOffset(query);
  const reads: Array<Promise<RowSelection[]>> = [];
  let before = 0;
  for (const test of perTest) {
    const end = before + test.value;
    if (end > start && before < start + query.pageSize) {
      const skip = Math.max(0, start - before);
      const take = Math.min(test.value - skip, start + query.pageSize - before - skip);
      reads.push(selectRows(db, and(where, eq(examAttempts.testId, test.testId))).orderBy(direction(examAttempts.submittedAt), direction(examAttempts.id)).limit(take).offset(skip));
    }
    before = end;
  }
  return { rows: (await Promise.all(reads)).flat().map(toRow), totalCount: before };
}

function selectRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: examAttempts.id,
      userId: examAttempts.userId,
      userName: users.fullName,
      email: users.email,
      testId: examAttempts.testId,
      testName: examTests.name,
      kind: examTests.kind,
      skill: examTests.skill,
      mode: examAttempts.mode,
      rawScore: examAttempts.rawScore,
      maxScore: examAttempts.maxScore,
      band: examAttempts.band,
      scaledScore: examAttempts.scaledScore,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
    .where(where)
    .$dynamic();
}

type RowSelection = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: RowSelection): AdminResultRow {
  return {
    ...row,
    percent: row.rawScore === null || row.maxScore === null ? null : percentOf({ rawScore: row.rawScore, maxScore: row.maxScore }),
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt!.toISOString(),
  };
}
