import {
  MenuCreateSchema, MenuSchema, MenuUpdateSchema, PermissionCreateSchema, PermissionSchema, PermissionUpdateSchema,
  RoleCreateSchema, RoleSchema, RoleUpdateSchema, UserCreateSchema, UserListQuerySchema, UserProfileSchema, UserUpdateSchema,
} from '@lexam/contracts';
import { countCreatedPerDay, menuService, permissionService, roleService, userService } from '@lexam/core';
import { registerResource } from '../../plugins/resource';
import type { App } from '../../types';

/** The system resources of the dashboard: Role, Permission, Menu and User, each with every verb. */
export default async function systemResources(app: App) {
  registerResource(app, {
    entity: 'Role',
    permission: 'role',
    row: RoleSchema,
    create: RoleCreateSchema,
    update: RoleUpdateSchema,
    service: roleService,
    report: [{ key: 'id', title: 'Id' }, { key: 'name', title: 'Name' }, { key: 'description', title: 'Description' }, { key: 'userCount', title: 'Users' }, { key: 'permissions', title: 'Permissions' }],
  });
  registerResource(app, {
    entity: 'Permission',
    permission: 'permission',
    row: PermissionSchema,
    create: PermissionCreateSchema,
    update: PermissionUpdateSchema,
    service: permissionService,
    report: [{ key: 'id', title: 'Id' }, { key: 'name', title: 'Name' }, { key: 'description', title: 'Description' }, { key: 'roleCount', title: 'Roles' }],
  });
  registerResource(app, {
    entity: 'Menu',
    permission: 'menu',
    row: MenuSchema,
    create: MenuCreateSchema,
    update: MenuUpdateSchema,
    service: menuService,
    report: [{ key: 'id', title: 'Id' }, { key: 'title', title: 'Title' }, { key: 'path', title: 'Path' }, { key: 'parentId', title: 'Parent' }, { key: 'sortOrder', title: 'Order' }, { key: 'permission', title: 'Permission' }],
  });
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
