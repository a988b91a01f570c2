import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import { UserCreateSchema, UserUpdateSchema, type UserProfile } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineResource } from '@web/modules/resource';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ROLE_OPTIONS } from './role-options';
import { userCalls, userCreateDefaults } from './system-calls';
import { SYSTEM_CRUMBS } from './system-crumbs';

/**
 * Users: admins (who sign in with a username) and site users (with an e-mail address), on two
 * tabs, with most of their calls named by API.md (see system-calls.ts) and a password reset.
 */
export const userResource = defineResource<UserProfile>({
  key: 'user',
  entity: 'User',
  permission: 'user',
  ns: 'system',
  labels: { list: 'users.title', create: 'users.create', edit: 'users.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: { list: paths.dashboard.system.user.list, new: paths.dashboard.system.user.new, edit: paths.dashboard.system.user.edit },
  rowLabel: (row) => row.fullName || row.username || row.email || `#${row.id}`,
  invalidates: ['role', 'class'],
  calls: userCalls,
  list: {
    searchLabel: 'users.search',
    tabs: [
      { value: 'admin', label: 'users.tabs.admin' },
      { value: 'site', label: 'users.tabs.site' },
    ],
    rowActions: [{ id: 'resetPassword', label: 'users.resetPassword.action', icon: <LockResetRoundedIcon />, permission: 'user.update', dialog: ResetPasswordDialog }],
    columns: [
      { field: 'fullName', label: 'users.fields.fullName', sortable: true, minWidth: 130 },
      { field: 'username', label: 'users.fields.username', sortable: true, minWidth: 100, tabs: ['admin'] },
      { field: 'email', label: 'users.fields.email', sortable: true, flex: 1.3, minWidth: 140 },
      { field: 'roles', label: 'users.fields.roles', kind: 'chips', minWidth: 120 },
      { field: 'isActive', label: 'users.fields.isActive', kind: 'boolean', width: 96 },
      { field: 'createdAt', label: 'fields.createdAt', kind: 'date', sortable: true, width: 116 },
    ],
  },
  form: {
    createSchema: UserCreateSchema,
    updateSchema: UserUpdateSchema,
    createDefaults: userCreateDefaults,
    // The profile names its roles; the form chooses them by id.
    toValues: (row, options) => ({
      username: row.username,
      email: row.email,
      fullName: row.fullName,
      phone: row.phone,
      isActive: row.isActive,
      roleIds: (options.roleIds ?? []).filter((option) => row.roles.includes(option.label)).map((option) => option.value),
    }),
    fields: [
      {
        name: 'kind',
        label: 'users.fields.kind',
        kind: 'select',
        modes: ['create'],
        options: [
          { value: 'admin', label: 'users.kinds.admin' },
          { value: 'site', label: 'users.kinds.site' },
        ],
        optionLabel: (option, t) => t(option.label),
        helper: 'users.help.kind',
      },
      {
        name: 'username',
        label: 'users.fields.username',
        kind: 'text',
        nullable: true,
        autoComplete: 'off',
        helper: 'users.help.username',
        isVisible: ({ mode, values, row }) => (mode === 'create' ? values.kind : row?.kind) === 'admin',
      },
      { name: 'email', label: 'users.fields.email', kind: 'text', nullable: true, autoComplete: 'off' },
      { name: 'fullName', label: 'users.fields.fullName', kind: 'text', autoComplete: 'off' },
      { name: 'phone', label: 'users.fields.phone', kind: 'text', nullable: true, autoComplete: 'off' },
      { name: 'password', label: 'users.fields.password', kind: 'password', modes: ['create'], helper: 'users.help.password' },
      { name: 'roleIds', label: 'users.fields.roles', kind: 'multiSelect', options: ROLE_OPTIONS, fullWidth: true },
      { name: 'isActive', label: 'users.fields.isActive', kind: 'switch', helper: 'users.help.isActive' },
    ],
  },
});
