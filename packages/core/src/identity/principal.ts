import type { UserKind, UserProfile } from '@lexam/contracts';
import { and, eq, inArray, sql, tables, type Database } from '@lexam/db';

const { users, roles, userRoles, rolePermissions, permissions } = tables;

/** Who is calling: a user with the names of its roles and the permissions they grant. */
export interface Principal {
  id: number;
  kind: UserKind;
  roles: string[];
  permissions: Set<string>;
}

/** The roles and permissions of users, by user id. */
async function grantsOf(db: Database, userIds: number[]): Promise<Map<number, { roles: string[]; permissions: Set<string> }>> {
  const grants = new Map(userIds.map((id) => [id, { roles: [] as string[], permissions: new Set<string>() }]));
  if (userIds.length === 0) return grants;
  const roleRows = await db
    .select({ userId: userRoles.userId, roleId: roles.id, role: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds));
  const roleIds = [...new Set(roleRows.map((row) => row.roleId))];
  const permissionRows = roleIds.length
    ? await db
        .select({ roleId: rolePermissions.roleId, name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  for (const row of roleRows) {
    const grant = grants.get(row.userId);
    if (!grant) continue;
    grant.roles.push(row.role);
    for (const permission of permissionRows) if (permission.roleId === row.roleId) grant.permissions.add(permission.name);
  }
  return grants;
}

/** The active user behind a token, with its current roles and permissions (a role change applies at once). */
export async function loadPrincipal({ db, userId }: { db: Database; userId: number }): Promise<Principal | undefined> {
  const [user] = await db.select({ id: users.id, kind: users.kind, isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !user.isActive) return undefined;
  const grant = (await grantsOf(db, [user.id])).get(user.id);
  return { id: user.id, kind: user.kind, roles: grant?.roles ?? [], permissions: grant?.permissions ?? new Set() };
}

/**
 * The active users among the `ids` parameter with the names of their roles and of the permissions
 * those grant, in one round trip. Prepared once per database: the guard's batches (a burst of 500
 * learners signing their first requests) run it without building its SQL again.
 */
function buildPrincipalsQuery(db: Database) {
  // Written out with aliases: inside a select list Drizzle names columns without their table.
  const roleNames = sql<string[]>`array(select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" order by r.id)`;
  const permissionNames = sql<string[]>`array(select distinct p.name from user_roles ur
    join role_permissions rp on rp.role_id = ur.role_id
    join permissions p on p.id = rp.permission_id
    where ur.user_id = "users"."id")`;
  return db
    .select({ id: users.id, kind: users.kind, roles: roleNames, permissions: permissionNames })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.placeholder('ids')}::int[])`, eq(users.isActive, true)))
    .prepare('lexam_principals');
}

const principalsQueries = new WeakMap<Database, ReturnType<typeof buildPrincipalsQuery>>();

/** The active users among `userIds` with their roles and permissions, by id, in one query whatever the count (`loadPrincipal` for many). */
export async function loadPrincipals({ db, userIds }: { db: Database; userIds: number[] }): Promise<Map<number, Principal>> {
  const principals = new Map<number, Principal>();
  if (userIds.length === 0) return principals;
  let query = principalsQueries.get(db);
  if (!query) principalsQueries.set(db, (query = buildPrincipalsQuery(db)));
  for (const row of await query.execute({ ids: userIds })) {
    principals.set(row.id, { id: row.id, kind: row.kind, roles: row.roles, permissions: new Set(row.permissions) });
  }
  return principals;
}

/** Users' profiles as the API shows them, in the order of `userIds`, in three queries whatever the count. */
export async function getUserProfiles({ db, userIds }: { db: Database; userIds: number[] }): Promise<UserProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, userIds));
  const grants = await grantsOf(db, rows.map((row) => row.id));
  const byId = new Map(rows.map((user) => [user.id, user]));
  return userIds.flatMap((id) => {
    const user = byId.get(id);
    if (!user) return [];
    const grant = grants.get(user.id);
    return [{
      id: user.id,
      kind: user.kind,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      phone: user.phone,
      avatarUrl: user.avatarUrl,
      isActive: user.isActive,
      emailVerified: user.emailVerifiedAt !== null,
      roles: grant?.roles ?? [],
      permissions: [...(grant?.permissions ?? [])].sort(),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    }];
  });
}

/** A user's profile as the API shows it. */
export async function getUserProfile({ db, userId }: { db: Database; userId: number }): Promise<UserProfile | undefined> {
  return (await getUserProfiles({ db, userIds: [userId] }))[0];
}
