import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret } from '../src/secret';

describe('the token secret', () => {
  let dir: string | undefined;
  afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('is generated once into the data folder in development, readable by its owner only', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexam-secret-'));
    const first = await loadSecret({ env: {}, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadSecret({ env: {}, dataDir: dir })).toBe(first);
    expect((await readFile(path.join(dir, 'secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
  });

  it('is refused in production when JWT_SECRET is missing, naming the variable', async () => {
    await expect(loadSecret({ env: { LEXAM_ENV: 'production' }, dataDir: '/nonexistent' })).rejects.toThrow(/JWT_SECRET/);
  });

  it('takes JWT_SECRET when given, and refuses a short one', async () => {
    const secret = 'a'.repeat(40);
    expect(await loadSecret({ env: { JWT_SECRET: secret, LEXAM_ENV: 'production' }, dataDir: '/nonexistent' })).toBe(secret);
    await expect(loadSecret({ env: { JWT_SECRET: 'short' }, dataDir: '/nonexistent' })).rejects.toThrow(/32/);
  });
});
