import { ALL_PERMISSIONS, SYSTEM_ROLES } from '@lexam/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword } from '../passwords';
import { permissions, rolePermissions, roles, userRoles, users } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo accounts of the README. */
export const demoAccounts = [
  { kind: 'admin' as const, username: 'admin', email: null, password: 'Admin@123', fullName: 'Amira Haddad', role: 'super admin' },
  { kind: 'admin' as const, username: 'editor', email: null, password: 'Editor@123', fullName: 'Étienne Moreau', role: 'content editor' },
  { kind: 'admin' as const, username: 'teacher', email: null, password: 'Teacher@123', fullName: 'Linh Tran', role: 'teacher' },
  { kind: 'site' as const, username: null, email: 'learner@example.com', password: 'Learner@123', fullName: 'Wei Chen', role: 'learner' },
];

/** Permissions, the seeded roles with their grants, and the demo accounts; existing rows are kept. */
export async function seedIdentity(tx: Tx): Promise<{ permissions: number; roles: number; users: number }> {
  await tx.insert(permissions).values(ALL_PERMISSIONS.map((name) => ({ name }))).onConflictDoNothing({ target: permissions.name });
  await tx
    .insert(roles)
    .values(SYSTEM_ROLES.map(({ name, description }) => ({ name, description, isSystem: true })))
    .onConflictDoNothing({ target: roles.name });
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, SYSTEM_ROLES.map((role) => role.name)));
  const permissionRows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const permissionId = new Map(permissionRows.map((row) => [row.name, row.id]));
  for (const role of SYSTEM_ROLES) {
    const roleId = roleRows.find((row) => row.name === role.name)?.id;
    if (!roleId || role.permissions.length === 0) continue;
    await tx
      .insert(rolePermissions)
      .values(role.permissions.map((name) => ({ roleId, permissionId: permissionId.get(name)! })))
      .onConflictDoNothing();
  }
  let created = 0;
  for (const account of demoAccounts) {
    const where = account.username ? eq(users.username, account.username) : eq(users.email, account.email!);
    const [existing] = await tx.select({ id: users.id }).from(users).where(where).limit(1);
    if (existing) continue;
    const [user] = await tx
      .insert(users)
      .values({
        kind: account.kind,
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        passwordHash: await hashPassword(account.password),
        emailVerifiedAt: account.email ? new Date() : null,
      })
      .returning({ id: users.id });
    const roleId = roleRows.find((row) => row.name === account.role)?.id;
    if (user && roleId) await tx.insert(userRoles).values({ userId: user.id, roleId });
    created += 1;
  }
  return { permissions: ALL_PERMISSIONS.length, roles: SYSTEM_ROLES.length, users: created };
}
