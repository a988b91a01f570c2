import { z } from 'zod';
import {
  AddCommentBodySchema, CriteriaSchema, DeletedResponseSchema, EditCommentBodySchema, GradingCountsSchema, GradingDetailSchema, GradingQueueQuerySchema,
  GradingQueueRowSchema, IdParamsSchema, ProblemSchema, ReleaseBodySchema, ReopenBodySchema, SaveGradeBodySchema,
} from '@lexam/contracts';
import { addComment, deleteComment, editComment, getGradingDetail, gradingCounts, listGradingQueue, releaseGrade, reopenGrade, saveGrade } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const tags = ['admin'];
const security = [{ bearer: [] }];
const idOnly = z.object({ id: z.number().int() });
const status = z.enum(['submitted', 'in_marking', 'released']);

/**
 * Grading of writing and speaking answers (docs/grading.md): a teacher reaches only the submissions of
 * the learners of the classes they teach (another's: 404); a super admin reaches all.
 */
export default async function gradingRoutes(app: App) {
  const db = () => app.database.db;

  app.get('/Grading/getQueue', { config: { permission: 'grading.read' }, schema: { tags, security, summary: 'Submissions to grade (oldest submitted first): filter by kind, status, class or learner', querystring: GradingQueueQuerySchema, response: { 200: z.array(GradingQueueRowSchema), ...problems } } }, async (request, reply) => {
    const { rows, totalCount } = await listGradingQueue(db(), principalOf(request), request.query);
    setPagination(reply, { ...request.query, totalCount });
    return rows;
  });

  app.get('/Grading/getCounts', { config: { permission: 'grading.read' }, schema: { tags, security, summary: 'How many submissions are waiting, in marking and released, by kind', response: { 200: GradingCountsSchema, ...problems } } }, async (request) =>
    gradingCounts(db(), principalOf(request)));

  app.get('/Grading/:id', { config: { permission: 'grading.read' }, schema: { tags, security, summary: 'One submission with its prompt, answer or recordings (signed links), grade and comments; opening a submitted one puts it in marking', params: IdParamsSchema, response: { 200: GradingDetailSchema, ...problems } } }, async (request) =>
    getGradingDetail(db(), principalOf(request), request.params.id, { secret: app.auth.tokens.settings.secret }));

  app.put('/Grading/saveGrade', { config: { permission: 'grading.update' }, schema: { tags, security, summary: "Saves the criteria (whole bands 0–9, the kind's four) and the overall comment; the band is computed by the server", body: SaveGradeBodySchema, response: { 200: z.object({ id: z.number().int(), criteria: CriteriaSchema, band: z.number().nullable(), overallComment: z.string(), status: z.string() }), ...problems } } }, async (request) =>
    saveGrade(db(), principalOf(request), request.body));

  app.post('/Grading/addComment', { config: { permission: 'grading.create' }, schema: { tags, security, summary: 'Adds a comment on words of the answer (the quote must be the text there), on a moment of a recording, or general', body: AddCommentBodySchema, response: { 201: idOnly, ...problems } } }, async (request, reply) =>
    reply.code(201).send(await addComment(db(), principalOf(request), request.body)));

  app.put('/Grading/editComment', { config: { permission: 'grading.update' }, schema: { tags, security, summary: "Edits a comment's text or criterion", body: EditCommentBodySchema, response: { 200: idOnly, ...problems } } }, async (request) =>
    editComment(db(), principalOf(request), request.body));

  app.delete('/Grading/deleteComment/:id', { config: { permission: 'grading.delete' }, schema: { tags, security, summary: 'Deletes a comment', params: IdParamsSchema, response: { 200: DeletedResponseSchema, ...problems } } }, async (request) =>
    deleteComment(db(), principalOf(request), request.params.id));

  app.post('/Grading/release', { config: { permission: 'grading.update' }, schema: { tags, security, summary: 'Releases a grade with every criterion given: the learner is told in the app and by e-mail', body: ReleaseBodySchema, response: { 200: z.object({ id: z.number().int(), status, band: z.number() }), ...problems } } }, async (request) =>
    releaseGrade(db(), principalOf(request), request.body.id, app.mail));

  app.post('/Grading/reopen', { config: { permission: 'grading.update' }, schema: { tags, security, summary: 'Re-opens a released grade (back in marking), with a note saying why', body: ReopenBodySchema, response: { 200: z.object({ id: z.number().int(), status }), ...problems } } }, async (request) =>
    reopenGrade(db(), principalOf(request), request.body.id, request.body.note));
}
