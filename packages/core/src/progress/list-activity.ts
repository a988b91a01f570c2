import type { ActivityKind, ActivityRow } from '@lexam/contracts';
import { eq, inArray, sql, tables, type AnyPgColumn, type Database, type SQL } from '@lexam/db';
import { badRequest } from '../errors';
import { percentOf } from '../exam/learner/submit-online-test';
import { ACTIVITY_SOURCES, type SourceFilter } from './activity-sources';

const { users } = tables;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The bounds of `startDate` / `endDate`: a bare day covers the whole UTC day, `endDate` included. */
export function activityBounds({ startDate, endDate }: { startDate?: string; endDate?: string }): { from?: Date; before?: Date } {
  const from = startDate ? new Date(DAY.test(startDate) ? `${startDate}T00:00:00Z` : startDate) : undefined;
  const to = endDate ? new Date(DAY.test(endDate) ? `${endDate}T00:00:00Z` : endDate) : undefined;
  if (from && to && to < from) throw badRequest('endDate is before startDate.', [{ field: 'query.endDate', message: 'Not before startDate.' }]);
  const before = to && endDate && DAY.test(endDate) ? new Date(to.getTime() + DAY_MS) : to ? new Date(to.getTime() + 1) : undefined;
  return { from, before };
}

/** The sorts of the activity list, as the results list names them, and the column each orders by. */
const SORT_COLUMNS: Record<string, SQL> = {
  submittedAt: sql`x.at`,
  startedAt: sql`x.started_at`,
  userName: sql`${users.fullName}`,
  email: sql`${users.email}`,
  testName: sql`x.title`,
  rawScore: sql`x.raw_score`,
  band: sql`x.band`,
  scaledScore: sql`x.scaled_score`,
  id: sql`x.key`,
};

export interface ActivityListOptions {
  learners: SourceFilter['learners'];
  startDate?: string;
  endDate?: string;
  activity?: ActivityKind;
  skill?: string;
  /** Learner name or e-mail, or the title. */
  search?: SQL;
  sort?: string;
  pageIndex: number;
  pageSize: number;
}

/** The union of the sources a filter keeps, each narrowed inside (so each uses its own indexes). */
function unionOf({ learners, startDate, endDate, activity, skill }: ActivityListOptions): SQL | undefined {
  const bounds = activityBounds({ startDate, endDate });
  const selects = ACTIVITY_SOURCES.filter((source) => (!activity || source.kind === activity) && (!skill || source.skills.includes(skill)))
    .map((source) => source.select({ learners, ...bounds, skill }));
  return selects.length ? sql.join(selects.map((select) => sql`(${select})`), sql` union all `) : undefined;
}

type RawRow = {
  key: string; activity: ActivityKind; ref_id: number; user_id: number; user_name: string; email: string | null; title: string; skill: string | null;
  exam_kind: ActivityRow['examKind']; mode: string | null; raw_score: number | null; max_score: number | null; band: number | null;
  scaled_score: number | null; items: number | null; duration_seconds: number | null; status: string | null; started_at: Date | string | null; at: Date | string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toRow(row: RawRow): ActivityRow {
  const rawScore = row.raw_score === null ? null : Number(row.raw_score);
  const maxScore = row.max_score === null ? null : Number(row.max_score);
  return {
    key: row.key, activity: row.activity, refId: Number(row.ref_id), userId: Number(row.user_id), userName: row.user_name, email: row.email,
    title: row.title, skill: row.skill, examKind: row.exam_kind, mode: row.mode, rawScore, maxScore,
    percent: rawScore === null || maxScore === null || maxScore <= 0 ? null : percentOf({ rawScore, maxScore }),
    band: row.band === null ? null : Number(row.band), scaledScore: row.scaled_score === null ? null : Number(row.scaled_score),
    items: row.items === null ? null : Number(row.items), durationSeconds: row.duration_seconds === null ? null : Math.max(0, Number(row.duration_seconds)),
    status: row.status, startedAt: row.started_at === null ? null : iso(row.started_at), at: iso(row.at),
  };
}

/**
 * A page of activity of every kind (or of one), newest first by default: the sources' rows in one
 * union, joined with their learners once. Each source is narrowed by the learners and the dates
 * inside, so a teacher's or a learner's page reads only their learners' rows.
 */
export async function listActivity(db: Database, options: ActivityListOptions): Promise<{ rows: ActivityRow[]; totalCount: number }> {
  const sort = options.sort ?? '-submittedAt';
  const isDescending = sort.startsWith('-');
  const column = SORT_COLUMNS[isDescending ? sort.slice(1) : sort];
  if (!column) throw badRequest(`Cannot sort by "${sort}".`, [{ field: 'query.sort', message: 'Unknown sort column.' }]);
  const union = unionOf(options);
  if (!union) return { rows: [], totalCount: 0 };
  const from = sql`from (${union}) x join ${users} on ${users.id} = x.user_id ${options.search ? sql`where ${options.search}` : sql``}`;
  const direction = isDescending ? sql`desc nulls last` : sql`asc nulls last`;
  const offset = (options.pageIndex - 1) * options.pageSize;
  const [counted, page] = await Promise.all([
    db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`),
    db.execute<RawRow>(sql`select x.*, ${users.fullName} as user_name, ${users.email} as email ${from}
      order by ${column} ${direction}, x.at ${isDescending ? sql`desc` : sql`asc`}, x.key limit ${options.pageSize} offset ${offset}`),
  ]);
  return { rows: rowsOf<RawRow>(page).map(toRow), totalCount: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

/** The rows of `db.execute`, whichever driver answered (node-postgres: `.rows`; PGlite: `.rows`; some: the array). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * The days (`YYYY-MM-DD`, shifted by the learner's UTC offset) on which a learner did anything,
 * oldest first: what a study streak counts.
 */
export async function activityDays(db: Database, userId: number, { from, before, utcOffsetMinutes = 0 }: { from?: Date; before?: Date; utcOffsetMinutes?: number } = {}): Promise<string[]> {
  const union = unionOf({ learners: (column: AnyPgColumn) => eq(column, userId), pageIndex: 1, pageSize: 1, startDate: from?.toISOString(), endDate: before ? new Date(before.getTime() - 1).toISOString() : undefined });
  if (!union) return [];
  const shifted = sql`(x.at + make_interval(mins => ${utcOffsetMinutes}::int))`;
  const result = await db.execute<{ day: string }>(sql`select distinct to_char(${shifted}, 'YYYY-MM-DD') as day from (${union}) x
    order by day`);
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

/** Learners as a condition on a source's user column: one learner, or an id subquery. */
export const learnersIn = (ids: SQL | number[]) => (column: AnyPgColumn) =>
  Array.isArray(ids) ? inArray(column, ids) : sql`${column} in (${ids})`;
