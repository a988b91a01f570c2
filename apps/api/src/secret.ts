import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing secret of access tokens. A deployment (LEXAM_ENV=production) takes it from JWT_SECRET and
 * refuses to start without it; development and tests generate one into the data folder once and keep it there, so
 * tokens survive a restart and no secret is ever written in the code.
 */
export async function loadSecret({ env, dataDir }: { env: NodeJS.ProcessEnv; dataDir: string }): Promise<string> {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (Buffer.byteLength(given) < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
    return given;
  }
  if (env.LEXAM_ENV === 'production') {
    throw new Error('Missing configuration: JWT_SECRET. Set it (at least 32 random characters) to run with LEXAM_ENV=production.');
  }
  const file = path.join(dataDir, 'secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return secret;
  }
}
