import { roleType } from '@lexam/contracts';
import { and, count, eq, inArray, ne, sql, tables } from '@lexam/db';
import { conflict } from '../errors';
import { invalidatePrincipals } from '../identity/principal-cache';
import { createContentService } from '../content/content-service';

const { roles, rolePermissions, permissions, userRoles } = tables;

/**
 * Roles on the generic service. Exceptions: names are unique whatever their case; built-in roles
 * keep their name and stay; the super admin always holds every permission; the permissions live in
 * role_permissions; every change drops cached principals.
 */
export const roleService = createContentService({
  type: roleType,
  table: roles,
  decorate: async ({ db, rows }) => {
    const ids = rows.map((row) => row.id as number);
    if (ids.length === 0) return rows;
    const grants = await db.select({ roleId: rolePermissions.roleId, name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)).where(inArray(rolePermissions.roleId, ids));
    const members = await db.select({ roleId: userRoles.roleId, value: count() }).from(userRoles).where(inArray(userRoles.roleId, ids)).groupBy(userRoles.roleId);
    return rows.map((row) => ({
      ...row,
      permissions: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.name).sort(),
      userCount: members.find((member) => member.roleId === row.id)?.value ?? 0,
    }));
  },
  beforeWrite: async ({ db, values, existing }) => {
    const name = values.name as string | undefined;
    if (existing?.isSystem && name !== undefined && name !== existing.name) throw conflict('A built-in role keeps its name.');
    if (name !== undefined) {
      const [taken] = await db.select({ id: roles.id }).from(roles).where(and(sql`lower(${roles.name}) = lower(${name})`, existing ? ne(roles.id, existing.id as number) : undefined)).limit(1);
      if (taken) throw conflict(`A role named "${name}" already exists.`);
    }
    if (values.permissions !== undefined && existing?.name === 'super admin') throw conflict('The super admin role always holds every permission.');
    return values;
  },
  afterWrite: async ({ db, id, extra }) => {
    if (!Array.isArray(extra.permissions)) return;
    const names = extra.permissions as string[];
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
    if (names.length === 0) return;
    const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
    await db.insert(rolePermissions).values(found.map((permission) => ({ roleId: id, permissionId: permission.id })));
  },
  beforeRemove: async ({ db, ids }) => {
    const builtIn = (await db.select({ name: roles.name, isSystem: roles.isSystem }).from(roles).where(inArray(roles.id, ids))).filter((row) => row.isSystem);
    if (builtIn.length) throw conflict(`Built-in roles cannot be deleted: ${builtIn.map((row) => row.name).join(', ')}.`);
  },
  afterChange: invalidatePrincipals,
});
