import { z } from 'zod';
import {
  EXAM_ADMIN_KINDS, IdParamsSchema, LearnerTestSchema, OnlineTestDetailSchema, ProblemSchema, TestImportQuerySchema, TestImportResultSchema, TestStatisticsSchema,
  type ExamKind,
} from '@lexam/contracts';
import { copyOnlineTest, exportTestDocument, getLearnerTest, getTestStatistics, importTestDocument, notFound } from '@lexam/core';
import type { App } from '../../types';

const tags = ['admin'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/** A test document can be large (a TOEIC reading test: 100 questions, texts, keys and explanations). */
const DOCUMENT_BODY_LIMIT = 5 * 1024 * 1024;

/** A file name for the download: the test name in plain letters. */
function fileNameOf({ name, id, kind }: { name: string; id: number; kind: ExamKind }): string {
  const slug = name.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').toLowerCase().slice(0, 80);
  return `${slug || `${kind}-test`}-${id}.json`;
}

/**
 * The calls of one exam kind's tests beyond the verbs of API.md (which its declaration gives, with
 * its lessons': packages/contracts/src/exam/authoring-types.ts): `{id}/copy`, `{id}/details`
 * (statistics), `{id}/export`, `import` and `{id}/preview`. Every call reaches only tests of its kind:
 * another kind's id is a 404, another kind's document a 400.
 */
export function registerExamAdminRoutes(app: App, kind: ExamKind): void {
  const { testEntity, testPermission, format } = EXAM_ADMIN_KINDS[kind];
  const db = () => app.database.db;
  const document = z.unknown().describe(`A ${format} test document (docs/test-format.md).`);

  app.post(
    `/${testEntity}/:id/copy`,
    { config: { permission: `${testPermission}.create` }, schema: { tags, security, summary: 'Copies a test with its whole tree, unpublished, into the same lesson', params: IdParamsSchema, response: { 201: OnlineTestDetailSchema, ...problems } } },
    async (request, reply) => {
      const copy = await copyOnlineTest(db(), request.params.id, kind);
      if (!copy) throw notFound(`There is no ${testEntity} ${request.params.id}.`);
      return reply.code(201).send(copy);
    },
  );

  app.get(
    `/${testEntity}/:id/details`,
    { config: { permission: `${testPermission}.read` }, schema: { tags, security, summary: 'Facility and discrimination of each question of a test, over its submitted full attempts', params: IdParamsSchema, response: { 200: TestStatisticsSchema, ...problems } } },
    async (request) => {
      const statistics = await getTestStatistics(db(), request.params.id, kind);
      if (!statistics) throw notFound(`There is no ${testEntity} ${request.params.id}.`);
      return statistics;
    },
  );

  app.get(
    `/${testEntity}/:id/export`,
    { config: { permission: `${testPermission}.read` }, schema: { tags, security, summary: `The test as a ${format} document (keys included), as a JSON download`, params: IdParamsSchema, response: { 200: document, ...problems } } },
    async (request, reply) => {
      const exported = await exportTestDocument({ db: db() }, request.params.id, { kind });
      reply.header('content-disposition', `attachment; filename="${fileNameOf({ name: exported.test.name, id: request.params.id, kind })}"`);
      reply.header('cache-control', 'no-store');
      return exported;
    },
  );

  app.post(
    `/${testEntity}/import`,
    {
      config: { permission: `${testPermission}.create` },
      bodyLimit: DOCUMENT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: `Creates a test (and its lesson, if new) from a ${format} document; a bad document is refused with every problem named and nothing written`,
        querystring: TestImportQuerySchema,
        // Checked by the import itself, so that every problem is named with its path in the document.
        body: document,
        response: { 201: TestImportResultSchema, ...problems, 413: ProblemSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await importTestDocument({ db: db() }, { document: request.body, kind, publish: request.query.publish })),
  );

  app.get(
    `/${testEntity}/:id/preview`,
    { config: { permission: `${testPermission}.read` }, schema: { tags, security, summary: 'The whole test exactly as a learner sees it (published or not), without any key: the practice/{id} screen', params: IdParamsSchema, response: { 200: LearnerTestSchema, ...problems } } },
    async (request) => getLearnerTest({ db: db() }, { testId: request.params.id, includeUnpublished: true, kind }),
  );
}
