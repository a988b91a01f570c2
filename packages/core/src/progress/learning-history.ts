import type { ActivityQuery, ActivityRow, AdminResultRow, LearningHistoryQuery } from '@lexam/contracts';
import { and, eq, ilike, inArray, or, sql, tables, type AnyPgColumn, type Database } from '@lexam/db';
import { containsPattern } from '../common/list-page';
import { learnerMatches } from '../common/user-search';
import { listAdminResults } from '../exam/admin-results';
import { taughtLearnerIds } from '../practice/learner-scope';
import { listActivity } from './list-activity';

const { classMembers } = tables;
const TEST_SKILLS = new Set(['reading', 'listening', 'grammar']);

/** The learners of a class, as a subquery. */
export function classLearnerIds(db: Database, classId: number) {
  return db.select({ userId: classMembers.userId }).from(classMembers).where(eq(classMembers.classId, classId));
}

/** A test result of the results list as an activity row. */
export function resultAsActivity(row: AdminResultRow): ActivityRow {
  return {
    key: `test:${row.id}`, activity: 'test', refId: row.id, userId: row.userId, userName: row.userName, email: row.email, title: row.testName,
    skill: row.skill, examKind: row.kind, mode: row.mode, rawScore: row.rawScore, maxScore: row.maxScore, percent: row.percent, band: row.band,
    scaledScore: row.scaledScore, items: null,
    durationSeconds: Math.max(0, Math.round((Date.parse(row.submittedAt) - Date.parse(row.startedAt)) / 1000)), status: null,
    startedAt: row.startedAt, at: row.submittedAt,
  };
}

/**
 * `Home/GetHistoryLearningOfStudent`: what learners did, of every kind, newest first. Only tests
 * (`activity=test`, or a test's own filter: testId, kind, mode) take the results list's
 * index-driven path, built for 100,000 results; every kind together is the sources' union. With
 * `teacherId` (a caller who is not a super admin): only the learners of the classes they teach.
 */
export async function listLearningHistory(db: Database, query: LearningHistoryQuery, { teacherId }: { teacherId?: number } = {}): Promise<{ rows: ActivityRow[]; totalCount: number }> {
  const isTestsOnly = query.activity === 'test' || query.testId !== undefined || query.kind !== undefined || query.mode !== undefined;
  if (isTestsOnly) {
    if (query.activity && query.activity !== 'test') return { rows: [], totalCount: 0 };
    if (query.skill && !TEST_SKILLS.has(query.skill)) return { rows: [], totalCount: 0 };
    const { activity: _activity, classId, skill, ...rest } = query;
    const { rows, totalCount } = await listAdminResults(db, { ...rest, skill: skill as 'reading' | 'listening' | 'grammar' | undefined }, { teacherId, classId });
    return { rows: rows.map(resultAsActivity), totalCount };
  }
  const learners = (column: AnyPgColumn) => and(
    query.userId !== undefined ? eq(column, query.userId) : undefined,
    query.classId !== undefined ? inArray(column, classLearnerIds(db, query.classId)) : undefined,
    teacherId !== undefined ? inArray(column, taughtLearnerIds(db, teacherId)) : undefined,
  );
  const search = query.searchByName ? or(learnerMatches(query.searchByName), ilike(sql`x.title`, containsPattern(query.searchByName))) : undefined;
  return listActivity(db, { ...query, learners, search });
}

/** `Progress/getActivity`: the learner's own activity, newest first. */
export function listOwnActivity(db: Database, userId: number, query: ActivityQuery) {
  return listActivity(db, { ...query, learners: (column) => eq(column, userId) });
}
