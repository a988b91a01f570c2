import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ALL_PERMISSIONS, menuType, type Menu } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource';
import { MenuOrderButton } from './menu-order-dialog';
import { MenuParentCell } from './menu-parent-cell';
import { MENU_KEY, MENU_PARENT_OPTIONS } from './menu-queries';
import { menuTitle } from './menu-title';
import { SYSTEM_CRUMBS } from './system-crumbs';
import { ROLE_OPTIONS } from './role-options';

/** Menus: the dashboard's navigation items, shown by permission and role, ordered within a parent. */
export const menuResource = defineContentResource<Menu>(menuType, {
  key: MENU_KEY,
  labelKey: 'menus',
  ns: 'system',
  labels: { list: 'menus.title', create: 'menus.create', edit: 'menus.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: paths.dashboard.system.menu,
  rowLabel: (row) => row.title,
  list: {
    // Creation order keeps a parent before its children (the seed writes the tree depth first);
    // the order within a parent is the Order dialog's job.
    defaultSort: 'id',
    ordered: false,
    searchLabel: 'menus.search',
    headerActions: MenuOrderButton,
  },
  columns: [
    {
      field: 'title',
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
    { field: 'path', minWidth: 130, flex: 1.5 },
    { field: 'parentId', label: 'menus.fields.parent', minWidth: 120, render: ({ row }) => <MenuParentCell parentId={row.parentId} /> },
    { field: 'sortOrder', label: 'menus.fields.sortOrder', width: 90 },
    { field: 'permission', minWidth: 110 },
    { field: 'roles', kind: 'chips', minWidth: 110 },
  ],
  formOrder: ['title', 'path', 'icon', 'parentId', 'permission', 'roleIds'],
  fields: {
    title: { autoComplete: 'off', helper: 'menus.help.title' },
    path: { autoComplete: 'off', helper: 'menus.help.path' },
    icon: { autoComplete: 'off', helper: 'menus.help.icon' },
    parentId: {
      label: 'menus.fields.parent',
      kind: 'select',
      emptyLabel: 'menus.topLevel',
      options: MENU_PARENT_OPTIONS,
      optionLabel: (option, t) => menuTitle(option.label, t),
      filterOption: (option, row) => option.value !== row?.id,
    },
    permission: { kind: 'select', emptyLabel: 'menus.noPermission', options: ALL_PERMISSIONS.map((name) => ({ value: name, label: name })), helper: 'menus.help.permission' },
    roleIds: { kind: 'multiSelect', label: 'menus.fields.roles', options: ROLE_OPTIONS, fullWidth: true, helper: 'menus.help.roles' },
  },
  createDefaults: () => ({ path: '/dashboard/' }),
  toValues: (row) => ({ roleIds: row.roles.map((role) => role.id) }),
});
