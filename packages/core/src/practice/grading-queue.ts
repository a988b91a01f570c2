import type { GradingCounts, GradingDetail, GradingQueueQuery, GradingQueueRow } from '@lexam/contracts';
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, tables, type Database, type SQL } from '@lexam/db';
import { notFound } from '../errors';
import type { Principal } from '../identity/principal';
import { learnerMatches } from '../common/user-search';
import { criteriaOf } from './bands';
import { learnerScope } from './learner-scope';
import { commentsOf, iso, promptOf, recordingsOf, taskOf, type SubmissionRow } from './submission-view';

const { practiceSubmissions: subs, users, writingPrompts, speakingPrompts, classMembers } = tables;
const GRADED_STATUSES = ['submitted', 'in_marking', 'released'] as const;

/** The submissions a principal may grade: sent ones, of the learners of their classes (all for a super admin). */
function visible(db: Database, principal: Principal): SQL {
  return and(inArray(subs.status, [...GRADED_STATUSES]), learnerScope(db, principal, subs.userId))!;
}

/** The grading queue: oldest submitted first unless asked otherwise; filters by kind, status, class, learner. */
export async function listGradingQueue(db: Database, principal: Principal, query: GradingQueueQuery): Promise<{ rows: GradingQueueRow[]; totalCount: number }> {
  const where = and(
    visible(db, principal),
    query.kind ? eq(subs.kind, query.kind) : undefined,
    query.status ? eq(subs.status, query.status) : undefined,
    query.classId ? inArray(subs.userId, db.select({ userId: classMembers.userId }).from(classMembers).where(eq(classMembers.classId, query.classId))) : undefined,
    query.searchByName ? inArray(subs.userId, db.select({ id: users.id }).from(users).where(learnerMatches(query.searchByName))) : undefined,
  );
  const order = query.sort === '-submittedAt' ? [desc(subs.submittedAt), desc(subs.id)] : [asc(subs.submittedAt), asc(subs.id)];
  const rows = await db
    .select({
      sub: subs,
      fullName: users.fullName,
      email: users.email,
      graderName: sql<string | null>`(select g.full_name from users g where g.id = ${subs.graderId})`,
      writingTitle: writingPrompts.title,
      writingTask: writingPrompts.task,
      speakingTopic: speakingPrompts.topic,
      speakingPart: speakingPrompts.part,
    })
    .from(subs)
    .innerJoin(users, eq(users.id, subs.userId))
    .leftJoin(writingPrompts, eq(writingPrompts.id, subs.writingPromptId))
    .leftJoin(speakingPrompts, eq(speakingPrompts.id, subs.speakingPromptId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(subs).where(where);
  return {
    totalCount: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.sub.id,
      kind: row.sub.kind,
      section: row.writingTask ?? row.speakingPart ?? null,
      promptTitle: row.writingTitle ?? row.speakingTopic ?? '',
      learner: { id: row.sub.userId, fullName: row.fullName, email: row.email },
      status: row.sub.status as GradingQueueRow['status'],
      wordCount: row.sub.wordCount,
      submittedAt: iso(row.sub.submittedAt),
      band: row.sub.band,
      graderName: row.graderName ?? null,
    })),
  };
}

/** How many submissions wait, are in marking or released, by kind. */
export async function gradingCounts(db: Database, principal: Principal): Promise<GradingCounts> {
  const rows = await db.select({ kind: subs.kind, status: subs.status, n: count() }).from(subs).where(visible(db, principal)).groupBy(subs.kind, subs.status);
  const counts: GradingCounts = { writing: { submitted: 0, in_marking: 0, released: 0 }, speaking: { submitted: 0, in_marking: 0, released: 0 } };
  for (const row of rows) if (row.status !== 'draft') counts[row.kind][row.status] = row.n;
  return counts;
}

/** A submission the principal may grade, or a 404 (another teacher's learner is not told apart from none). */
export async function gradableSubmission(db: Database, principal: Principal, id: number): Promise<SubmissionRow> {
  const [row] = await db.select().from(subs).where(and(eq(subs.id, id), visible(db, principal))).limit(1);
  if (!row) throw notFound(`There is no submission ${id} to grade.`);
  return row;
}

/** The neighbours of a submission among those still to grade (same kind), oldest submitted first. */
async function neighbours(db: Database, principal: Principal, row: SubmissionRow): Promise<{ previousId: number | null; nextId: number | null }> {
  const at = row.submittedAt ?? new Date(0);
  const base = and(visible(db, principal), eq(subs.kind, row.kind), inArray(subs.status, ['submitted', 'in_marking']));
  const before = or(lt(subs.submittedAt, at), and(eq(subs.submittedAt, at), lt(subs.id, row.id)));
  const after = or(gt(subs.submittedAt, at), and(eq(subs.submittedAt, at), gt(subs.id, row.id)));
  const [previous] = await db.select({ id: subs.id }).from(subs).where(and(base, before)).orderBy(desc(subs.submittedAt), desc(subs.id)).limit(1);
  const [next] = await db.select({ id: subs.id }).from(subs).where(and(base, after)).orderBy(asc(subs.submittedAt), asc(subs.id)).limit(1);
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}

/** One submission for its grader: opening a submitted one puts it in marking, with the opener as grader. */
export async function getGradingDetail(db: Database, principal: Principal, id: number, { secret }: { secret: string }): Promise<GradingDetail> {
  let row = await gradableSubmission(db, principal, id);
  if (row.status === 'submitted') {
    const [opened] = await db
      .update(subs)
      .set({ status: 'in_marking', graderId: principal.id, markingStartedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(subs.id, id), eq(subs.status, 'submitted')))
      .returning();
    if (opened) row = opened;
  }
  const prompt = await promptOf(db, row);
  const [learner] = await db.select({ id: users.id, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
  const [grader] = row.graderId ? await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, row.graderId)).limit(1) : [];
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as GradingDetail['status'],
    learner: learner!,
    prompt,
    answerText: row.answerText,
    wordCount: row.wordCount,
    notes: row.notes,
    recordings: row.kind === 'speaking' ? await recordingsOf(db, row.id, secret) : [],
    criteriaKeys: [...criteriaOf(row.kind, taskOf(prompt))],
    criteria: row.criteria ?? null,
    band: row.band,
    overallComment: row.overallComment,
    comments: await commentsOf(db, row.id),
    graderName: grader?.fullName ?? null,
    submittedAt: iso(row.submittedAt),
    markingStartedAt: iso(row.markingStartedAt),
    releasedAt: iso(row.releasedAt),
    ...(await neighbours(db, principal, row)),
  };
}
