// The first scenarios: health (the ceiling of any route), the course catalogue, and the learner
// home page (server-rendered by Next.js; only with --only learner-home and a server with the web app).
import type { PlanContext, Scenario, ScenarioPlan } from '../scenario';
import { expectJson } from './http';

function simpleGet({ name, description, path, budgetKey, connections, maxRequests }: { name: string; description: string; path: string; budgetKey: string; connections: number; maxRequests: number }): Scenario {
  const route = path.split('?')[0]!;
  return {
    name,
    description,
    method: 'GET',
    path,
    budgetKey,
    async plan({ baseUrl, duration, connections: given }: PlanContext): Promise<ScenarioPlan> {
      const body = await expectJson<unknown>(baseUrl, 'GET', path, 200);
      return {
        load: { connections: given ?? connections, duration: duration ?? 10, maxRequests, warmup: true, requests: [{ method: 'GET', path }] },
        captures: [{ key: name, method: 'GET', route, statusCode: 200, body }],
      };
    },
  };
}

export const health = simpleGet({
  name: 'health',
  description: 'GET /api/health: Fastify routing, serialisation and one database ping; the ceiling of any route.',
  path: '/api/health',
  budgetKey: 'health',
  connections: 20,
  maxRequests: 300_000,
});

export const courseIndex = simpleGet({
  name: 'course-index',
  description: 'The learner course catalogue: a paginated, database-backed list with a count (x-pagination header).',
  path: '/api/learner/Course/getCourseIndexs?pageIndex=1&pageSize=20',
  budgetKey: 'courseIndex',
  connections: 20,
  maxRequests: 200_000,
});

export const learnerHome: Scenario = {
  name: 'learner-home',
  description: 'GET /page/home: the learner home page rendered by Next.js behind Fastify (HTML only, no assets; no baseline).',
  method: 'GET',
  path: '/page/home',
  budgetKey: 'learnerHome',
  isWebPage: true,
  isOptional: true,
  async plan({ duration, connections }: PlanContext): Promise<ScenarioPlan> {
    return { load: { connections: connections ?? 10, duration: duration ?? 10, maxRequests: 50_000, warmup: true, requests: [{ method: 'GET', path: '/page/home' }] }, captures: [] };
  },
};
