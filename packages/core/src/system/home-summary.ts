import type { ExamKind, HomeSummary } from '@lexam/contracts';
import { and, count, eq, gte, inArray, isNull, or, sql, tables, type Database, type SQL } from '@lexam/db';
import type { Principal } from '../identity/principal';

const { users, examAttempts, examTests, classMembers } = tables;

/** The permission that shows a kind's tests (and so its drafts). */
const TEST_READ: Record<ExamKind, string> = { ielts: 'ielts-online-test.read', toeic: 'online-toeic-test.read', grammar: 'grammar-online-test.read' };

/** The start of today in UTC, when the caller names no day. */
function utcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The dashboard home's numbers, each counted from the rows. Activity needs `user.read`: a caller who
 * may also change users (`user.update`, a super admin) sees every learner; one who may only read
 * them (a teacher) sees the learners of the classes they are a member of, nobody else.
 */
export async function homeSummary(db: Database, principal: Principal, { since: sinceText }: { since?: string }): Promise<HomeSummary> {
  const since = sinceText ? new Date(sinceText) : utcMidnight();
  const summary: HomeSummary = { since: since.toISOString(), waiting: { draftTests: {} } };

  if (principal.permissions.has('user.read')) {
    const everyone = principal.permissions.has('user.update');
    // The learners of the caller's classes, as a subquery (teachers only).
    const myClasses = db.select({ classId: classMembers.classId }).from(classMembers).where(eq(classMembers.userId, principal.id));
    const classLearners = db
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(users.kind, 'site'), inArray(classMembers.classId, myClasses)));
    const scoped = (condition: SQL | undefined): SQL | undefined => (everyone ? condition : and(condition, inArray(examAttempts.userId, classLearners)));

    const [attempts] = await db
      .select({
        started: sql<number>`count(*) filter (where ${examAttempts.startedAt} >= ${since})::int`,
        submitted: sql<number>`count(*) filter (where ${examAttempts.submittedAt} >= ${since})::int`,
        learners: sql<number>`count(distinct ${examAttempts.userId})::int`,
      })
      .from(examAttempts)
      .where(scoped(or(gte(examAttempts.startedAt, since), gte(examAttempts.submittedAt, since))));

    const [joined] = everyone
      ? await db.select({ n: count() }).from(users).where(and(eq(users.kind, 'site'), gte(users.createdAt, since)))
      : await db
          .select({ n: sql<number>`count(distinct ${classMembers.userId})::int` })
          .from(classMembers)
          .innerJoin(users, eq(users.id, classMembers.userId))
          .where(and(eq(users.kind, 'site'), gte(classMembers.addedAt, since), inArray(classMembers.classId, myClasses)));

    summary.activity = {
      scope: everyone ? 'all' : 'classes',
      attemptsStarted: attempts?.started ?? 0,
      attemptsSubmitted: attempts?.submitted ?? 0,
      activeLearners: attempts?.learners ?? 0,
      newLearners: joined?.n ?? 0,
    };
    if (everyone) {
      const [unconfirmed] = await db.select({ n: count() }).from(users).where(and(eq(users.kind, 'site'), eq(users.isActive, true), isNull(users.emailVerifiedAt)));
      summary.waiting.unconfirmedLearners = unconfirmed?.n ?? 0;
    }
  }

  const kinds = (Object.keys(TEST_READ) as ExamKind[]).filter((kind) => principal.permissions.has(TEST_READ[kind]));
  if (kinds.length > 0) {
    const drafts = await db
      .select({ kind: examTests.kind, n: count() })
      .from(examTests)
      .where(and(eq(examTests.isPublished, false), inArray(examTests.kind, kinds)))
      .groupBy(examTests.kind);
    for (const kind of kinds) summary.waiting.draftTests[kind] = drafts.find((row) => row.kind === kind)?.n ?? 0;
  }
  return summary;
}
