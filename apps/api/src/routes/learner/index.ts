import type { App } from '../../types';
import courseRoutes from './course';

/** Everything under /api/learner. */
export default async function learnerRoutes(app: App) {
  await app.register(courseRoutes);
}
