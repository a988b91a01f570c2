import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The dependency directions of ARCHITECTURE.md are enforced by lint; this proves the rules bite.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('dependency directions', () => {
  it('keeps Drizzle out of API routes', async () => {
    expect(await restrictedImports('apps/api/src/routes/learner/x.ts', "import { sql } from 'drizzle-orm';\nexport const a = sql;\n")).toHaveLength(1);
    expect(await restrictedImports('apps/api/src/routes/learner/x.ts', "import { tables } from '@lexam/db';\nexport const a = tables;\n")).toHaveLength(1);
  });
  it('keeps Fastify, Next and React out of packages/core', async () => {
    for (const pkg of ['fastify', 'next/server', 'react']) {
      expect(await restrictedImports('packages/core/src/x.ts', `import a from '${pkg}';\nexport const b = a;\n`), pkg).toHaveLength(1);
    }
  });
  it('lets nothing import apps/*', async () => {
    expect(await restrictedImports('packages/db/src/x.ts', "import { a } from '../../../apps/api/src/app';\nexport const b = a;\n")).toHaveLength(1);
    expect(await restrictedImports('packages/core/src/x.ts', "import { a } from '@lexam/api';\nexport const b = a;\n")).toHaveLength(1);
  });
  it('keeps the web app to the contracts', async () => {
    expect(await restrictedImports('apps/web/src/lib/x.ts', "import { listCourseIndexes } from '@lexam/core';\nexport const b = listCourseIndexes;\n")).toHaveLength(1);
    expect(await restrictedImports('apps/web/src/lib/x.ts', "import { PageQuerySchema } from '@lexam/contracts';\nexport const b = PageQuerySchema;\n")).toHaveLength(0);
  });
  it('allows the directions the architecture wants', async () => {
    expect(await restrictedImports('packages/core/src/x.ts', "import { tables } from '@lexam/db';\nexport const b = tables;\n")).toHaveLength(0);
    expect(await restrictedImports('apps/api/src/routes/x.ts', "import { checkHealth } from '@lexam/core';\nexport const b = checkHealth;\n")).toHaveLength(0);
  });
});
