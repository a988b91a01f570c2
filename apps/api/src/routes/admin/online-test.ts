import {
  OnlineGroupCreateSchema, OnlineGroupQuerySchema, OnlineGroupSchema, OnlineGroupUpdateSchema, OnlineQuestionCreateSchema, OnlineQuestionQuerySchema,
  OnlineQuestionSchema, OnlineQuestionUpdateSchema, OnlineSectionCreateSchema, OnlineSectionQuerySchema, OnlineSectionSchema, OnlineSectionUpdateSchema,
} from '@lexam/contracts';
import { onlineGroupService, onlineQuestionService, onlineSectionService } from '@lexam/core';
import { registerResource } from '../../plugins/resource';
import type { App } from '../../types';
import { registerExamAdminRoutes } from './exam-admin-routes';

/**
 * Authoring of online tests: per kind (IELTS, TOEIC, grammar) its lessons and tests resources with
 * copy, statistics, export, import and preview (exam-admin-routes.ts); shared by every kind the
 * sections (OnlinePassage), question groups (OnlinePart) and questions, each with the verbs of API.md.
 */
export default async function onlineTestRoutes(app: App) {
  registerExamAdminRoutes(app, { kind: 'ielts', testEntity: 'IeltsOnlineTest', testPermission: 'ielts-online-test', lessonEntity: 'IeltsOnlineTestLesson', lessonPermission: 'ielts-online-test', format: 'lexam-ielts-test' });
  registerExamAdminRoutes(app, { kind: 'toeic', testEntity: 'OnlineToeicTest', testPermission: 'online-toeic-test', lessonEntity: 'ToeicTestOnlne', lessonPermission: 'toeic-test-online', format: 'lexam-toeic-test' });
  registerExamAdminRoutes(app, { kind: 'grammar', testEntity: 'GrammarOnlineTest', testPermission: 'grammar-online-test', lessonEntity: 'GrammarOnlineTestLesson', lessonPermission: 'grammar-online-test', format: 'lexam-grammar-test' });
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
}
