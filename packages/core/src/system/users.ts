import type { UserCreate, UserListQuery, UserUpdate } from '@lexam/contracts';
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

const { users, roles, userRoles, refreshTokens } = tables;
/** `name` ⇄ `-name`: the same order read backwards (ids break ties, so the order is total). */
const reverseSort = (sort: string) => (sort.startsWith('-') ? sort.slice(1) : `-${sort}`);
type SortableColumns = Record<'id' | 'fullName' | 'username' | 'email' | 'createdAt' | 'lastLoginAt', AnyPgColumn>;
const sortableOf = (columns: SortableColumns): SortableColumns => ({ id: columns.id, fullName: columns.fullName, username: columns.username, email: columns.email, createdAt: columns.createdAt, lastLoginAt: columns.lastLoginAt });

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

export const userService = {
  table: users,
  async list(db: Database, query: UserListQuery) {
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
        const matches = db.select({ id: users.id, fullName: users.fullName, username: users.username, email: users.email, createdAt: users.createdAt, lastLoginAt: users.lastLoginAt }).from(users).where(where).limit(UNLIMITED).as('matches');
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
  },
  get: (db: Database, id: number) => getUserProfile({ db, userId: id }),
  async create(db: Database, { roleIds, password, ...input }: UserCreate) {
    await assertUnique(db, input);
    const passwordHash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ ...input, passwordHash, emailVerifiedAt: input.email ? new Date() : null }).returning({ id: users.id });
      await setRoles(tx as unknown as Database, row!.id, roleIds);
      return row!.id;
    });
    invalidateListCounts();
    return (await getUserProfile({ db, userId: id }))!;
  },
  async update(db: Database, id: number, { roleIds, ...input }: UserUpdate) {
    if (!(await getUserProfile({ db, userId: id }))) return undefined;
    await assertUnique(db, input, id);
    await db.transaction(async (tx) => {
      if (Object.keys(input).length) await tx.update(users).set({ ...input, updatedAt: sql`now()` }).where(eq(users.id, id));
      if (roleIds) await setRoles(tx as unknown as Database, id, roleIds);
      // A disabled account loses its sessions at once.
      if (input.isActive === false) await tx.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
    });
    invalidatePrincipals();
    invalidateListCounts();
    return getUserProfile({ db, userId: id });
  },
  async remove(db: Database, ids: number[], { actorId, kind }: { actorId?: number; kind?: 'admin' | 'site' } = {}) {
    if (actorId && ids.includes(actorId)) throw conflict('You cannot delete your own account.');
    const where = kind ? and(inArray(users.id, ids), eq(users.kind, kind)) : inArray(users.id, ids);
    const deleted = (await db.delete(users).where(where).returning({ id: users.id })).length;
    // Their attempts went with them.
    forgetAllAttemptStates();
    invalidatePrincipals();
    invalidateListCounts();
    return deleted;
  },
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
