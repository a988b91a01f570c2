import { guard } from '../../plugins/auth';
import type { App } from '../../types';
import learnerAccountRoutes from './account';
import learnerAuthRoutes from './auth';
import courseRoutes from './course';
import learnerUserRoutes from './user';
import onlineIeltsTestRoutes from './online-ielts-test';

/** Everything under /api/learner: learner tokens only; routes marked `public` are open. */
export default async function learnerRoutes(app: App, options: { signInPerMinute: number }) {
  app.addHook('onRequest', guard(app, 'site'));
  await app.register(learnerAuthRoutes, { signInPerMinute: options.signInPerMinute });
  await app.register(learnerAccountRoutes, { signInPerMinute: options.signInPerMinute });
  await app.register(courseRoutes);
  await app.register(learnerUserRoutes);
  await app.register(onlineIeltsTestRoutes);
}
