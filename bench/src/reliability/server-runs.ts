// The duplicate-submit and fuzz runs against the real server process over HTTP (the full size of
// `npm run bench:reliability`), on a fresh PGlite folder or PostgreSQL database each.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminIdOf, createLearners, createServerDatabase, seedDemoDatabase, submissionCounts, tokenMinter, type ServerDatabase } from './database';
import { runDuplicateSubmits, type DuplicateSubmitsCounts } from './duplicate-submits';
import { fetchOperations } from './fuzz/openapi';
import { runFuzz, type FuzzCounts } from './fuzz/run';
import { snapshotChanges, takeSnapshot } from './fuzz/snapshot';
import { startServerProcess, type ServerProcess } from './server-process';
import { httpTransport } from './transport';

interface Prepared {
  dataDir: string;
  database: ServerDatabase;
  uploadsDir: string;
  secret: string;
  learnerIds: number[];
  adminId: number;
}

/** A seeded database with `learners` new learner accounts, before any server opens it. */
async function prepare({ adminUrl, learners, prefix }: { adminUrl?: string; learners: number; prefix: string }): Promise<Prepared> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lexam-rel-${prefix}-`));
  const database = await createServerDatabase({ dataDir, adminUrl });
  const uploadsDir = path.join(dataDir, 'uploads');
  const handle = await database.open();
  try {
    await handle.migrate();
    await seedDemoDatabase(handle.db, uploadsDir);
    const learnerIds = await createLearners(handle.db, { count: learners, prefix: `${prefix}-${randomBytes(3).toString('hex')}` });
    return { dataDir, database, uploadsDir, secret: randomBytes(32).toString('hex'), learnerIds, adminId: await adminIdOf(handle.db, 'admin') };
  } finally {
    await handle.close();
  }
}

async function release(prepared: Prepared, server?: ServerProcess): Promise<void> {
  await server?.stop(5_000).catch(() => undefined);
  await prepared.database.drop().catch(() => undefined);
  await rm(prepared.dataDir, { recursive: true, force: true });
}

/** Duplicate submits over HTTP; on PGlite the stored attempts are counted after the server stopped (one process at a time). */
export async function runDuplicateSubmitsOverHttp({ attempts, adminUrl }: { attempts: number; adminUrl?: string }): Promise<DuplicateSubmitsCounts> {
  const prepared = await prepare({ adminUrl, learners: attempts, prefix: 'dup' });
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ dataDir: prepared.dataDir, databaseUrl: prepared.database.databaseUrl, jwtSecret: prepared.secret });
    const mint = tokenMinter(prepared.secret);
    const learnerTokens = await Promise.all(prepared.learnerIds.map((id) => mint.learner(id)));
    const running = server;
    return await runDuplicateSubmits({
      transport: httpTransport(server.baseUrl),
      learnerTokens,
      beforeCount: adminUrl ? undefined : () => running.stop(),
      async countSubmissions(ids) {
        const handle = await prepared.database.open();
        try {
          return await submissionCounts(handle.db, ids);
        } finally {
          await handle.close();
        }
      },
    });
  } finally {
    await release(prepared, server);
  }
}

/**
 * Every fuzz case over HTTP. On PostgreSQL the data is fingerprinted after every call (the run opens
 * the database beside the server). PGlite can be opened by one process only: there the uploads
 * folder is checked after every call and the database before and after the whole run.
 */
export async function runFuzzOverHttp({ adminUrl, small = false, log }: { adminUrl?: string; small?: boolean; log?: (line: string) => void }): Promise<FuzzCounts> {
  const prepared = await prepare({ adminUrl, learners: 1, prefix: 'fuzz' });
  let server: ServerProcess | undefined;
  const sideHandle = adminUrl ? await prepared.database.open() : undefined;
  try {
    const openAndSnapshot = async () => {
      const handle = await prepared.database.open();
      try {
        return await takeSnapshot({ db: handle.db });
      } finally {
        await handle.close();
      }
    };
    const databaseBefore = sideHandle ? undefined : await openAndSnapshot();
    // Sign-in limits raised so that the sign-in cases reach validation and the handler instead of a 429.
    server = await startServerProcess({
      dataDir: prepared.dataDir,
      databaseUrl: prepared.database.databaseUrl,
      jwtSecret: prepared.secret,
      env: { SIGN_IN_RATE_PER_MINUTE: '1000000', LOGIN_MAX_FAILURES: '1000000' },
    });
    const mint = tokenMinter(prepared.secret);
    const transport = httpTransport(server.baseUrl);
    const counts = await runFuzz({
      transport,
      operations: await fetchOperations(transport),
      tokens: { learner: await mint.learner(prepared.learnerIds[0]!), admin: await mint.admin(prepared.adminId) },
      snapshot: () => takeSnapshot({ db: sideHandle?.db, uploadsDir: prepared.uploadsDir }),
      snapshotEvery: 'call',
      small,
      log,
    });
    if (databaseBefore) {
      await server.stop();
      const changes = snapshotChanges(databaseBefore, await openAndSnapshot());
      if (changes.length > 0) {
        counts.dataChanges += 1;
        counts.findings.push({ route: '(the whole run, PGlite)', case: 'database before and after', auth: 'token', status: 0, detail: `data changed: ${changes.join('; ')}` });
      }
    }
    return counts;
  } finally {
    await sideHandle?.close();
    await release(prepared, server);
  }
}
