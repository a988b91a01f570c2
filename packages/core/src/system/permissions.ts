import { isPermissionName, permissionType } from '@lexam/contracts';
import { and, count, eq, inArray, ne, tables } from '@lexam/db';
import { conflict } from '../errors';
import { invalidatePrincipals } from '../identity/principal-cache';
import { createContentService } from '../content/content-service';

const { permissions, rolePermissions } = tables;

/**
 * Permissions on the generic service. Exceptions: names are unique; the catalogue's permissions,
 * which the server's routes check, keep their names and stay; every change drops cached principals.
 */
export const permissionService = createContentService({
  type: permissionType,
  table: permissions,
  decorate: async ({ db, rows }) => {
    const ids = rows.map((row) => row.id as number);
    const uses = ids.length ? await db.select({ permissionId: rolePermissions.permissionId, value: count() }).from(rolePermissions).where(inArray(rolePermissions.permissionId, ids)).groupBy(rolePermissions.permissionId) : [];
    return rows.map((row) => ({ ...row, roleCount: uses.find((use) => use.permissionId === row.id)?.value ?? 0 }));
  },
  beforeWrite: async ({ db, values, existing }) => {
    const name = values.name as string | undefined;
    if (name === undefined || name === existing?.name) return values;
    if (existing && isPermissionName(existing.name as string)) throw conflict(`${String(existing.name)} is checked by the server's routes; it keeps its name.`);
    const [taken] = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.name, name), existing ? ne(permissions.id, existing.id as number) : undefined)).limit(1);
    if (taken) throw conflict(`The permission ${name} already exists.`);
    return values;
  },
  beforeRemove: async ({ db, ids }) => {
    const builtIn = (await db.select({ name: permissions.name }).from(permissions).where(inArray(permissions.id, ids))).filter((row) => isPermissionName(row.name));
    if (builtIn.length) throw conflict(`These permissions are checked by the server's routes and cannot be deleted: ${builtIn.map((row) => row.name).join(', ')}.`);
  },
  afterChange: invalidatePrincipals,
});
