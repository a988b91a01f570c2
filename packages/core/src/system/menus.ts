import { menuType, type MenuItem } from '@lexam/contracts';
import { eq, inArray, tables, type Database } from '@lexam/db';
import { badRequest } from '../errors';
import type { Principal } from '../identity/principal';
import { createContentService } from '../content/content-service';

const { menus, menuRoles, roles } = tables;

/**
 * Menu items on the generic service, ordered within their parent. Exceptions: the roles that see an
 * item are kept in menu_roles (sent as roleIds, shown as roles); an item cannot be its own parent.
 */
export const menuService = createContentService({
  type: menuType,
  table: menus,
  decorate: async ({ db, rows }) => {
    const ids = rows.map((row) => row.id as number);
    const links = ids.length ? await db.select({ menuId: menuRoles.menuId, id: roles.id, name: roles.name }).from(menuRoles).innerJoin(roles, eq(roles.id, menuRoles.roleId)).where(inArray(menuRoles.menuId, ids)) : [];
    return rows.map((row) => ({ ...row, roles: links.filter((link) => link.menuId === row.id).map(({ id, name }) => ({ id, name })) }));
  },
  beforeWrite: ({ values, existing }) => {
    if (existing && values.parentId === existing.id) throw badRequest('An item cannot be its own parent.', [{ field: 'body.parentId', message: 'Choose another parent.' }]);
    return values;
  },
  afterWrite: async ({ db, id, extra }) => {
    if (!Array.isArray(extra.roleIds)) return;
    const roleIds = extra.roleIds as number[];
    await db.delete(menuRoles).where(eq(menuRoles.menuId, id));
    if (roleIds.length === 0) return;
    const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
    if (found.length !== new Set(roleIds).size) throw badRequest('Some of the chosen roles do not exist.', [{ field: 'body.roleIds', message: 'Unknown role.' }]);
    await db.insert(menuRoles).values(found.map((role) => ({ menuId: id, roleId: role.id })));
  },
});

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

