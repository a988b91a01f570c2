import {
  IdParamsSchema, OnlineGroupCreateSchema, OnlineGroupQuerySchema, OnlineGroupSchema, OnlineGroupUpdateSchema, OnlineQuestionCreateSchema,
  OnlineQuestionQuerySchema, OnlineQuestionSchema, OnlineQuestionUpdateSchema, OnlineSectionCreateSchema, OnlineSectionQuerySchema,
  OnlineSectionSchema, OnlineSectionUpdateSchema, OnlineTestCreateSchema, OnlineTestDetailSchema, OnlineTestLessonCreateSchema,
  OnlineTestLessonQuerySchema, OnlineTestLessonSchema, OnlineTestLessonUpdateSchema, OnlineTestQuerySchema, OnlineTestSchema,
  OnlineTestUpdateSchema, ProblemSchema, TestStatisticsSchema,
} from '@lexam/contracts';
import {
  copyOnlineTest, getTestStatistics, notFound, onlineGroupService, onlineQuestionService, onlineSectionService, onlineTestLessonService, onlineTestService,
} from '@lexam/core';
import { registerResource } from '../../plugins/resource';
import type { App } from '../../types';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };

/**
 * Authoring of IELTS online tests: lessons, tests, sections (OnlinePassage), question groups
 * (OnlinePart) and questions, each with the verbs of API.md, and the per-question statistics.
 */
export default async function onlineTestRoutes(app: App) {
  const db = () => app.database.db;
  registerResource(app, {
    entity: 'IeltsOnlineTestLesson',
    permission: 'ielts-online-test',
    row: OnlineTestLessonSchema,
    query: OnlineTestLessonQuerySchema,
    create: OnlineTestLessonCreateSchema,
    update: OnlineTestLessonUpdateSchema,
    service: onlineTestLessonService,
    report: [{ key: 'id', title: 'Id' }, { key: 'name', title: 'Name' }, { key: 'skill', title: 'Skill' }, { key: 'sortOrder', title: 'Order' }, { key: 'testCount', title: 'Tests' }],
  });
  registerResource(app, {
    entity: 'IeltsOnlineTest',
    permission: 'ielts-online-test',
    row: OnlineTestSchema,
    detail: OnlineTestDetailSchema,
    query: OnlineTestQuerySchema,
    create: OnlineTestCreateSchema,
    update: OnlineTestUpdateSchema,
    service: onlineTestService,
    report: [
      { key: 'id', title: 'Id' }, { key: 'name', title: 'Name' }, { key: 'skill', title: 'Skill' }, { key: 'lessonName', title: 'Lesson' },
      { key: 'questionCount', title: 'Questions' }, { key: 'isPublished', title: 'Published' }, { key: 'attemptCount', title: 'Attempts' }, { key: 'updatedAt', title: 'Updated' },
    ],
  });
  registerResource(app, {
    entity: 'OnlinePassage',
    permission: 'online-passage',
    row: OnlineSectionSchema,
    query: OnlineSectionQuerySchema,
    create: OnlineSectionCreateSchema,
    update: OnlineSectionUpdateSchema,
    service: onlineSectionService,
    report: [{ key: 'id', title: 'Id' }, { key: 'testId', title: 'Test' }, { key: 'title', title: 'Title' }, { key: 'sortOrder', title: 'Order' }, { key: 'audioFileKey', title: 'Audio' }],
  });
  registerResource(app, {
    entity: 'OnlinePart',
    permission: 'online-part',
    row: OnlineGroupSchema,
    query: OnlineGroupQuerySchema,
    create: OnlineGroupCreateSchema,
    update: OnlineGroupUpdateSchema,
    service: onlineGroupService,
    report: [{ key: 'id', title: 'Id' }, { key: 'sectionId', title: 'Section' }, { key: 'instructions', title: 'Instructions' }, { key: 'sortOrder', title: 'Order' }],
  });
  registerResource(app, {
    entity: 'IeltsOnlineQuestion',
    permission: 'ielts-online-test',
    row: OnlineQuestionSchema,
    query: OnlineQuestionQuerySchema,
    create: OnlineQuestionCreateSchema,
    update: OnlineQuestionUpdateSchema,
    service: onlineQuestionService,
    report: [{ key: 'id', title: 'Id' }, { key: 'groupId', title: 'Group' }, { key: 'number', title: 'Number' }, { key: 'type', title: 'Type' }, { key: 'explanation', title: 'Explanation' }, { key: 'evidence', title: 'Evidence' }],
  });

  app.post(
    '/IeltsOnlineTest/:id/copy',
    { config: { permission: 'ielts-online-test.create' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'Copies a test with its whole tree, unpublished, into the same lesson', params: IdParamsSchema, response: { 201: OnlineTestDetailSchema, ...problems } } },
    async (request, reply) => {
      const copy = await copyOnlineTest(db(), request.params.id);
      if (!copy) throw notFound(`There is no IeltsOnlineTest ${request.params.id}.`);
      return reply.code(201).send(copy);
    },
  );

  app.get(
    '/IeltsOnlineTest/:id/details',
    { config: { permission: 'ielts-online-test.read' }, schema: { tags: ['admin'], security: [{ bearer: [] }], summary: 'Facility and discrimination of each question of a test, over its submitted full attempts', params: IdParamsSchema, response: { 200: TestStatisticsSchema, ...problems } } },
    async (request) => {
      const statistics = await getTestStatistics(db(), request.params.id);
      if (!statistics) throw notFound(`There is no IeltsOnlineTest ${request.params.id}.`);
      return statistics;
    },
  );
}
