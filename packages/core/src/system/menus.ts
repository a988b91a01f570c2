import type { Menu, MenuCreate, MenuItem, MenuUpdate, PageQuery } from '@lexam/contracts';
import { eq, ilike, inArray, isNull, sql, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import { containsPattern, listPage } from '../common/list-page';
import type { Principal } from '../identity/principal';

const { menus, menuRoles, roles } = tables;
const sortable = { sortOrder: menus.sortOrder, title: menus.title, id: menus.id, createdAt: menus.createdAt };

async function hydrate(db: Database, rows: (typeof menus.$inferSelect)[]): Promise<Menu[]> {
  const ids = rows.map((row) => row.id);
  const links = ids.length ? await db.select({ menuId: menuRoles.menuId, id: roles.id, name: roles.name }).from(menuRoles).innerJoin(roles, eq(roles.id, menuRoles.roleId)).where(inArray(menuRoles.menuId, ids)) : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    path: row.path,
    icon: row.icon,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    permission: row.permission,
    roles: links.filter((link) => link.menuId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function setRoles(db: Database, menuId: number, roleIds: number[]) {
  await db.delete(menuRoles).where(eq(menuRoles.menuId, menuId));
  if (roleIds.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw badRequest('Some of the chosen roles do not exist.', [{ field: 'body.roleIds', message: 'Unknown role.' }]);
  await db.insert(menuRoles).values(found.map((role) => ({ menuId, roleId: role.id })));
}

async function assertParent(db: Database, parentId: number | null | undefined, selfId?: number) {
  if (!parentId) return;
  if (parentId === selfId) throw badRequest('An item cannot be its own parent.', [{ field: 'body.parentId', message: 'Choose another parent.' }]);
  const [parent] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, parentId)).limit(1);
  if (!parent) throw badRequest('The parent item does not exist.', [{ field: 'body.parentId', message: 'Unknown menu item.' }]);
}

export const menuService = {
  async list(db: Database, query: PageQuery) {
    const where = query.searchByName ? ilike(menus.title, containsPattern(query.searchByName)) : undefined;
    const page = await listPage<typeof menus.$inferSelect>({ db, table: menus, id: menus.id, where, query, sortable, fallback: 'sortOrder' });
    return { rows: await hydrate(db, page.rows), totalCount: page.totalCount };
  },
  async get(db: Database, id: number) {
    return (await hydrate(db, await db.select().from(menus).where(eq(menus.id, id)).limit(1)))[0];
  },
  async create(db: Database, { roleIds, ...input }: MenuCreate) {
    await assertParent(db, input.parentId);
    const id = await db.transaction(async (tx) => {
      const [last] = await tx.select({ value: sql<number>`coalesce(max(${menus.sortOrder}), 0)` }).from(menus).where(input.parentId ? eq(menus.parentId, input.parentId) : isNull(menus.parentId));
      const [row] = await tx.insert(menus).values({ ...input, sortOrder: Number(last?.value ?? 0) + 1 }).returning({ id: menus.id });
      await setRoles(tx as unknown as Database, row!.id, roleIds);
      return row!.id;
    });
    return (await menuService.get(db, id))!;
  },
  async update(db: Database, id: number, { roleIds, ...input }: MenuUpdate) {
    if (!(await menuService.get(db, id))) return undefined;
    await assertParent(db, input.parentId, id);
    await db.transaction(async (tx) => {
      await tx.update(menus).set({ ...input, updatedAt: sql`now()` }).where(eq(menus.id, id));
      if (roleIds) await setRoles(tx as unknown as Database, id, roleIds);
    });
    return menuService.get(db, id);
  },
  async remove(db: Database, ids: number[]) {
    return (await db.delete(menus).where(inArray(menus.id, ids)).returning({ id: menus.id })).length;
  },
  /** Gives each listed item its position in the list, as sortOrder 1, 2, 3, … */
  async reorder(db: Database, ids: number[]) {
    const found = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
    if (found.length !== new Set(ids).size) throw badRequest('Some of these menu items do not exist.', [{ field: 'body.ids', message: 'Unknown menu item.' }]);
    await db.transaction(async (tx) => {
      for (const [index, id] of ids.entries()) await tx.update(menus).set({ sortOrder: index + 1 }).where(eq(menus.id, id));
    });
  },
};

/**
 * The navigation of one admin (Auth/getMenuItems): items whose permission the admin holds and, when
 * an item names roles, only for those roles; a parent hidden hides its children.
 */
export async function getMenuItems({ db, principal }: { db: Database; principal: Principal }): Promise<MenuItem[]> {
  const rows = await db.select().from(menus).orderBy(menus.sortOrder, menus.id);
  const links = await db.select({ menuId: menuRoles.menuId, role: roles.name }).from(menuRoles).innerJoin(roles, eq(roles.id, menuRoles.roleId));
  const visible = rows.filter((row) => {
    if (row.permission && !principal.permissions.has(row.permission)) return false;
    const allowed = links.filter((link) => link.menuId === row.id).map((link) => link.role);
    return allowed.length === 0 || allowed.some((role) => principal.roles.includes(role));
  });
  const hasChildren = new Set(rows.map((row) => row.parentId));
  const build = (parentId: number | null): MenuItem[] =>
    visible
      .filter((row) => row.parentId === parentId)
      .map((row) => ({ id: row.id, title: row.title, path: row.path, icon: row.icon, children: build(row.id) }))
      // A group whose every child is hidden is hidden too.
      .filter((item) => item.children.length > 0 || !hasChildren.has(item.id));
  return build(null);
}

