import { guard, requireDeclaredPermission } from '../../plugins/auth';
import type { App } from '../../types';
import adminAuthRoutes from './auth';
import classRoutes from './class';
import gradingRoutes from './grading';
import examDefaultTableRoutes from './exam-default-tables';
import filesRoutes from './files';
import homeRoutes from './home';
import onlineTestRoutes from './online-test';
import contentTypeRoutes from './content-types';
import uploadRoutes from './upload';
import adminUserRoutes from './user';
import videoLessonRoutes from './video-lesson';
import listeningAdminRoutes from './listening';
import reportJobRoutes from './reports';
import toeicCourseAdminRoutes from './toeic-course';
import writingUploadRoutes from './writing-upload';

/** Everything under /api/admin: admin tokens only, and every route declares its permission. */
export default async function adminRoutes(app: App, options: { signInPerMinute: number }) {
  requireDeclaredPermission(app);
  app.addHook('onRequest', guard(app, 'admin'));
  await app.register(adminAuthRoutes, { signInPerMinute: options.signInPerMinute });
  await app.register(adminUserRoutes);
  await app.register(classRoutes);
  await app.register(contentTypeRoutes);
  await app.register(uploadRoutes);
  await app.register(filesRoutes);
  await app.register(onlineTestRoutes);
  await app.register(examDefaultTableRoutes);
  await app.register(homeRoutes);
  await app.register(videoLessonRoutes);
  await app.register(writingUploadRoutes);
  await app.register(gradingRoutes);
  await app.register(listeningAdminRoutes);
  await app.register(reportJobRoutes);
  await app.register(toeicCourseAdminRoutes);
}
