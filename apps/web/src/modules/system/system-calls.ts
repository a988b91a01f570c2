import type { ClassRow, UserProfile } from '@lexam/contracts';
import type { ListCallArgs, ResourceCalls } from '@web/modules/resource';

const isAdminTab = (tab: string | undefined) => tab !== 'site';
const listParams = ({ pageIndex, pageSize, searchByName, sort }: ListCallArgs) => ({ pageIndex, pageSize, searchByName, sort });

/**
 * The user calls API.md names: User/getAllAdmin and getAllUser (one per tab), User/editAdmin and
 * editUser and Auth/deleteUserAdmin and deleteUserSite (by the row's kind), Auth/deleteMultipleUsers.
 */
export const userCalls: Partial<ResourceCalls<UserProfile>> = {
  list: (args) => ({ method: 'GET', url: isAdminTab(args.tab) ? 'User/getAllAdmin' : 'User/getAllUser', params: listParams(args) }),
  update: ({ id, body, row }) => ({ method: 'PUT', url: row.kind === 'admin' ? 'User/editAdmin' : 'User/editUser', body: { id, ...body } }),
  remove: (row) => ({ method: 'DELETE', url: `${row.kind === 'admin' ? 'Auth/deleteUserAdmin' : 'Auth/deleteUserSite'}/${row.id}` }),
  removeMany: (ids) => ({ method: 'DELETE', url: 'Auth/deleteMultipleUsers', body: { ids } }),
  report: ({ tab, searchByName, sort }) => ({ method: 'POST', url: 'User/report', params: { kind: isAdminTab(tab) ? 'admin' : 'site', searchByName, sort } }),
};

/** A new user is of the kind of the tab the admin came from (`?tab=site`). */
export function userCreateDefaults(params: URLSearchParams): Record<string, unknown> {
  return { kind: params.get('tab') === 'site' ? 'site' : 'admin', isActive: true };
}

/** API.md names the class edit: PUT Class/editClass with the id in the body. */
export const classCalls: Partial<ResourceCalls<ClassRow>> = {
  update: ({ id, body }) => ({ method: 'PUT', url: 'Class/editClass', body: { id, ...body } }),
};
