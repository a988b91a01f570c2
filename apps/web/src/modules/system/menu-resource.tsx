import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ALL_PERMISSIONS, MenuCreateSchema, MenuUpdateSchema, type Menu } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineResource } from '@web/modules/resource';
import { MenuOrderButton } from './menu-order-dialog';
import { MenuParentCell } from './menu-parent-cell';
import { MENU_KEY, MENU_PARENT_OPTIONS } from './menu-queries';
import { menuTitle } from './menu-title';
import { SYSTEM_CRUMBS } from './system-crumbs';
import { ROLE_OPTIONS } from './role-options';

/** Menus: the dashboard's navigation items, shown by permission and role, ordered within a parent. */
export const menuResource = defineResource<Menu>({
  key: MENU_KEY,
  entity: 'Menu',
  permission: 'menu',
  ns: 'system',
  labels: { list: 'menus.title', create: 'menus.create', edit: 'menus.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: paths.dashboard.system.menu,
  rowLabel: (row) => row.title,
  list: {
    // Creation order keeps a parent before its children (the seed writes the tree depth first);
    // the order within a parent is the Order dialog's job.
    defaultSort: 'id',
    searchLabel: 'menus.search',
    headerActions: MenuOrderButton,
    columns: [
      {
        field: 'title',
        label: 'menus.fields.title',
        sortable: true,
        minWidth: 160,
        render: ({ row, t }) => {
          const shown = menuTitle(row.title, t);
          return (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {shown}
              </Typography>
              {shown !== row.title && (
                <Typography variant="caption" component="p" noWrap sx={{ color: 'text.disabled' }}>
                  {row.title}
                </Typography>
              )}
            </Box>
          );
        },
      },
      { field: 'path', label: 'menus.fields.path', flex: 1.5, minWidth: 130 },
      { field: 'parentId', label: 'menus.fields.parent', minWidth: 120, render: ({ row }) => <MenuParentCell parentId={row.parentId} /> },
      { field: 'sortOrder', label: 'menus.fields.sortOrder', kind: 'number', sortable: true, width: 90 },
      { field: 'permission', label: 'menus.fields.permission', minWidth: 110 },
      { field: 'roles', label: 'menus.fields.roles', kind: 'chips', minWidth: 110 },
    ],
  },
  form: {
    createSchema: MenuCreateSchema,
    updateSchema: MenuUpdateSchema,
    createDefaults: () => ({ title: '', path: '/dashboard/', icon: '', parentId: null, permission: null, roleIds: [] }),
    toValues: (row) => ({ title: row.title, path: row.path, icon: row.icon, parentId: row.parentId, permission: row.permission, roleIds: row.roles.map((role) => role.id) }),
    fields: [
      { name: 'title', label: 'menus.fields.title', kind: 'text', autoComplete: 'off', helper: 'menus.help.title' },
      { name: 'path', label: 'menus.fields.path', kind: 'text', autoComplete: 'off', helper: 'menus.help.path' },
      { name: 'icon', label: 'menus.fields.icon', kind: 'text', autoComplete: 'off', helper: 'menus.help.icon' },
      {
        name: 'parentId',
        label: 'menus.fields.parent',
        kind: 'select',
        nullable: true,
        emptyLabel: 'menus.topLevel',
        options: MENU_PARENT_OPTIONS,
        optionLabel: (option, t) => menuTitle(option.label, t),
        filterOption: (option, row) => option.value !== row?.id,
      },
      {
        name: 'permission',
        label: 'menus.fields.permission',
        kind: 'select',
        nullable: true,
        emptyLabel: 'menus.noPermission',
        options: ALL_PERMISSIONS.map((name) => ({ value: name, label: name })),
        helper: 'menus.help.permission',
      },
      { name: 'roleIds', label: 'menus.fields.roles', kind: 'multiSelect', options: ROLE_OPTIONS, fullWidth: true, helper: 'menus.help.roles' },
    ],
  },
});
