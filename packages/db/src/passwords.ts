import { hash, verify } from '@node-rs/argon2';

// How passwords are stored: argon2id (the library's default algorithm) at OWASP's recommended cost,
// 19 MiB and 2 passes. It lives beside the tables because the seed stores passwords too.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Whether a password matches a stored argon2 hash; a malformed hash is a no. */
export function matchesPasswordHash(hashed: string, password: string): Promise<boolean> {
  return verify(hashed, password).catch(() => false);
}
