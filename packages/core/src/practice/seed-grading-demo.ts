import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql, tables, type Database, type DemoGradingSubmission } from '@lexam/db';
import { storeUpload, type UploadTarget } from '../files/store-upload';
import { bandOf, taskBand } from './bands';

const { users, roles, classes, classMembers, writingPrompts, speakingPrompts, practiceSubmissions: subs, speakingRecordings, submissionComments, notifications } = tables;

type Deps = UploadTarget;
const DAY = 24 * 3600_000;

/**
 * The prompt a demo answer is written to, by its seedKey. When the demo writing or speaking prompts
 * are not there (a database without them), an unpublished stand-in with the key `grading-demo:…` is
 * made so the grading demo still has answers to grade; learners never see it in their lists.
 */
async function promptFor(db: Database, demo: DemoGradingSubmission): Promise<{ id: number; task: 'task1' | 'task2' | null }> {
  const standIn = `grading-demo:${demo.promptKey}`;
  if (demo.kind === 'writing') {
    const task = demo.promptKey.includes('task1') ? 'task1' : 'task2';
    for (const key of [demo.promptKey, standIn]) {
      const [row] = await db.select({ id: writingPrompts.id, task: writingPrompts.task }).from(writingPrompts).where(eq(writingPrompts.seedKey, key)).limit(1);
      if (row) return row;
    }
    const title = task === 'task1' ? 'Leisure time in Northland (line graph)' : 'Working from home';
    const [created] = await db.insert(writingPrompts).values({ task, title, seedKey: standIn, isPublished: false, instructionsHtml: `<p>${title}.</p>` }).returning({ id: writingPrompts.id, task: writingPrompts.task });
    return created!;
  }
  for (const key of [demo.promptKey, standIn]) {
    const [row] = await db.select({ id: speakingPrompts.id }).from(speakingPrompts).where(eq(speakingPrompts.seedKey, key)).limit(1);
    if (row) return { id: row.id, task: null };
  }
  const part = demo.promptKey.includes('part1') ? 'part1' : 'part2';
  const [created] = await db
    .insert(speakingPrompts)
    .values({ part, topic: part === 'part1' ? 'Your home town' : 'A person who taught you something useful', seedKey: standIn, isPublished: false, questions: part === 'part1' ? ['Where is your home town?', 'What do you like most about it?'] : [] })
    .returning({ id: speakingPrompts.id });
  return { id: created!.id, task: null };
}

/**
 * The grading demo, each part once: the class "IELTS Evening Group" taught by the demo teacher with
 * the demo learner in it, then the learner's answers (one graded and released with anchored comments,
 * one waiting, of each kind). An answer already there (same learner, kind and prompt) is kept.
 */
export async function seedGradingDemo(
  target: Deps,
  { group, submissions, audioDir, teacherUsername = 'teacher', learnerEmail = 'learner@example.com' }: { group: { name: string; description: string }; submissions: readonly DemoGradingSubmission[]; audioDir: string; teacherUsername?: string; learnerEmail?: string },
): Promise<{ classes: number; submissions: number }> {
  const { db } = target;
  const counts = { classes: 0, submissions: 0 };
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.username, teacherUsername)).limit(1);
  const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.email, learnerEmail)).limit(1);
  if (!teacher || !learner) return counts;

  let [existing] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, group.name)).limit(1);
  if (!existing) {
    [existing] = await db.insert(classes).values(group).returning({ id: classes.id });
    const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles);
    const roleId = (name: string) => roleRows.find((role) => role.name === name)?.id ?? null;
    await db
      .insert(classMembers)
      .values([
        { classId: existing!.id, userId: teacher.id, roleId: roleId('teacher') },
        { classId: existing!.id, userId: learner.id, roleId: roleId('learner') },
      ])
      .onConflictDoNothing();
    counts.classes += 1;
  }

  for (const demo of submissions) {
    const prompt = await promptFor(db, demo);
    const promptColumn = demo.kind === 'writing' ? subs.writingPromptId : subs.speakingPromptId;
    const [already] = await db.select({ id: subs.id }).from(subs).where(and(eq(subs.userId, learner.id), eq(subs.kind, demo.kind), eq(promptColumn, prompt.id))).limit(1);
    if (already) continue;
    if (demo.recordings?.some((recording) => !existsSync(path.join(audioDir, recording.file)))) continue;
    const submittedAt = new Date(Date.now() - demo.submittedDaysAgo * DAY);
    const answer = demo.answer ?? '';
    const grade = demo.grade;
    const band = grade ? (demo.kind === 'writing' ? taskBand(prompt.task ?? 'task2', grade.criteria) : bandOf('speaking', null, grade.criteria)) : null;
    const [row] = await db
      .insert(subs)
      .values({
        userId: learner.id,
        kind: demo.kind,
        ...(demo.kind === 'writing' ? { writingPromptId: prompt.id } : { speakingPromptId: prompt.id }),
        status: grade ? 'released' : 'submitted',
        answerText: answer,
        wordCount: answer.split(/\s+/).filter(Boolean).length,
        startedAt: new Date(submittedAt.getTime() - 40 * 60_000),
        submittedAt,
        ...(grade
          ? { graderId: teacher.id, markingStartedAt: new Date(submittedAt.getTime() + DAY), releasedAt: new Date(submittedAt.getTime() + DAY + 3600_000), criteria: grade.criteria, band, overallComment: grade.overallComment }
          : {}),
      })
      .returning({ id: subs.id });
    const recordingIds: number[] = [];
    for (const recording of demo.recordings ?? []) {
      const stored = await storeUpload(target, { stream: createReadStream(path.join(audioDir, recording.file)), originalName: recording.file, accept: ['audio'], uploadedBy: learner.id });
      const [created] = await db.insert(speakingRecordings).values({ submissionId: row!.id, questionIndex: recording.questionIndex, file: stored.id, durationMs: recording.durationMs }).returning({ id: speakingRecordings.id });
      recordingIds.push(created!.id);
    }
    for (const comment of grade?.comments ?? []) {
      const start = comment.quote ? answer.indexOf(comment.quote) : -1;
      if (comment.quote && start < 0) throw new Error(`The demo comment's words “${comment.quote}” are not in its answer.`);
      await db.insert(submissionComments).values({
        submissionId: row!.id,
        authorId: teacher.id,
        body: comment.body,
        criterion: comment.criterion ?? null,
        ...(comment.quote ? { anchorStart: start, anchorEnd: start + comment.quote.length, quote: comment.quote } : {}),
        ...(comment.recording !== undefined ? { recordingId: recordingIds[comment.recording]!, atMs: comment.atMs ?? 0 } : {}),
      });
    }
    if (grade && band !== null) {
      await db.insert(notifications).values({
        userId: learner.id,
        kind: 'grade-released',
        title: `Your ${demo.kind} answer is graded`,
        body: `Band ${band.toFixed(1)}`,
        link: `/page/${demo.kind}?resultId=${row!.id}`,
        readAt: sql`now()`,
      });
    }
    counts.submissions += 1;
  }
  return counts;
}
