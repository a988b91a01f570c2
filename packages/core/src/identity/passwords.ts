import { hashPassword, matchesPasswordHash } from '@lexam/db';

export { hashPassword };

// Verified against when an account does not exist, so that "no such user" takes as long as
// "wrong password" and sign-in timing does not reveal which accounts exist.
let decoy: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash, spends the same time and says no. */
export async function verifyPassword({ hashed, password }: { hashed: string | null | undefined; password: string }): Promise<boolean> {
  if (!hashed) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await matchesPasswordHash(await decoy, password);
    return false;
  }
  return matchesPasswordHash(hashed, password);
}
