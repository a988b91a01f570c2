import { CLASS_ROLE_NAMES, isClassRoleName } from '@lexam/contracts';
import { classType } from '@lexam/contracts';
import type { AddUserToClassBody, ClassRole, ClassMember, ClassMembersQuery, ClassRow, ClassUpdate } from '@lexam/contracts';
import { and, count, eq, ilike, inArray, or, sql, tables, type Database } from '@lexam/db';
import { badRequest, notFound } from '../errors';
import { containsPattern } from '../common/list-page';
import { createContentService } from '../content/content-service';
import { pageOffset } from '../common/sorting';

const { classes, classMembers, users, roles, courseIndexes } = tables;
async function assertAllExist(db: Database, table: typeof users | typeof roles | typeof courseIndexes, ids: number[], field: string, what: string) {
  if (ids.length === 0) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw badRequest(`Some ${what} do not exist: ${missing.join(', ')}.`, [{ field, message: `Unknown ${what}.` }]);
}

/** A class member's role is a class role (learner or teacher), never an administration role. */
async function assertClassRole(db: Database, roleId: number, field: string) {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role) throw badRequest(`There is no role ${roleId}.`, [{ field, message: 'Unknown role.' }]);
  if (!isClassRoleName(role.name)) throw badRequest(`A class member is a ${CLASS_ROLE_NAMES.join(' or a ')}, not a ${role.name}.`, [{ field, message: `Choose ${CLASS_ROLE_NAMES.join(' or ')}.` }]);
}

/** Classes on the generic service; the member count is computed for each row. */
const classContent = createContentService({
  type: classType,
  table: classes,
  decorate: async ({ db, rows }) => {
    const ids = rows.map((row) => row.id as number);
    const counts = ids.length ? await db.select({ classId: classMembers.classId, value: sql<number>`count(distinct ${classMembers.userId})::int` }).from(classMembers).where(inArray(classMembers.classId, ids)).groupBy(classMembers.classId) : [];
    return rows.map((row) => ({ ...row, memberCount: counts.find((item) => item.classId === row.id)?.value ?? 0 }));
  },
});

/** The Class content type and, beside it, what a class needs beyond the generic verbs: its members. */
export const classService = {
  ...classContent,
  get: (db: Database, id: number) => classContent.get(db, id) as Promise<ClassRow | undefined>,
  update: (db: Database, id: number, input: ClassUpdate) => classContent.update(db, id, input) as Promise<ClassRow | undefined>,

  /** Adds every block's users for each of its subjects with its role; existing memberships are updated, never duplicated. */
  async addMembers(db: Database, { classId, blocks }: AddUserToClassBody): Promise<{ added: number }> {
    if (!(await classService.get(db, classId))) throw notFound(`There is no class ${classId}.`);
    for (const [index, block] of blocks.entries()) {
      await assertAllExist(db, users, block.userIds, `body.blocks.${index}.userIds`, 'users');
      await assertAllExist(db, courseIndexes, block.subjectIds, `body.blocks.${index}.subjectIds`, 'subjects');
      if (block.roleId) await assertClassRole(db, block.roleId, `body.blocks.${index}.roleId`);
    }
    const values = blocks.flatMap((block) =>
      block.userIds.flatMap((userId) => (block.subjectIds.length ? block.subjectIds : [null]).map((courseIndexId) => ({ classId, userId, courseIndexId, roleId: block.roleId }))),
    );
    await db
      .insert(classMembers)
      .values(values)
      .onConflictDoUpdate({ target: [classMembers.classId, classMembers.userId, classMembers.courseIndexId], set: { roleId: sql`excluded.role_id` } });
    return { added: values.length };
  },

  /**
   * The roles a class member may hold, learner first (the default choice): what the addStudent screen
   * offers, readable by whoever may manage classes (a teacher has no role.read).
   */
  async classRoles(db: Database): Promise<ClassRole[]> {
    const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, [...CLASS_ROLE_NAMES]));
    return rows
      .filter((row): row is ClassRole => isClassRoleName(row.name))
      .sort((a, b) => CLASS_ROLE_NAMES.indexOf(a.name) - CLASS_ROLE_NAMES.indexOf(b.name));
  },

  /** The members of a class, searchable by name or address, one page at a time. */
  async listMembers(db: Database, classId: number, query: ClassMembersQuery): Promise<{ rows: ClassMember[]; totalCount: number }> {
    if (!(await classService.get(db, classId))) throw notFound(`There is no class ${classId}.`);
    const search = query.searchByName ? containsPattern(query.searchByName) : undefined;
    const where = and(eq(classMembers.classId, classId), search ? or(ilike(users.fullName, search), ilike(users.email, search), ilike(users.username, search)) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: classMembers.id, userId: users.id, fullName: users.fullName, email: users.email, username: users.username, roleId: roles.id, roleName: roles.name, subjectId: courseIndexes.id, subjectName: courseIndexes.name, addedAt: classMembers.addedAt })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .leftJoin(roles, eq(roles.id, classMembers.roleId))
        .leftJoin(courseIndexes, eq(courseIndexes.id, classMembers.courseIndexId))
        .where(where)
        .orderBy(users.fullName, classMembers.id)
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.select({ value: count() }).from(classMembers).innerJoin(users, eq(users.id, classMembers.userId)).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id, userId: row.userId, fullName: row.fullName, email: row.email, username: row.username,
        role: row.roleId ? { id: row.roleId, name: row.roleName! } : null,
        subject: row.subjectId ? { id: row.subjectId, name: row.subjectName! } : null,
        addedAt: row.addedAt.toISOString(),
      })),
      totalCount: total?.value ?? 0,
    };
  },

  async removeMember(db: Database, classId: number, memberId: number): Promise<number> {
    return (await db.delete(classMembers).where(and(eq(classMembers.classId, classId), eq(classMembers.id, memberId))).returning({ id: classMembers.id })).length;
  },
};
