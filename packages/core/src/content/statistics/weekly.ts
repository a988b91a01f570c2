import type { AttemptStatistics, LearnerStatistics, StatisticsDeclaration, StatisticsQuery } from '@lexam/contracts';
import { sql, type Database, type SQL } from '@lexam/db';
import type { Principal } from '../../identity/principal';
import { seesEveryLearner, taughtLearnerIds } from '../../practice/learner-scope';
import type { ActivitySource } from './activity';
import { addDays, weekPage, weekRange } from './weeks';

const AVERAGE_COLUMNS = { percent: 'percent', band: 'band', scaledScore: 'scaled_score' } as const;

interface Counts {
  attempts: number;
  attemptLearners: number;
  average: number | null;
  started: number;
  finished: number;
}
type CountRow = { week: string; attempts: number; attempt_learners: number; average: number | string | null; started: number; finished: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** An average as shown: two decimals at most. */
const rounded = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 100) / 100);
const toCounts = (row?: CountRow): Counts => ({
  attempts: Number(row?.attempts ?? 0),
  attemptLearners: Number(row?.attempt_learners ?? 0),
  average: rounded(row?.average ?? null),
  started: Number(row?.started ?? 0),
  finished: Number(row?.finished ?? 0),
});

/**
 * Whether a caller's statistics count only the learners of the classes they teach: a teacher (the
 * role `teacher`) who is not a super admin. Other admins with the type's read permission (a content
 * editor) count every learner: the numbers are totals, never a learner's own data.
 */
export function countsOnlyTaughtLearners(principal: Principal): boolean {
  return !seesEveryLearner(principal) && principal.roles.includes('teacher');
}

/**
 * The weekly statistics of a content type (its declaration's `statistics`) over the activity its
 * service names: the events (an attempt; a learner starting or finishing an item) of the `items`
 * (a SELECT of the type's ids: its scope, the list's filters, `sub_course_index_id`), of the learners
 * the caller may read (a teacher who is not a super admin: the learners of their classes; else every
 * site user), in the date range, counted per ISO week (Monday, UTC), a page of weeks newest first,
 * empty weeks included, with the totals of the whole range.
 */
export async function weeklyStatistics({ db, declaration, activity, items, principal, query, today = new Date() }: {
  db: Database;
  declaration: StatisticsDeclaration;
  activity: ActivitySource;
  items: SQL;
  principal?: Principal;
  query: StatisticsQuery;
  today?: Date;
}): Promise<AttemptStatistics | LearnerStatistics> {
  const learners = principal && countsOnlyTaughtLearners(principal) ? sql`${taughtLearnerIds(db, principal.id)}` : sql`select id from users where kind = 'site'`;
  const rows = sql`select a.* from (${activity()}) a where a.item_id in (${items}) and a.user_id in (${learners})`;
  const events =
    declaration.kind === 'attempts'
      ? sql`select r.user_id, r.at as t, 'a' as what, r.${sql.raw(AVERAGE_COLUMNS[declaration.average])}::float8 as value from (${rows}) r`
      : sql`select r.user_id, r.started_at as t, 's' as what, null::float8 as value from (${rows}) r
            union all select r.user_id, r.finished_at, 'f', null::float8 from (${rows}) r where r.finished_at is not null`;
  const rangeFrom = query.startDate ? `${query.startDate}T00:00:00Z` : undefined;
  const rangeTo = query.endDate ? `${addDays(query.endDate, 1)}T00:00:00Z` : undefined;
  const within = (from?: string, to?: string) => sql.join([sql`true`, ...(from ? [sql`e.t >= ${from}::timestamptz`] : []), ...(to ? [sql`e.t < ${to}::timestamptz`] : [])], sql` and `);
  const counted = (week: SQL, where: SQL) =>
    db.execute(sql`select ${week} as week,
        count(*) filter (where e.what = 'a')::int as attempts,
        count(distinct e.user_id) filter (where e.what = 'a')::int as attempt_learners,
        avg(e.value) filter (where e.what = 'a') as average,
        count(distinct e.user_id) filter (where e.what = 's')::int as started,
        count(distinct e.user_id) filter (where e.what = 'f')::int as finished
      from (${events}) e where ${where} group by 1`);

  const [first, totals] = await Promise.all([
    rangeFrom ? undefined : db.execute(sql`select min(e.t) as first from (${events}) e where ${within(undefined, rangeTo)}`).then((result) => rowsOf<{ first: Date | string | null }>(result)[0]?.first ?? null),
    counted(sql`'total'`, within(rangeFrom, rangeTo)).then((result) => toCounts(rowsOf<CountRow>(result)[0])),
  ]);
  const { first: firstWeek, last: lastWeek } = weekRange({ startDate: query.startDate, endDate: query.endDate, firstActivity: first, today });
  const page = weekPage({ first: firstWeek, last: lastWeek, pageIndex: query.pageIndex, pageSize: query.pageSize });
  const byWeek = new Map<string, Counts>();
  if (page.weeks.length > 0) {
    const pageFrom = `${page.weeks.at(-1)}T00:00:00Z`;
    const pageTo = `${addDays(page.weeks[0]!, 7)}T00:00:00Z`;
    const from = rangeFrom && rangeFrom > pageFrom ? rangeFrom : pageFrom;
    const to = rangeTo && rangeTo < pageTo ? rangeTo : pageTo;
    const result = await counted(sql`to_char(date_trunc('week', e.t at time zone 'UTC'), 'YYYY-MM-DD')`, within(from, to));
    for (const row of rowsOf<CountRow>(result)) byWeek.set(row.week, toCounts(row));
  }
  const weeks = page.weeks.map((week) => ({ week, counts: byWeek.get(week) ?? toCounts() }));
  const paging = { pageIndex: query.pageIndex, pageSize: query.pageSize, totalWeeks: page.totalWeeks };
  if (declaration.kind === 'attempts') {
    return {
      kind: 'attempts',
      average: declaration.average,
      ...paging,
      totals: { attempts: totals.attempts, learners: totals.attemptLearners, average: totals.average },
      weeks: weeks.map(({ week, counts }) => ({ week, attempts: counts.attempts, learners: counts.attemptLearners, average: counts.average })),
    };
  }
  return {
    kind: 'learners',
    ...paging,
    totals: { started: totals.started, finished: totals.finished },
    weeks: weeks.map(({ week, counts }) => ({ week, started: counts.started, finished: counts.finished })),
  };
}
