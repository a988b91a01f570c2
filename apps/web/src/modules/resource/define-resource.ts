import type { ResourceCalls, ResourceDefinition, ResourceInput, ResourceRow } from './types';

/** API.md's generic verbs of an entity `E`, as every resource answers them. */
export function genericCalls<Row extends ResourceRow>(entity: string): ResourceCalls<Row> {
  return {
    list: ({ pageIndex, pageSize, searchByName, sort, filters }) => ({ method: 'GET', url: entity, params: { ...filters, pageIndex, pageSize, searchByName, sort } }),
    get: (id) => ({ method: 'GET', url: `${entity}/${id}` }),
    create: (body) => ({ method: 'POST', url: entity, body }),
    update: ({ id, body }) => ({ method: 'PUT', url: `${entity}/${id}`, body }),
    remove: (row) => ({ method: 'DELETE', url: `${entity}/${row.id}` }),
    removeMany: (ids) => ({ method: 'POST', url: `${entity}/deleteMulti`, body: { ids } }),
    report: ({ searchByName, sort, filters }) => ({ method: 'POST', url: `${entity}/report`, params: { ...filters, searchByName, sort } }),
    statistics: ({ filters, pageIndex, pageSize }) => ({ method: 'POST', url: `${entity}/statistics`, params: { ...filters, pageIndex, pageSize } }),
    reorder: (ids, position) => ({ method: 'PUT', url: `${entity}/updateOrder`, body: position === undefined ? { ids } : { ids, position } }),
  };
}

/** Declares a resource: the generic calls of its entity, with the overrides it brings. */
export function defineResource<Row extends ResourceRow>(input: ResourceInput<Row>): ResourceDefinition<Row> {
  return { ...input, calls: { ...genericCalls<Row>(input.entity), ...input.calls } };
}
