import { ConversionTableSchema, ProblemSchema } from '@lexam/contracts';
import { DEFAULT_TABLE_SECTIONS, defaultTableFor } from '@lexam/core';
import { z } from 'zod';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

const DefaultTableQuerySchema = z.strictObject({
  section: z.enum(DEFAULT_TABLE_SECTIONS, { error: `section is one of ${DEFAULT_TABLE_SECTIONS.join(', ')}.` }),
});

/**
 * `GET IeltsOnlineTest/defaultTable?section=`: a default conversion table (core's), for the test
 * editor to store on a test as its own, e.g. the General Training reading table instead of the
 * Academic default. The tables live in core, which the web app cannot import.
 */
export default async function examDefaultTableRoutes(app: App) {
  app.get(
    '/IeltsOnlineTest/defaultTable',
    { config: { permission: 'ielts-online-test.read' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'A default raw-to-band or raw-to-score conversion table', querystring: DefaultTableQuerySchema, response: { 200: ConversionTableSchema, ...problems } } },
    async (request) => defaultTableFor(request.query.section),
  );
}
