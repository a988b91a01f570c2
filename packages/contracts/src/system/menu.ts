import { z } from 'zod';
import { rowIdSchema } from '../common/row-id';
import { isPermissionName } from '../identity/permissions';
import { defineContentType } from '../content/define-content-type';
import { json, reference, text } from '../content/fields';

/** The dashboard's menu items (API.md's `Menu`): a tree ordered within each parent. */
export const menuType = defineContentType({
  entity: 'Menu',
  permission: 'menu',
  parent: 'parentId',
  fields: {
    title: text({ max: 120, required: 'Give the item a title.', search: true, sort: true }),
    path: text({ max: 300, pattern: { regex: /^\/dashboard(\/[A-Za-z0-9_.{}-]*)*$/, message: 'A menu path is a dashboard path, e.g. /dashboard/system/user/list.' } }),
    icon: text({ max: 60, min: 0, default: '' }),
    parentId: reference('Menu', { optional: true }),
    /** The permission an admin needs to see the item; none: every admin. */
    permission: json(z.string().refine(isPermissionName, { message: 'Unknown permission.' }), { optional: true, output: z.string() }),
    /** The roles that see this item; empty means every role that has the permission. */
    roles: json(z.array(z.object({ id: z.number().int(), name: z.string() })), { computed: true }),
    /** The ids of those roles, sent on create and edit. */
    roleIds: json(z.array(rowIdSchema).max(100), { writeOnly: true, default: [] }),
  },
  ordered: true,
  report: ['id', 'title', 'path', 'parentId', 'sortOrder', 'permission'],
});

export const MenuSchema = menuType.row;
export const MenuCreateSchema = menuType.create;
/** Only the fields sent change. */
export const MenuUpdateSchema = menuType.update;

/**
 * One entry of the signed-in admin's navigation (Auth/getMenuItems). Being recursive, it needs its
 * own id: the OpenAPI document holds it once as `#/components/schemas/MenuItem`, which it refers to.
 */
export type MenuItem = { id: number; title: string; path: string; icon: string; children: MenuItem[] };
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), path: z.string(), icon: z.string(), children: z.array(MenuItemSchema) }),
).meta({ id: 'MenuItem' });

export type Menu = z.infer<typeof MenuSchema>;
