import { z } from 'zod';

export const PermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  roleCount: z.number().int(),
  createdAt: z.string(),
});

/** Permissions are named `<resource>.<action>` in lower case with dashes. */
const name = z.string().trim().regex(/^[a-z][a-z-]*\.[a-z][a-z-]*$/, 'Name a permission <resource>.<action>, e.g. report.create.').max(80);
const description = z.string().trim().max(500);

export const PermissionCreateSchema = z.strictObject({ name, description: description.default('') });
/** Only the fields sent change. */
export const PermissionUpdateSchema = z.strictObject({ name: name.optional(), description: description.optional() });

export type Permission = z.infer<typeof PermissionSchema>;
export type PermissionCreate = z.infer<typeof PermissionCreateSchema>;
export type PermissionUpdate = z.infer<typeof PermissionUpdateSchema>;
