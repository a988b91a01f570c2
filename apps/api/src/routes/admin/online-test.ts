import { EXAM_KIND_VALUES } from '@lexam/contracts';
import type { App } from '../../types';
import { registerExamAdminRoutes } from './exam-admin-routes';

/**
 * Authoring of online tests beyond the verbs of API.md: per kind (IELTS, TOEIC, grammar) copy,
 * statistics, export, import and preview of its tests (exam-admin-routes.ts). The lessons, tests,
 * sections (OnlinePassage), question groups (OnlinePart) and questions are declared content types,
 * served with every other one (content-types.ts).
 */
export default async function onlineTestRoutes(app: App) {
  for (const kind of EXAM_KIND_VALUES) registerExamAdminRoutes(app, kind);
}
