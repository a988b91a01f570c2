import { contentServices } from '@lexam/core';
import { registerContentType } from '../../plugins/content-type';
import type { App } from '../../types';

/** Every declared content type (packages/core/src/content/registry.ts), each served from its declaration. */
export default async function contentTypeRoutes(app: App) {
  for (const service of contentServices) registerContentType(app, service);
}
