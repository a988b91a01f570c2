import { isPermissionName, type PageQuery, type Permission, type PermissionCreate, type PermissionUpdate } from '@lexam/contracts';
import { count, eq, ilike, inArray, tables, type Database } from '@lexam/db';
import { conflict } from '../errors';
import { invalidatePrincipals } from '../identity/principal-cache';
import { containsPattern, listPage } from '../common/list-page';

const { permissions, rolePermissions } = tables;
const sortable = { id: permissions.id, name: permissions.name, createdAt: permissions.createdAt };

async function hydrate(db: Database, rows: (typeof permissions.$inferSelect)[]): Promise<Permission[]> {
  const ids = rows.map((row) => row.id);
  const uses = ids.length ? await db.select({ permissionId: rolePermissions.permissionId, value: count() }).from(rolePermissions).where(inArray(rolePermissions.permissionId, ids)).groupBy(rolePermissions.permissionId) : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    roleCount: uses.find((use) => use.permissionId === row.id)?.value ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const [taken] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(`The permission ${name} already exists.`);
}

export const permissionService = {
  async list(db: Database, query: PageQuery) {
    const where = query.searchByName ? ilike(permissions.name, containsPattern(query.searchByName)) : undefined;
    const page = await listPage<typeof permissions.$inferSelect>({ db, table: permissions, id: permissions.id, where, query, sortable, fallback: 'name' });
    return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
  },
  async get(db: Database, id: number) {
    return (await hydrate(db, await db.select().from(permissions).where(eq(permissions.id, id)).limit(1)))[0];
  },
  async create(db: Database, input: PermissionCreate) {
    await assertNameFree(db, input.name);
    const [row] = await db.insert(permissions).values(input).returning();
    return (await hydrate(db, [row!]))[0]!;
  },
  async update(db: Database, id: number, input: PermissionUpdate) {
    const existing = await permissionService.get(db, id);
    if (!existing) return undefined;
    if (input.name && input.name !== existing.name) {
      if (isPermissionName(existing.name)) throw conflict(`${existing.name} is checked by the server's routes; it keeps its name.`);
      await assertNameFree(db, input.name, id);
    }
    if (Object.values(input).every((value) => value === undefined)) return existing;
    const [row] = await db.update(permissions).set(input).where(eq(permissions.id, id)).returning();
    invalidatePrincipals();
    return row ? (await hydrate(db, [row]))[0] : undefined;
  },
  async remove(db: Database, ids: number[]) {
    const builtIn = (await db.select({ name: permissions.name }).from(permissions).where(inArray(permissions.id, ids))).filter((row) => isPermissionName(row.name));
    if (builtIn.length) throw conflict(`These permissions are checked by the server's routes and cannot be deleted: ${builtIn.map((row) => row.name).join(', ')}.`);
    const deleted = (await db.delete(permissions).where(inArray(permissions.id, ids)).returning({ id: permissions.id })).length;
    invalidatePrincipals();
    return deleted;
  },
};
