import {
  UserCreateSchema, UserListQuerySchema, UserProfileSchema, UserUpdateSchema,
} from '@lexam/contracts';
import { countCreatedPerDay, userService } from '@lexam/core';
import { registerResource } from '../../plugins/resource';
import type { App } from '../../types';

/** The system resources of the dashboard not yet declared as a content type: User. Role, Permission and Menu are declared (content-types.ts). */
export default async function systemResources(app: App) {
  registerResource(app, {
    entity: 'User',
    permission: 'user',
    row: UserProfileSchema,
    query: UserListQuerySchema,
    create: UserCreateSchema,
    update: UserUpdateSchema,
    service: {
      ...userService,
      statistics: (db, query) => countCreatedPerDay({ db, table: userService.table, createdAt: userService.table.createdAt, query }),
    },
    report: [{ key: 'id', title: 'Id' }, { key: 'kind', title: 'Kind' }, { key: 'username', title: 'Username' }, { key: 'email', title: 'E-mail' }, { key: 'fullName', title: 'Name' }, { key: 'roles', title: 'Roles' }, { key: 'isActive', title: 'Active' }, { key: 'createdAt', title: 'Created', kind: 'datetime' }],
  });
}
