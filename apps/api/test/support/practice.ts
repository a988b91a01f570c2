import { eq, hashPassword, tables, type Database } from '@lexam/db';

const { users, roles, userRoles, classes, classMembers, writingPrompts, speakingPrompts, practiceSubmissions, speakingRecordings, files } = tables;

/**
 * Practice rows written straight into the tables (the writing and speaking screens that make them are
 * built elsewhere): users with a password, classes with their teachers and learners, prompts and
 * submissions.
 */
export async function roleId(db: Database, name: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role!.id;
}

export async function addUser(db: Database, { kind, login, password, fullName, role }: { kind: 'admin' | 'site'; login: string; password: string; fullName: string; role: string }): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ kind, ...(kind === 'admin' ? { username: login } : { email: login, emailVerifiedAt: new Date() }), fullName, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: await roleId(db, role) });
  return user!.id;
}

export async function userIdOf(db: Database, login: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(login.includes('@') ? eq(users.email, login) : eq(users.username, login));
  return user!.id;
}

/** A class with its teachers (class role teacher) and learners (class role learner). */
export async function addClass(db: Database, name: string, { teachers, learners }: { teachers: number[]; learners: number[] }): Promise<number> {
  const [group] = await db.insert(classes).values({ name }).returning({ id: classes.id });
  const teacherRole = await roleId(db, 'teacher');
  const learnerRole = await roleId(db, 'learner');
  await db.insert(classMembers).values([
    ...teachers.map((userId) => ({ classId: group!.id, userId, roleId: teacherRole })),
    ...learners.map((userId) => ({ classId: group!.id, userId, roleId: learnerRole })),
  ]);
  return group!.id;
}

export async function addWritingPrompt(db: Database, task: 'task1' | 'task2' = 'task2'): Promise<number> {
  const [prompt] = await db
    .insert(writingPrompts)
    .values({ task, title: `Test ${task} prompt`, instructionsHtml: '<p>Write about cities.</p>', modelAnswerHtml: '<p>A model answer about cities.</p>' })
    .returning({ id: writingPrompts.id });
  return prompt!.id;
}

export async function addSpeakingPrompt(db: Database): Promise<number> {
  const [prompt] = await db.insert(speakingPrompts).values({ part: 'part2', topic: 'A place you like', cueCardHtml: '<p>Describe a place you like.</p>', modelAnswerHtml: '<p>A model talk.</p>' }).returning({ id: speakingPrompts.id });
  return prompt!.id;
}

export const ESSAY = 'Cities grow every year.\n\nMany people moves to cities for work, and this brings problems.';

export async function addWritingSubmission(db: Database, { userId, promptId, status = 'submitted', submittedAt = new Date() }: { userId: number; promptId: number; status?: 'draft' | 'submitted'; submittedAt?: Date }): Promise<number> {
  const [row] = await db
    .insert(practiceSubmissions)
    .values({ userId, kind: 'writing', writingPromptId: promptId, status, answerText: ESSAY, wordCount: 16, submittedAt: status === 'draft' ? null : submittedAt })
    .returning({ id: practiceSubmissions.id });
  return row!.id;
}

/** A submitted speaking answer with one 5-second recording (a files row; no bytes needed to grade). */
export async function addSpeakingSubmission(db: Database, { userId, promptId }: { userId: number; promptId: number }): Promise<{ id: number; recordingId: number }> {
  const [row] = await db.insert(practiceSubmissions).values({ userId, kind: 'speaking', speakingPromptId: promptId, status: 'submitted', submittedAt: new Date() }).returning({ id: practiceSubmissions.id });
  const [file] = await db.insert(files).values({ key: `${crypto.randomUUID()}.ogg`, kind: 'audio', mime: 'audio/ogg', size: 100, originalName: 'talk.ogg', uploadedBy: userId }).returning({ id: files.id });
  const [recording] = await db.insert(speakingRecordings).values({ submissionId: row!.id, questionIndex: 0, file: file!.id, durationMs: 5000 }).returning({ id: speakingRecordings.id });
  return { id: row!.id, recordingId: recording!.id };
}
