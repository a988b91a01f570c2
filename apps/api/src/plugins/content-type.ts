import type { ContentService } from '@lexam/core';
import type { App } from '../types';
import type { ReportColumnKind } from './report-columns';
import { registerResource, type ResourceDefinition } from './resource';

/** "partOfSpeech" → "Part of speech": a report column's English title when the admin sends none. */
export function titleOf(key: string): string {
  if (key === 'id') return 'Id';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/ Id$/, '').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a report column's cells are written, from the field's kind. */
function reportKindOf(type: ContentService['type'], key: string): ReportColumnKind | undefined {
  if (key === 'createdAt' || key === 'updatedAt') return 'datetime';
  if (key === 'id' || key === 'sortOrder') return 'number';
  const kind = type.fields[key]?.kind;
  return kind === 'number' || kind === 'boolean' || kind === 'date' ? kind : undefined;
}

/**
 * Serves a declared content type at `/E` with every verb of API.md: the schemas, the permission,
 * the report columns and the verbs it lacks (405) all come from its declaration.
 */
export function registerContentType(app: App, service: ContentService) {
  const { type } = service;
  const without = new Set(type.without ?? []);
  type Row = Record<string, unknown>;
  const definition: ResourceDefinition<Row, never, Row, Row> = {
    entity: type.entity,
    permission: type.permission,
    row: type.row as never,
    query: type.query as never,
    create: without.has('create') ? undefined : type.create,
    update: without.has('update') ? undefined : type.update,
    report: type.report.map((key) => ({ key, title: type.reportTitles?.[key] ?? titleOf(key), kind: reportKindOf(type, key) })),
    service: {
      list: (db, query) => service.list(db, query),
      get: (db, id) => service.get(db, id),
      ...(without.has('create') ? {} : { create: (db, input) => service.create(db, input) }),
      ...(without.has('update') ? {} : { update: (db, id, input) => service.update(db, id, input) }),
      ...(without.has('delete') ? {} : { remove: (db, ids, context) => service.remove(db, ids, context) }),
      ...(type.ordered && !without.has('reorder') ? { reorder: (db, ids) => service.reorder(db, ids), moveTo: (db, ids, position) => service.reorder(db, ids, position) } : {}),
      ...(without.has('statistics') ? {} : { statistics: (db, query) => service.statistics(db, query) }),
    },
  };
  registerResource(app, definition);
}
