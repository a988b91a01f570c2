import { MarkReadBodySchema, NotificationListQuerySchema, NotificationListSchema, PracticeResultQuerySchema, PracticeResultSchema, ProblemSchema } from '@lexam/contracts';
import { z } from 'zod';
import { getPracticeResult, listNotifications, markNotificationsRead } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import type { App } from '../../types';

const tags = ['learner'];
const security = [{ bearer: [] }];
const problems = { 400: ProblemSchema, 401: ProblemSchema, 404: ProblemSchema };

/** The learner's own graded answers and notifications; another learner's answer is a 404. */
export default async function practiceResultRoutes(app: App) {
  const db = () => app.database.db;
  for (const [url, kind] of [['/Writing/getDetailResult', 'writing'], ['/Speaking/GetDetailResult', 'speaking']] as const) {
    app.get(url, { schema: { tags, security, summary: `One of the learner's own ${kind} answers: the grade, comments and model answer once released`, querystring: PracticeResultQuerySchema, response: { 200: PracticeResultSchema, ...problems } } }, async (request) =>
      getPracticeResult(db(), { userId: principalOf(request).id, kind, id: request.query.id, secret: app.auth.tokens.settings.secret }));
  }

  app.get('/Notification/getList', { schema: { tags, security, summary: "The learner's notifications, newest first, with the unread count", querystring: NotificationListQuerySchema, response: { 200: NotificationListSchema, ...problems } } }, async (request, reply) => {
    const list = await listNotifications(db(), principalOf(request).id, request.query);
    setPagination(reply, { ...request.query, totalCount: list.totalCount });
    return list;
  });

  app.post('/Notification/markRead', { schema: { tags, security, summary: "Marks some of the learner's own notifications read", body: MarkReadBodySchema, response: { 200: z.object({ updated: z.number().int() }), ...problems } } }, async (request) =>
    markNotificationsRead(db(), principalOf(request).id, request.body.ids));
}
