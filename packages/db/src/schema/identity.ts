import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** `admin`: signs in to the dashboard with a username; `site`: a learner of the /page area. */
export const userKindEnum = pgEnum('user_kind', ['admin', 'site']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    kind: userKindEnum('kind').notNull(),
    /** Admins sign in with it; learners may have none. Stored as typed, matched case-insensitively. */
    username: text('username'),
    /** Learners sign in with it; stored lower-cased. */
    email: text('email'),
    /** argon2id; null for an account that only signs in through a social provider. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(table.username),
    uniqueIndex('users_email_unique').on(table.email),
    index('users_kind_created_idx').on(table.kind, table.createdAt),
    // Admin lists sorted by name (users, and results sorted by learner name) read this in order.
    index('users_full_name_idx').on(table.fullName, table.id),
    index('users_kind_last_login_idx').on(table.kind, table.lastLoginAt),
    // The site-user list's deep pages by name or e-mail read these index-only, within the kind.
    index('users_kind_full_name_idx').on(table.kind, table.fullName, table.id),
    index('users_kind_email_idx').on(table.kind, table.email, table.id),
    // `%term%` search of the admin lists (ILIKE) through trigrams: pg_trgm, which PGlite ships too.
    index('users_full_name_trgm_idx').using('gin', sql`${table.fullName} gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    // One trigram index over everything the admin user search matches (lower-cased, newline-separated):
    // a single GIN lookup with one selectivity estimate instead of an OR of three (see core `userSearchText`).
    index('users_search_trgm_idx').using('gin', sql`lower(${table.fullName} || E'\n' || coalesce(${table.username}, '') || E'\n' || coalesce(${table.email}, '')) gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Seeded roles (super admin, …) cannot be deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A permission is named `<resource>.<action>`, e.g. `user.read`. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] }), index('user_roles_role_idx').on(table.roleId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token: the used row is marked and a
 * new one joins the same family. Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

export const emailTokenPurposeEnum = pgEnum('email_token_purpose', ['verify-email', 'reset-password']);

/** Single-use links sent by e-mail (verification, password reset), stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId, table.purpose)],
);

/** A sign-in through a social or OIDC provider, linked to the user it signs in. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_accounts_provider_unique').on(table.provider, table.providerAccountId), index('social_accounts_user_idx').on(table.userId)],
);
