import { z } from 'zod';
import { rowIdParamSchema } from '../common/row-id';

export const UserKindSchema = z.enum(['admin', 'site']);

/** A user as the person itself, or an admin allowed to read users, sees it: never a password hash. */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  kind: UserKindSchema,
  username: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const IdParamsSchema = z.object({ id: rowIdParamSchema });

export type UserKind = z.infer<typeof UserKindSchema>;
export type UserProfile = z.infer<typeof UserProfileSchema>;
