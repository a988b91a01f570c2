import { and, eq, inArray, tables, type Database, type SQL, type AnyPgColumn } from '@lexam/db';
import type { Principal } from '../identity/principal';

const { classMembers, roles, users } = tables;

/**
 * Whose learner data an admin may read. A super admin (one who may change users: `user.update`, as
 * the dashboard home's summary decides) reads every learner's; anybody else (a teacher) only the
 * learners of the classes they teach: a class where they are a member with the class role `teacher`.
 */
export function seesEveryLearner(principal: Principal): boolean {
  return principal.permissions.has('user.update');
}

/** The ids of the site users in the classes `teacherId` teaches, as a subquery. */
export function taughtLearnerIds(db: Database, teacherId: number) {
  const taughtClasses = db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .innerJoin(roles, eq(roles.id, classMembers.roleId))
    .where(and(eq(classMembers.userId, teacherId), eq(roles.name, 'teacher')));
  return db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(users.kind, 'site'), inArray(classMembers.classId, taughtClasses)));
}

/** The condition limiting `column` (a learner's id) to what `principal` may read; undefined: no limit. */
export function learnerScope(db: Database, principal: Principal, column: AnyPgColumn): SQL | undefined {
  return seesEveryLearner(principal) ? undefined : inArray(column, taughtLearnerIds(db, principal.id));
}

/** Whether `principal` may read this learner's data (a site user outside their classes: no). */
export async function mayReadLearner(db: Database, principal: Principal, userId: number): Promise<boolean> {
  if (seesEveryLearner(principal)) return true;
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), inArray(users.id, taughtLearnerIds(db, principal.id)))).limit(1);
  return !!row;
}
