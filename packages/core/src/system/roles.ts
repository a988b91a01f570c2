import type { PageQuery, Role, RoleCreate, RoleUpdate } from '@lexam/contracts';
import { count, eq, ilike, inArray, sql, tables, type Database } from '@lexam/db';
import { containsPattern, listPage } from '../common/list-page';
import { conflict, DomainError } from '../errors';
import { invalidatePrincipals } from '../identity/principal-cache';

const { roles, rolePermissions, permissions, userRoles } = tables;
const sortable = { id: roles.id, name: roles.name, createdAt: roles.createdAt };

async function hydrate(db: Database, rows: (typeof roles.$inferSelect)[]): Promise<Role[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const grants = await db.select({ roleId: rolePermissions.roleId, name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)).where(inArray(rolePermissions.roleId, ids));
  const members = await db.select({ roleId: userRoles.roleId, value: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isSystem: row.isSystem,
    permissions: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.name).sort(),
    userCount: members.find((member) => member.roleId === row.id)?.value ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function setPermissions(db: Database, roleId: number, names: string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (names.length === 0) return;
  const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  await db.insert(rolePermissions).values(found.map((permission) => ({ roleId, permissionId: permission.id })));
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const [taken] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${name})`).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(`A role named "${name}" already exists.`);
}

export const roleService = {
  async list(db: Database, query: PageQuery) {
    const where = query.searchByName ? ilike(roles.name, containsPattern(query.searchByName)) : undefined;
    const page = await listPage<typeof roles.$inferSelect>({ db, table: roles, id: roles.id, where, query, sortable, fallback: 'id' });
    return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
  },
  async get(db: Database, id: number) {
    const rows = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return (await hydrate(db, rows))[0];
  },
  async create(db: Database, input: RoleCreate) {
    await assertNameFree(db, input.name);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(roles).values({ name: input.name, description: input.description }).returning({ id: roles.id });
      await setPermissions(tx as unknown as Database, row!.id, input.permissions);
      return row!.id;
    });
    invalidatePrincipals();
    return (await roleService.get(db, id))!;
  },
  async update(db: Database, id: number, input: RoleUpdate) {
    const existing = await roleService.get(db, id);
    if (!existing) return undefined;
    if (input.name && existing.isSystem && input.name !== existing.name) throw new DomainError({ status: 409, title: 'A built-in role keeps its name.' });
    if (input.name) await assertNameFree(db, input.name, id);
    if (input.permissions && existing.name === 'super admin') throw new DomainError({ status: 409, title: 'The super admin role always holds every permission.' });
    await db.transaction(async (tx) => {
      await tx.update(roles).set({ name: input.name, description: input.description, updatedAt: sql`now()` }).where(eq(roles.id, id));
      if (input.permissions) await setPermissions(tx as unknown as Database, id, input.permissions);
    });
    invalidatePrincipals();
    return roleService.get(db, id);
  },
  async remove(db: Database, ids: number[]) {
    const chosen = await db.select({ name: roles.name, isSystem: roles.isSystem }).from(roles).where(inArray(roles.id, ids));
    const builtIn = chosen.filter((row) => row.isSystem);
    if (builtIn.length) throw conflict(`Built-in roles cannot be deleted: ${builtIn.map((row) => row.name).join(', ')}.`);
    const deleted = await db.delete(roles).where(inArray(roles.id, ids)).returning({ id: roles.id });
    invalidatePrincipals();
    return deleted.length;
  },
};
