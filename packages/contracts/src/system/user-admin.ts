import { z } from 'zod';
import { rowIdSchema } from '../common/row-id';
import { NewPasswordSchema } from '../identity/account';
import { defineContentType } from '../content/define-content-type';
import { boolean, choice, json, text } from '../content/fields';

const roleIds = z.array(rowIdSchema).max(50);

/**
 * Users (API.md's `User`): admins, who sign in with a username, and site users, with an e-mail
 * address. The kind and the first password are given on create only; the roles are chosen by id
 * and answered by name, with the permissions they grant.
 */
export const userType = defineContentType({
  entity: 'User',
  permission: 'user',
  fields: {
    kind: choice(['admin', 'site'] as const, { filter: true, createOnly: true }),
    username: text({ optional: true, max: 40, pattern: { regex: /^[A-Za-z0-9._-]{3,40}$/, message: 'A username has 3 to 40 letters, digits, dots, dashes or underscores.' }, search: true, sort: true }),
    email: text({ optional: true, email: true, search: true, sort: true }),
    fullName: text({ min: 0, max: 120, default: '', search: true, sort: true }),
    phone: text({ optional: true, max: 30, pattern: { regex: /^[+0-9 ()-]{4,30}$/, message: 'Enter a phone number.' } }),
    /** Set by the user itself (Auth/editMyProfile, an upload). */
    avatarUrl: text({ optional: true, readOnly: true }),
    isActive: boolean({ default: true }),
    emailVerified: boolean({ computed: true }),
    roles: json(z.array(z.string()), { computed: true }),
    permissions: json(z.array(z.string()), { computed: true }),
    /** The roles held, kept in user_roles. */
    roleIds: json(roleIds, { writeOnly: true, default: [] }),
    password: json(NewPasswordSchema, { writeOnly: true, createOnly: true }),
  },
  defaultSort: 'id',
  report: ['id', 'kind', 'username', 'email', 'fullName', 'roles', 'isActive', 'createdAt'],
  reportTitles: { email: 'E-mail', fullName: 'Name', isActive: 'Active', createdAt: 'Created' },
  refineCreate: (schema) =>
    schema
      .refine((user) => user.kind !== 'admin' || user.username, { message: 'An admin needs a username.', path: ['username'] })
      .refine((user) => user.kind !== 'site' || user.email, { message: 'A site user needs an e-mail address.', path: ['email'] }),
});

export const UserListQuerySchema = userType.query;

/** POST /api/admin/User: an admin (with a username) or a site user (with an e-mail address). */
export const UserCreateSchema = userType.create;
/** Only the fields sent change; the kind and the password are not edited here. */
export const UserUpdateSchema = userType.update as z.ZodObject<{
  username: z.ZodOptional<z.ZodNullable<z.ZodString>>; email: z.ZodOptional<z.ZodNullable<z.ZodString>>; fullName: z.ZodOptional<z.ZodString>;
  phone: z.ZodOptional<z.ZodNullable<z.ZodString>>; isActive: z.ZodOptional<z.ZodBoolean>; roleIds: z.ZodOptional<typeof roleIds>;
}>;

/** PUT User/editAdmin and User/editUser carry the id in the body. */
export const UserEditBodySchema = UserUpdateSchema.extend({ id: rowIdSchema });

/** PUT Auth/resetPassword (a site user's) and Auth/resetPasswordAdmin (an admin's). */
export const AdminResetPasswordBodySchema = z.strictObject({ id: rowIdSchema, newPassword: NewPasswordSchema });

/** PUT Auth/editMyProfile */
export const EditMyProfileBodySchema = z.strictObject({
  fullName: UserUpdateSchema.shape.fullName,
  phone: UserUpdateSchema.shape.phone,
  avatarUrl: z.string().trim().max(500).regex(/^(\/|https?:\/\/)/, 'An avatar is a link.').nullable().optional(),
});

export type UserListQuery = z.infer<typeof UserListQuerySchema> & { kind?: 'admin' | 'site' };
export type UserCreate = { kind: 'admin' | 'site'; username?: string | null; email?: string | null; fullName: string; phone?: string | null; isActive: boolean; roleIds: number[]; password: string };
export type UserUpdate = z.infer<typeof UserUpdateSchema>;
