import { z } from 'zod';
import { ActivityRowSchema, HomeSummaryQuerySchema, HomeSummarySchema, LearningHistoryQuerySchema, ProblemSchema, ReportJobSchema, type LearningHistoryQuery } from '@lexam/contracts';
import { homeSummary, listLearningHistory, seesEveryLearner } from '@lexam/core';
import { principalOf } from '../../plugins/auth';
import { setPagination } from '../../plugins/pagination';
import { REPORT_BODY, REPORT_FILE, REPORT_TYPES, reportQuerySchema, sendReport, type ReportColumn } from '../../plugins/report';
import { defineReportSource } from '../../plugins/report-jobs';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

/** The history workbook's columns (English titles; the screen sends its own, as shown). */
const HISTORY_REPORT_COLUMNS: ReportColumn[] = [
  { key: 'at', title: 'Date', kind: 'datetime' },
  { key: 'userName', title: 'Learner', kind: 'text' },
  { key: 'email', title: 'E-mail', kind: 'text' },
  { key: 'activity', title: 'Activity', kind: 'text' },
  { key: 'skill', title: 'Skill', kind: 'text' },
  { key: 'title', title: 'Title', kind: 'text' },
  { key: 'mode', title: 'Mode', kind: 'text' },
  { key: 'rawScore', title: 'Score', kind: 'number' },
  { key: 'maxScore', title: 'Out of', kind: 'number' },
  { key: 'percent', title: 'Percent', kind: 'number' },
  { key: 'band', title: 'Band', kind: 'number' },
  { key: 'scaledScore', title: 'TOEIC score', kind: 'number' },
  { key: 'items', title: 'Items', kind: 'number' },
  { key: 'durationSeconds', title: 'Seconds', kind: 'number' },
  { key: 'status', title: 'Status', kind: 'text' },
];

/**
 * The dashboard home's results: learners' submitted attempts. The rows name learners and their
 * e-mails, so the route asks `user.read`; a super admin sees every learner's, a teacher only those of
 * the learners of the classes they teach.
 */
export default async function homeRoutes(app: App) {
  const scopeOf = (request: Parameters<typeof principalOf>[0]) => {
    const principal = principalOf(request);
    return seesEveryLearner(principal) ? {} : { teacherId: principal.id };
  };

  app.get('/Home/GetHistoryLearningOfStudent', {
    config: { permission: 'user.read' },
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "What learners did, of every kind (tests, reading, flashcards, writing, speaking, videos): search by learner or title, filter by dates, class, learner, activity, skill (tests: test, kind, mode), sort, page",
      querystring: LearningHistoryQuerySchema,
      response: { 200: z.array(ActivityRowSchema), ...problems },
    },
  }, async (request, reply) => {
    const { rows, totalCount } = await listLearningHistory(app.database.db, request.query, scopeOf(request));
    setPagination(reply, { ...request.query, totalCount });
    return rows;
  });

  const historyReport = defineReportSource(app, {
    entity: 'LearningHistory',
    columns: HISTORY_REPORT_COLUMNS,
    query: reportQuerySchema(LearningHistoryQuerySchema),
    scopeOf,
    listPage: (query, page, scope) => listLearningHistory(app.database.db, { ...(query as LearningHistoryQuery), ...page }, scope),
  });
  // Ours: the history screen's workbook, of what its filters show (the body names the columns and their titles as shown).
  app.post('/Home/reportHistoryLearningOfStudent', {
    config: { permission: 'user.read' },
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: 'The learning history as a spreadsheet (xlsx; CSV with format=csv), with the same filters as Home/GetHistoryLearningOfStudent; with mode=queue prepared in the background (202, GET Reports/{jobId})',
      querystring: historyReport.query,
      body: REPORT_BODY,
      produces: REPORT_TYPES,
      response: { 200: REPORT_FILE, 202: ReportJobSchema, ...problems },
    },
  }, async (request, reply) => sendReport({ request, reply, source: historyReport }));

  app.get('/Home/getSummary', {
    // Any admin: what it answers depends on the caller's permissions.
    config: { signedIn: true },
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: "The dashboard home: today's activity of the learners the caller may see (a teacher: their classes' learners) and what waits (draft tests, unconfirmed accounts), by the caller's permissions",
      querystring: HomeSummaryQuerySchema,
      response: { 200: HomeSummarySchema, ...problems },
    },
  }, async (request) => homeSummary(app.database.db, principalOf(request), request.query));
}
