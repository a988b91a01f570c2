import { z } from 'zod';
import { MarkReadBodySchema, NotificationListQuerySchema, NotificationListSchema, ProblemSchema, ReportJobParamsSchema, ReportJobSchema } from '@lexam/contracts';
import { conflict, listNotifications, markNotificationsRead, notFound } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import { REPORT_FILE, REPORT_TYPES, reportContentType } from '../../plugins/report';
import { reportJobOf } from '../../plugins/report-jobs';
import { sendStored } from '../../plugins/uploads';
import type { App } from '../../types';

const tags = ['admin'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 409: ProblemSchema };
const NOT_YOURS = 'There is no such report.';

/**
 * The reports an admin had prepared in the background (`POST E/report?mode=queue`), and the admin's
 * in-app notifications (a report ready). An admin reaches only their own report jobs: another's is a 404.
 */
export default async function reportJobRoutes(app: App) {
  const db = () => app.database.db;
  const ownJob = async (request: Parameters<typeof principalOf>[0], jobId: string) => {
    const state = await app.reportJobs.queue().get(jobId);
    if (!state || state.data.userId !== principalOf(request).id) throw notFound(NOT_YOURS);
    return state;
  };

  app.get('/Reports/:jobId', { config: { signedIn: true }, schema: { tags, security, summary: 'A report prepared in the background: queued, running, done (its row count and download address) or failed', params: ReportJobParamsSchema, response: { 200: ReportJobSchema, ...problems } } }, async (request) =>
    reportJobOf(await ownJob(request, request.params.jobId)));

  app.get('/Reports/:jobId/download', { config: { signedIn: true }, schema: { tags, security, summary: 'The file of a report prepared in the background, to the admin who asked for it (kept 24 hours)', params: ReportJobParamsSchema, produces: REPORT_TYPES, response: { 200: REPORT_FILE, ...problems } } }, async (request, reply) => {
    const state = await ownJob(request, request.params.jobId);
    if (state.status !== 'done' || !state.result) throw conflict(state.status === 'failed' ? 'This report failed; ask for it again.' : 'This report is not ready yet.');
    const job = reportJobOf(state);
    reply.header('content-disposition', `attachment; filename="${job.fileName}"`);
    return sendStored({ request, reply, storage: app.fileStorage, key: state.result.key, contentType: reportContentType(job.format), cacheControl: 'private, no-store' });
  });

  app.get('/Notification/getList', { config: { signedIn: true }, schema: { tags, security, summary: "The admin's notifications (a report ready), newest first, with the unread count", querystring: NotificationListQuerySchema, response: { 200: NotificationListSchema, ...problems } } }, async (request, reply) => {
    const list = await listNotifications(db(), principalOf(request).id, request.query);
    setPagination(reply, { ...request.query, totalCount: list.totalCount });
    return list;
  });

  app.post('/Notification/markRead', { config: { signedIn: true }, schema: { tags, security, summary: "Marks some of the admin's own notifications read", body: MarkReadBodySchema, response: { 200: z.object({ updated: z.number().int() }), ...problems } } }, async (request) =>
    markNotificationsRead(db(), principalOf(request).id, request.body.ids));
}
