import { z, type ZodType } from 'zod';
import {
  DeletedResponseSchema,
  IdParamsSchema,
  IdsBodySchema,
  OkResponseSchema,
  OrderBodySchema,
  ProblemSchema,
  ReportJobSchema,
  statisticsResponseOf,
  type PageQuery,
} from '@lexam/contracts';
import { DomainError, notFound, type ContentService } from '@lexam/core';
import type { App } from '../types';
import { setPagination } from './pagination';
import { REPORT_BODY, REPORT_FILE, REPORT_TYPES, reportQuerySchema, sendReport, type ReportColumn } from './report';
import { defineReportSource } from './report-jobs';
import type { ReportColumnKind } from './report-columns';

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

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 405: ProblemSchema, 409: ProblemSchema };

/**
 * Serves a declared content type at `/E` with every verb of API.md (list, detail, create, edit,
 * delete, deleteMulti, updateOrder, statistics, report), each behind its permission: the schemas, the
 * permission, the report columns and the verbs it lacks (405 with a clear title) all come from its
 * declaration (docs/content-types.md). The one way the admin API serves a resource.
 */
export function registerContentType(app: App, contentService: ContentService) {
  const { type } = contentService;
  const without = new Set(type.without ?? []);
  type Row = Record<string, unknown>;
  type Query = PageQuery & Row;
  const def = {
    entity: type.entity,
    permission: type.permission,
    row: type.row as ZodType<Row>,
    detail: contentService.detail,
    query: type.query,
    create: without.has('create') ? undefined : type.create,
    update: without.has('update') ? undefined : type.update,
    report: type.report.map((key): ReportColumn<string> => ({ key, title: type.reportTitles?.[key] ?? titleOf(key), kind: reportKindOf(type, key) })),
  };
  const service = {
    list: (db: Parameters<ContentService['list']>[0], query: Query) => contentService.list(db, query),
    get: (db: Parameters<ContentService['get']>[0], id: number) => contentService.get(db, id),
    create: without.has('create') ? undefined : (db: Parameters<ContentService['create']>[0], input: Row) => contentService.create(db, input),
    update: without.has('update') ? undefined : (db: Parameters<ContentService['update']>[0], id: number, input: Row) => contentService.update(db, id, input),
    remove: without.has('delete') ? undefined : (db: Parameters<ContentService['remove']>[0], ids: number[], context: { actorId?: number }) => contentService.remove(db, ids, context),
    reorder: type.ordered && !without.has('reorder') ? (db: Parameters<ContentService['reorder']>[0], ids: number[], position?: number) => contentService.reorder(db, ids, position) : undefined,
    statistics: without.has('statistics') ? undefined : contentService.statistics,
  };
  const { entity } = def;
  const can = (action: 'read' | 'create' | 'update' | 'delete') => ({ permission: `${def.permission}.${action}` as const });
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const db = () => app.database.db;
  // Rows are checked by this schema at run time; typed loosely here so the type provider accepts generic rows.
  const row = def.row as ZodType<unknown>;
  const notAllowed = (verb: string) => () => {
    throw new DomainError({ status: 405, title: `${entity} cannot be ${verb}.` });
  };
  const unsupported = (method: 'POST' | 'PUT' | 'DELETE', url: string, verb: string) =>
    app.route({ method, url, config: { public: true }, schema: { hide: true }, handler: notAllowed(verb) });
  const found = (row: Row | undefined, id: number) => {
    if (!row) throw notFound(`There is no ${entity} ${id}.`);
    return row;
  };

  app.get(`/${entity}`, { config: can('read'), schema: { tags, security, summary: `Lists ${entity} rows`, querystring: def.query, response: { 200: z.array(row), ...problems } } }, async (request, reply) => {
    const query = request.query as Query;
    const { rows, totalCount } = await service.list(db(), query);
    setPagination(reply, { pageIndex: query.pageIndex, pageSize: query.pageSize, totalCount });
    return rows;
  });

  app.get(`/${entity}/:id`, { config: can('read'), schema: { tags, security, summary: `One ${entity}`, params: IdParamsSchema, response: { 200: def.detail ?? row, ...problems } } }, async (request) =>
    found(await service.get(db(), request.params.id), request.params.id),
  );

  if (service.create && def.create) {
    const create = service.create;
    app.post(`/${entity}`, { config: can('create'), schema: { tags, security, summary: `Creates a ${entity}`, body: def.create, response: { 201: row, ...problems } } }, async (request, reply) =>
      reply.code(201).send(await create(db(), request.body as Row)),
    );
  } else unsupported('POST', `/${entity}`, 'created here');

  if (service.update && def.update) {
    const update = service.update;
    app.put(`/${entity}/:id`, { config: can('update'), schema: { tags, security, summary: `Edits a ${entity}`, params: IdParamsSchema, body: def.update, response: { 200: row, ...problems } } }, async (request) =>
      found(await update(db(), request.params.id, request.body as Row), request.params.id),
    );
  } else unsupported('PUT', `/${entity}/:id`, 'edited');

  if (service.remove) {
    const remove = service.remove;
    app.delete(`/${entity}/:id`, { config: can('delete'), schema: { tags, security, summary: `Deletes a ${entity}`, params: IdParamsSchema, response: { 200: DeletedResponseSchema, ...problems } } }, async (request) => {
      const deleted = await remove(db(), [request.params.id], { actorId: request.principal?.id });
      if (deleted === 0) throw notFound(`There is no ${entity} ${request.params.id}.`);
      return { deleted };
    });
    app.post(`/${entity}/deleteMulti`, { config: can('delete'), schema: { tags, security, summary: `Deletes several ${entity} rows`, body: IdsBodySchema, response: { 200: DeletedResponseSchema, ...problems } } }, async (request) => ({
      deleted: await remove(db(), request.body.ids, { actorId: request.principal?.id }),
    }));
  } else {
    unsupported('DELETE', `/${entity}/:id`, 'deleted');
    unsupported('POST', `/${entity}/deleteMulti`, 'deleted');
  }

  if (service.reorder) {
    const reorder = service.reorder;
    app.put(`/${entity}/updateOrder`, { config: can('update'), schema: { tags, security, summary: `Orders ${entity} rows`, body: OrderBodySchema, response: { 200: OkResponseSchema, ...problems } } }, async (request) => {
      const { ids, position } = request.body;
      await reorder(db(), ids, position);
      return { ok: true as const };
    });
  } else unsupported('PUT', `/${entity}/updateOrder`, 'ordered: it has no order');

  if (service.statistics) {
    const statistics = service.statistics;
    const counted = type.statistics?.kind === 'attempts' ? 'Submitted attempts per week' : type.statistics?.kind === 'learners' ? 'Learners who started and finished per week' : 'Rows created per day';
    const schema = { tags, security, summary: `${entity}: ${counted.toLowerCase()}`, description: `${counted}, newest first (docs/content-types.md, Statistics).`, querystring: type.statisticsQuery, response: { 200: statisticsResponseOf(type.statistics), ...problems } };
    app.post(`/${entity}/statistics`, { config: can('read'), schema }, async (request) => statistics(db(), request.query as Parameters<ContentService['statistics']>[1], request.principal ?? undefined));
  } else unsupported('POST', `/${entity}/statistics`, 'counted by day');

  const report = defineReportSource(app, { entity, columns: def.report, query: reportQuerySchema(def.query), listPage: (query, page) => service.list(db(), { ...(query as Query), ...page }) });
  app.post(`/${entity}/report`, { config: can('read'), schema: { tags, security, summary: `All ${entity} rows as a spreadsheet (xlsx; CSV with format=csv); with mode=queue prepared in the background (202, GET Reports/{jobId})`, querystring: report.query, body: REPORT_BODY, produces: REPORT_TYPES, response: { 200: REPORT_FILE, 202: ReportJobSchema, ...problems } } }, async (request, reply) =>
    sendReport({ request, reply, source: report }));
}

