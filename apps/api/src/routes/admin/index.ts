import type { App } from '../../types';

/**
 * Everything under /api/admin. The admin controllers (API.md) arrive with sign-in and access
 * control; until then the mount exists and answers a JSON 404 for every path.
 */
export default async function adminRoutes(_app: App) {}
