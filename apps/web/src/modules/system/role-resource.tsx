import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { roleType, SYSTEM_ROLES, type Role } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource';
import { PermissionMatrixField } from './permission-matrix';
import { SYSTEM_CRUMBS } from './system-crumbs';

// The server keeps this built-in role's permissions complete and refuses any change to them.
const SUPER_ADMIN = SYSTEM_ROLES[0]?.name;

/** Roles: a name, a description and a matrix of permissions; built-in roles keep their name and stay. */
export const roleResource = defineContentResource<Role>(roleType, {
  key: 'role',
  labelKey: 'roles',
  ns: 'system',
  labels: { list: 'roles.title', create: 'roles.create', edit: 'roles.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: paths.dashboard.system.roles,
  rowLabel: (row) => row.name,
  // Users show their roles and menus are shown by role: both change with a role.
  invalidates: ['user', 'menu'],
  list: {
    searchLabel: 'roles.search',
    canDelete: (row) => !row.isSystem,
  },
  columns: [
    {
      field: 'name',
      label: 'fields.name',
      minWidth: 200,
      render: ({ row, t }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
          </Box>
          {row.isSystem && <Chip size="small" color="info" variant="outlined" label={t('system:values.builtIn')} />}
        </Box>
      ),
    },
    { field: 'description', label: 'fields.description', flex: 2, minWidth: 160 },
    { field: 'permissions', label: 'roles.fields.permissionCount', kind: 'number', width: 130, value: (row) => row.permissions.length },
    { field: 'userCount', width: 110 },
    { field: 'createdAt', label: 'fields.createdAt', width: 130 },
  ],
  fields: {
    name: { label: 'fields.name', autoComplete: 'off', helper: 'roles.help.name', isDisabled: ({ row }) => Boolean((row as Role | undefined)?.isSystem) },
    description: { label: 'fields.description' },
    permissions: { component: PermissionMatrixField, isDisabled: ({ row }) => Boolean((row as Role | undefined)?.isSystem && (row as Role).name === SUPER_ADMIN) },
  },
});
