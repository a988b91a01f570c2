import { z } from 'zod';
import { NewPasswordSchema } from '../identity/account';
import { PageQuerySchema } from '../common/pagination';
import { UserKindSchema } from '../identity/user';

export const UserListQuerySchema = PageQuerySchema.extend({ kind: UserKindSchema.optional() });

const fields = {
  username: z.string().trim().regex(/^[A-Za-z0-9._-]{3,40}$/, 'A username has 3 to 40 letters, digits, dots, dashes or underscores.').nullable(),
  email: z.email('Enter a valid e-mail address.').max(254).transform((value) => value.toLowerCase()).nullable(),
  fullName: z.string().trim().max(120),
  phone: z.string().trim().regex(/^[+0-9 ()-]{4,30}$/, 'Enter a phone number.').nullable(),
  isActive: z.boolean(),
  roleIds: z.array(z.number().int().positive()).max(50),
};

/** POST /api/admin/User: an admin (with a username) or a site user (with an e-mail address). */
export const UserCreateSchema = z
  .strictObject({
    kind: UserKindSchema,
    username: fields.username.default(null),
    email: fields.email.default(null),
    fullName: fields.fullName.default(''),
    phone: fields.phone.default(null),
    isActive: fields.isActive.default(true),
    roleIds: fields.roleIds.default([]),
    password: NewPasswordSchema,
  })
  .refine((user) => user.kind !== 'admin' || user.username, { message: 'An admin needs a username.', path: ['username'] })
  .refine((user) => user.kind !== 'site' || user.email, { message: 'A site user needs an e-mail address.', path: ['email'] });

export const UserUpdateSchema = z.strictObject({
  username: fields.username.optional(),
  email: fields.email.optional(),
  fullName: fields.fullName.optional(),
  phone: fields.phone.optional(),
  isActive: fields.isActive.optional(),
  roleIds: fields.roleIds.optional(),
});

/** PUT User/editAdmin and User/editUser carry the id in the body. */
export const UserEditBodySchema = UserUpdateSchema.extend({ id: z.number().int().positive() });

/** PUT Auth/resetPassword (a site user's) and Auth/resetPasswordAdmin (an admin's). */
export const AdminResetPasswordBodySchema = z.strictObject({ id: z.number().int().positive(), newPassword: NewPasswordSchema });

/** PUT Auth/editMyProfile */
export const EditMyProfileBodySchema = z.strictObject({
  fullName: fields.fullName.optional(),
  phone: fields.phone.optional(),
  avatarUrl: z.string().trim().max(500).regex(/^(\/|https?:\/\/)/, 'An avatar is a link.').nullable().optional(),
});

export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export type UserCreate = z.infer<typeof UserCreateSchema>;
export type UserUpdate = z.infer<typeof UserUpdateSchema>;
