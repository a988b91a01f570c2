import { z } from 'zod';
import { IdParamsSchema, LearnerTestSchema, ProblemSchema, TestImportQuerySchema, TestImportResultSchema } from '@lexam/contracts';
import { exportTestDocument, getLearnerTest, importTestDocument } from '@lexam/core';
import type { App } from '../../types';

const tags = ['admin'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/** A test document can be large (three passages, forty questions, keys and explanations). */
const DOCUMENT_BODY_LIMIT = 5 * 1024 * 1024;

/** A file name for the download: the test name in plain letters. */
function fileNameOf(name: string, id: number): string {
  const slug = name.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').toLowerCase().slice(0, 80);
  return `${slug || 'ielts-test'}-${id}.json`;
}

/**
 * Export, import and practice preview of IELTS online tests (issue #4, docs/test-format.md). The
 * `IeltsOnlineTest` resource's own verbs live with the admin authoring routes; these sit beside them.
 */
export default async function ieltsTestExchangeRoutes(app: App) {
  app.get(
    '/IeltsOnlineTest/:id/export',
    {
      config: { permission: 'ielts-online-test.read' },
      schema: { tags, summary: 'The test as a test document (keys included), as a JSON download', security, params: IdParamsSchema, response: { 200: z.unknown().describe('A test document (docs/test-format.md, docs/test-format.schema.json).'), ...problems } },
    },
    async (request, reply) => {
      const document = await exportTestDocument({ db: app.database.db }, request.params.id, { kind: 'ielts' });
      reply.header('content-disposition', `attachment; filename="${fileNameOf(document.test.name, request.params.id)}"`);
      reply.header('cache-control', 'no-store');
      return document;
    },
  );

  app.post(
    '/IeltsOnlineTest/import',
    {
      config: { permission: 'ielts-online-test.create' },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Creates a test (and its lesson, if new) from a test document; a bad document is refused with every problem named and nothing written',
        security,
        querystring: TestImportQuerySchema,
        // Checked by the import itself, so that every problem is named with its path in the document.
        body: z.unknown().describe('A test document (docs/test-format.md, docs/test-format.schema.json).'),
        response: { 201: TestImportResultSchema, ...problems, 413: ProblemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await importTestDocument({ db: app.database.db }, { document: request.body, kind: 'ielts', publish: request.query.publish })),
  );

  app.get(
    '/IeltsOnlineTest/:id/preview',
    {
      config: { permission: 'ielts-online-test.read' },
      schema: { tags, summary: 'The whole test exactly as a learner sees it (published or not), without any key: the practice/{id} screen', security, params: IdParamsSchema, response: { 200: LearnerTestSchema, ...problems } },
    },
    async (request) => getLearnerTest({ db: app.database.db }, { testId: request.params.id, includeUnpublished: true }),
  );
}
