import { userType, type UserCreate, type UserListQuery, type UserProfile, type UserUpdate } from '@lexam/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, tables, type AnyPgColumn, type Database } from '@lexam/db';
import { badRequest, conflict } from '../errors';
import { memoCount, memoListValue, invalidateListCounts } from '../common/count-memo';
import { forgetAllAttemptStates } from '../exam/attempts/attempt-state-cache';
import { pageFromNearerEnd, SORTED_MATCHES, UNLIMITED } from '../common/list-page';
import { userMatches } from '../common/user-search';
import { pageOffset, resolveSort } from '../common/sorting';
import { hashPassword } from '../identity/passwords';
import { getUserProfile, getUserProfiles } from '../identity/principal';
import { invalidatePrincipals } from '../identity/principal-cache';
import { createContentService } from '../content/content-service';

const { users, roles, userRoles, refreshTokens } = tables;
/** `name` ⇄ `-name`: the same order read backwards (ids break ties, so the order is total). */
const reverseSort = (sort: string) => (sort.startsWith('-') ? sort.slice(1) : `-${sort}`);
type SortableColumns = Record<'id' | 'fullName' | 'username' | 'email' | 'createdAt' | 'updatedAt' | 'lastLoginAt', AnyPgColumn>;
const sortableOf = (columns: SortableColumns): SortableColumns => ({ id: columns.id, fullName: columns.fullName, username: columns.username, email: columns.email, createdAt: columns.createdAt, updatedAt: columns.updatedAt, lastLoginAt: columns.lastLoginAt });

async function setRoles(db: Database, userId: number, roleIds: number[]) {
  const found = roleIds.length ? await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds)) : [];
  if (found.length !== new Set(roleIds).size) throw badRequest('Some of the chosen roles do not exist.', [{ field: 'body.roleIds', message: 'Unknown role.' }]);
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (found.length) await db.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
}

async function assertUnique(db: Database, { username, email }: { username?: string | null; email?: string | null }, exceptId?: number) {
  const checks = [username ? sql`lower(${users.username}) = lower(${username})` : undefined, email ? eq(users.email, email) : undefined].filter(Boolean);
  if (checks.length === 0) return;
  const [taken] = await db.select({ id: users.id, username: users.username }).from(users).where(or(...checks)).limit(1);
  if (taken && taken.id !== exceptId) throw conflict(username && taken.username?.toLowerCase() === username.toLowerCase() ? `The username ${username} is taken.` : 'This e-mail address is already used by another account.');
}

/** The tuned list: a trigram search, and pages read from the nearer end of a large table. */
async function listUsers(db: Database, query: UserListQuery) {
  const term = query.searchByName;
  const where = and(query.kind ? eq(users.kind, query.kind) : undefined, term ? userMatches(term) : undefined);
  const countRows = () => memoCount({ db, key: JSON.stringify(['users', query.kind ?? null, term ?? null]), count: async () => (await db.select({ value: count() }).from(users).where(where))[0]?.value ?? 0 });
  // A search's matches are few next to the table: counted first (memoized), and up to
  // SORTED_MATCHES are sorted from the trigram lookup's rows. Otherwise the planner may walk a sort
  // index hoping to meet matches soon, which reads the whole table when they sit at its far end.
  const totalCount = term ? await countRows() : undefined;
  if (totalCount !== undefined && totalCount <= SORTED_MATCHES) {
    // The matches in the asked order, sorted once and kept like the total (the TTL, forgotten by
    // every write): the next pages and the same search again slice them.
    const ids = await memoListValue({ db, key: JSON.stringify(['users-sorted', query.kind ?? null, term, query.sort ?? null]), load: async () => {
      const matches = db.select({ id: users.id, fullName: users.fullName, username: users.username, email: users.email, createdAt: users.createdAt, updatedAt: users.updatedAt, lastLoginAt: users.lastLoginAt }).from(users).where(where).limit(UNLIMITED).as('matches');
      const orderBy = resolveSort({ sort: query.sort, columns: sortableOf(matches), fallback: 'id' });
      return (await db.select({ id: matches.id }).from(matches).orderBy(orderBy, asc(matches.id))).map((row) => row.id);
    } });
    const offset = pageOffset(query);
    return { rows: await getUserProfiles({ db, userIds: ids.slice(offset, offset + query.pageSize) }), totalCount: ids.length };
  }
  const orderBy = resolveSort({ sort: query.sort, columns: sortableOf(users), fallback: 'id' });
  const reversed = resolveSort({ sort: reverseSort(query.sort ?? 'id'), columns: sortableOf(users), fallback: 'id' });
  const page = await pageFromNearerEnd({
    offset: pageOffset(query),
    pageSize: query.pageSize,
    countRows: totalCount === undefined ? countRows : async () => totalCount,
    readPage: ({ offset, limit, isReversed }) => db.select({ id: users.id }).from(users).where(where).orderBy(...(isReversed ? [reversed, desc(users.id)] : [orderBy, asc(users.id)])).limit(limit).offset(offset),
  });
  return { rows: await getUserProfiles({ db, userIds: page.rows.map((row) => row.id) }), totalCount: page.totalCount };
}

/**
 * Users on the generic service (userType). Exceptions: the tuned list and the profile as the row;
 * usernames and e-mail addresses are free whatever their case; the password is stored hashed; the
 * roles live in user_roles; a disabled account loses its sessions; an admin cannot delete itself;
 * every change drops cached principals, list counts and (their attempts gone) attempt states.
 */
const contentService = createContentService({
  type: userType,
  table: users,
  list: ({ db, query }) => listUsers(db, query as UserListQuery),
  get: ({ db, id }) => getUserProfile({ db, userId: id }),
  beforeWrite: async ({ db, values, existing }) => {
    await assertUnique(db, values as { username?: string | null; email?: string | null }, existing?.id as number | undefined);
    const { password, ...rest } = values;
    if (typeof password !== 'string') return rest;
    return { ...rest, passwordHash: await hashPassword(password), emailVerifiedAt: rest.email ? new Date() : null };
  },
  afterWrite: async ({ db, id, extra, values }) => {
    if (Array.isArray(extra.roleIds)) await setRoles(db, id, extra.roleIds as number[]);
    // A disabled account loses its sessions at once.
    if (values.isActive === false) await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
  },
  beforeRemove: async ({ actorId, ids }) => {
    if (actorId && ids.includes(actorId)) throw conflict('You cannot delete your own account.');
  },
  afterChange: () => {
    forgetAllAttemptStates();
    invalidatePrincipals();
    invalidateListCounts();
  },
});

export const userService = {
  ...contentService,
  list: (db: Database, query: UserListQuery) => contentService.list(db, query) as Promise<{ rows: UserProfile[]; totalCount: number }>,
  get: (db: Database, id: number) => contentService.get(db, id) as Promise<UserProfile | undefined>,
  create: (db: Database, input: UserCreate) => contentService.create(db, input) as Promise<UserProfile>,
  update: (db: Database, id: number, input: UserUpdate) => contentService.update(db, id, input) as Promise<UserProfile | undefined>,
  async setPassword(db: Database, { id, newPassword, kind }: { id: number; newPassword: string; kind: 'admin' | 'site' }) {
    const [row] = await db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: sql`now()` }).where(and(eq(users.id, id), eq(users.kind, kind))).returning({ id: users.id });
    if (!row) return false;
    await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    return true;
  },
  async editProfile(db: Database, id: number, input: { fullName?: string; phone?: string | null; avatarUrl?: string | null }) {
    if (Object.keys(input).length) await db.update(users).set({ ...input, updatedAt: sql`now()` }).where(eq(users.id, id));
    invalidateListCounts();
    return getUserProfile({ db, userId: id });
  },
};
