import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { isPermissionName, permissionType, type Permission } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource';
import { SYSTEM_CRUMBS } from './system-crumbs';

/** The server's routes check the catalogue's permissions by name: those keep their name and stay. */
const isBuiltIn = (name: string | undefined) => Boolean(name && isPermissionName(name));

/** Permissions `<resource>.<action>`: the catalogue's own plus any an admin adds. */
export const permissionResource = defineContentResource<Permission>(permissionType, {
  key: 'permission',
  labelKey: 'permissions',
  ns: 'system',
  labels: { list: 'permissions.title', create: 'permissions.create', edit: 'permissions.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: paths.dashboard.system.permission,
  rowLabel: (row) => row.name,
  invalidates: ['role'],
  list: {
    searchLabel: 'permissions.search',
    canDelete: (row) => !isBuiltIn(row.name),
  },
  columns: [
    {
      field: 'name',
      label: 'fields.name',
      minWidth: 220,
      render: ({ row, t }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.name}
          </Box>
          {isBuiltIn(row.name) && <Chip size="small" color="info" variant="outlined" label={t('system:values.builtIn')} />}
        </Box>
      ),
    },
    { field: 'description', label: 'fields.description', flex: 2, minWidth: 180 },
    { field: 'roleCount', width: 110 },
    { field: 'createdAt', label: 'fields.createdAt', width: 130 },
  ],
  fields: {
    name: { label: 'fields.name', autoComplete: 'off', helper: 'permissions.help.name', isDisabled: ({ row }) => isBuiltIn((row as Permission | undefined)?.name) },
    description: { label: 'fields.description' },
  },
});
