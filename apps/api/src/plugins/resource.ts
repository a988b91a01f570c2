import { z, type ZodType } from 'zod';
import {
  DeletedResponseSchema,
  IdParamsSchema,
  IdsBodySchema,
  OkResponseSchema,
  PageQuerySchema,
  ProblemSchema,
  StatisticsQuerySchema,
  StatisticsResponseSchema,
  type PageQuery,
  type Resource,
  type StatisticsQuery,
  type StatisticsResponse,
  OrderBodySchema,
} from '@lexam/contracts';
import { DomainError, badRequest, notFound, type Database } from '@lexam/core';
import type { App } from '../types';
import { setPagination } from './pagination';
import { REPORT_BODY, REPORT_FILE, REPORT_TYPES, reportQuerySchema, sendReport, type ReportColumn } from './report';

/** What a resource can do; a verb it lacks answers 405. */
export interface ResourceService<Row, Query extends PageQuery, Create, Update> {
  list(db: Database, query: Query): Promise<{ rows: Row[]; totalCount: number }>;
  get(db: Database, id: number): Promise<Row | undefined>;
  create?(db: Database, input: Create): Promise<Row>;
  update?(db: Database, id: number, input: Update): Promise<Row | undefined>;
  remove?(db: Database, ids: number[], context: { actorId?: number }): Promise<number>;
  reorder?(db: Database, ids: number[]): Promise<void>;
  /** `updateOrder` with a `position`: the ids moved together to that 1-based place. */
  moveTo?(db: Database, ids: number[], position: number): Promise<void>;
  statistics?(db: Database, query: StatisticsQuery): Promise<StatisticsResponse>;
}

export interface ResourceDefinition<Row, Query extends PageQuery, Create, Update> {
  /** The path segment of API.md, e.g. `Role`. */
  entity: string;
  /** The resource of the permissions `<resource>.read|create|update|delete`. */
  permission: Resource;
  row: ZodType<Row>;
  /** The answer of `GET E/{id}` when it holds more than a list row (a test with its whole tree). */
  detail?: ZodType<unknown>;
  query?: ZodType<Query>;
  create?: ZodType<Create>;
  update?: ZodType<Update>;
  service: ResourceService<Row, Query, Create, Update>;
  /** The columns of `E/report` (English titles; a `kind` makes dates date cells). */
  report: ReportColumn<keyof Row & string>[];
}

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema, 405: ProblemSchema, 409: ProblemSchema };

/**
 * Gives a resource every verb of API.md (list, detail, create, edit, delete, deleteMulti,
 * updateOrder, statistics, report), each declaring its permission. Verbs the resource's service does
 * not offer answer 405 with a clear title. One definition per resource, no copy-pasted routes.
 */
export function registerResource<Row, Query extends PageQuery, Create, Update>(app: App, def: ResourceDefinition<Row, Query, Create, Update>) {
  const { entity, service } = def;
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

  app.get(`/${entity}`, { config: can('read'), schema: { tags, security, summary: `Lists ${entity} rows`, querystring: def.query ?? PageQuerySchema, response: { 200: z.array(row), ...problems } } }, async (request, reply) => {
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
      reply.code(201).send((await create(db(), request.body as Create))),
    );
  } else unsupported('POST', `/${entity}`, 'created here');

  if (service.update && def.update) {
    const update = service.update;
    app.put(`/${entity}/:id`, { config: can('update'), schema: { tags, security, summary: `Edits a ${entity}`, params: IdParamsSchema, body: def.update, response: { 200: row, ...problems } } }, async (request) =>
      found(await update(db(), request.params.id, request.body as Update), request.params.id),
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
      if (position === undefined) await reorder(db(), ids);
      else if (service.moveTo) await service.moveTo(db(), ids, position);
      else throw badRequest(`${entity} rows cannot be moved to a position: send every id in its new order.`, [{ field: 'body.position', message: 'Not supported here.' }]);
      return { ok: true as const };
    });
  } else unsupported('PUT', `/${entity}/updateOrder`, 'ordered: it has no order');

  if (service.statistics) {
    const statistics = service.statistics;
    app.post(`/${entity}/statistics`, { config: can('read'), schema: { tags, security, summary: `${entity} rows created per day`, querystring: StatisticsQuerySchema, response: { 200: StatisticsResponseSchema, ...problems } } }, async (request) =>
      statistics(db(), request.query),
    );
  } else unsupported('POST', `/${entity}/statistics`, 'counted by day');

  app.post(`/${entity}/report`, { config: can('read'), schema: { tags, security, summary: `All ${entity} rows as a spreadsheet (xlsx; CSV with format=csv)`, querystring: reportQuerySchema(def.query ?? PageQuerySchema), body: REPORT_BODY, produces: REPORT_TYPES, response: { 200: REPORT_FILE } } }, async (request, reply) => {
    const { format: _format, ...query } = request.query as Query & { format: string };
    return sendReport({ request, reply, entity, columns: def.report, listPage: (page) => service.list(db(), { ...(query as unknown as Query), ...page }) });
  });
}

