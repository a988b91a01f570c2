import { z } from 'zod';
import { isPermissionName } from '../identity/permissions';

export const MenuSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  icon: z.string(),
  parentId: z.number().int().nullable(),
  sortOrder: z.number().int(),
  permission: z.string().nullable(),
  /** The roles that see this item; empty means every role that has the permission. */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});

const fields = {
  title: z.string().trim().min(1, 'Give the item a title.').max(120),
  path: z.string().trim().regex(/^\/dashboard(\/[A-Za-z0-9_.{}-]*)*$/, 'A menu path is a dashboard path, e.g. /dashboard/system/user/list.').max(300),
  icon: z.string().trim().max(60),
  parentId: z.number().int().positive().nullable(),
  permission: z.string().refine(isPermissionName, { message: 'Unknown permission.' }).nullable(),
  roleIds: z.array(z.number().int().positive()).max(100),
};

export const MenuCreateSchema = z.strictObject({
  title: fields.title,
  path: fields.path,
  icon: fields.icon.default(''),
  parentId: fields.parentId.default(null),
  permission: fields.permission.default(null),
  roleIds: fields.roleIds.default([]),
});
/** Only the fields sent change. */
export const MenuUpdateSchema = z.strictObject({
  title: fields.title.optional(),
  path: fields.path.optional(),
  icon: fields.icon.optional(),
  parentId: fields.parentId.optional(),
  permission: fields.permission.optional(),
  roleIds: fields.roleIds.optional(),
});

/**
 * One entry of the signed-in admin's navigation (Auth/getMenuItems). Being recursive, it needs its
 * own id: the OpenAPI document holds it once as `#/components/schemas/MenuItem`, which it refers to.
 */
export type MenuItem = { id: number; title: string; path: string; icon: string; children: MenuItem[] };
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), path: z.string(), icon: z.string(), children: z.array(MenuItemSchema) }),
).meta({ id: 'MenuItem' });

export type Menu = z.infer<typeof MenuSchema>;
export type MenuCreate = z.infer<typeof MenuCreateSchema>;
export type MenuUpdate = z.infer<typeof MenuUpdateSchema>;
