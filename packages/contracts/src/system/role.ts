import { z } from 'zod';
import { isPermissionName } from '../identity/permissions';
import { defineContentType } from '../content/define-content-type';
import { boolean, json, longText, number, text } from '../content/fields';

const permissionList = z
  .array(z.string().refine(isPermissionName, { message: 'Unknown permission.' }))
  .max(500)
  .transform((names) => [...new Set(names)].sort());

/** Roles (API.md's `Role`): a name, a description and the permissions they hold. */
export const roleType = defineContentType({
  entity: 'Role',
  permission: 'role',
  fields: {
    name: text({ min: 2, max: 60, required: 'A role name has at least 2 characters.', search: true, sort: true }),
    description: longText({ max: 500 }),
    /** Built-in roles keep their name and cannot be deleted. */
    isSystem: boolean({ readOnly: true }),
    /** The permissions' names, sorted; kept in role_permissions. */
    permissions: json(permissionList, { virtual: true, default: [], output: z.array(z.string()) }),
    /** How many users hold the role. */
    userCount: number({ computed: true }),
  },
  defaultSort: 'id',
  without: ['statistics'],
  report: ['id', 'name', 'description', 'userCount', 'permissions'],
});

export const RoleSchema = roleType.row;
export const RoleCreateSchema = roleType.create;
/** Only the fields sent change (no defaults here: an empty body changes nothing). */
export const RoleUpdateSchema = roleType.update;

export type Role = z.infer<typeof RoleSchema>;
