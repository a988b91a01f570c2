import { z } from 'zod';
import { isPermissionName } from '../identity/permissions';

const permissionList = z
  .array(z.string().refine(isPermissionName, { message: 'Unknown permission.' }))
  .max(500)
  .transform((names) => [...new Set(names)].sort());

export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isSystem: z.boolean(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  createdAt: z.string(),
});

const roleName = z.string().trim().min(2, 'A role name has at least 2 characters.').max(60);
const description = z.string().trim().max(500);

export const RoleCreateSchema = z.strictObject({
  name: roleName,
  description: description.default(''),
  permissions: permissionList.default([]),
});
/** Only the fields sent change (no defaults here: an empty body changes nothing). */
export const RoleUpdateSchema = z.strictObject({
  name: roleName.optional(),
  description: description.optional(),
  permissions: permissionList.optional(),
});

export type Role = z.infer<typeof RoleSchema>;
export type RoleCreate = z.infer<typeof RoleCreateSchema>;
export type RoleUpdate = z.infer<typeof RoleUpdateSchema>;
