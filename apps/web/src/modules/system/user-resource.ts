import { createElement } from 'react';
import LockResetRoundedIcon from '@mui/icons-material/LockResetRounded';
import { userType, type UserProfile } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource/define-content-resource';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ROLE_OPTIONS } from './role-options';
import { userCalls, userCreateDefaults } from './system-calls';
import { SYSTEM_CRUMBS } from './system-crumbs';

/**
 * Users (userType): admins (who sign in with a username) and site users (with an e-mail address), on
 * two tabs, with most of their calls named by API.md (see system-calls.ts) and a password reset.
 */
export const userResource = defineContentResource<UserProfile>(userType, {
  key: 'user',
  labelKey: 'users',
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
    rowActions: [{ id: 'resetPassword', label: 'users.resetPassword.action', icon: createElement(LockResetRoundedIcon), permission: 'user.update', dialog: ResetPasswordDialog }],
  },
  columns: [
    { field: 'fullName', minWidth: 130 },
    { field: 'username', minWidth: 100, tabs: ['admin'] },
    { field: 'email', flex: 1.3, minWidth: 140 },
    { field: 'roles', kind: 'chips', minWidth: 120 },
    { field: 'isActive', width: 96 },
    { field: 'createdAt', label: 'fields.createdAt', width: 116 },
  ],
  formOrder: ['kind', 'username', 'email', 'fullName', 'phone', 'password', 'roleIds', 'isActive'],
  fields: {
    kind: { helper: 'users.help.kind', optionLabel: (option, t) => t(`users.kinds.${option.value}`) },
    username: { autoComplete: 'off', helper: 'users.help.username', isVisible: ({ mode, values, row }) => (mode === 'create' ? values.kind : (row as UserProfile | undefined)?.kind) === 'admin' },
    email: { autoComplete: 'off' },
    fullName: { autoComplete: 'off' },
    phone: { autoComplete: 'off' },
    password: { kind: 'password', helper: 'users.help.password' },
    roleIds: { kind: 'multiSelect', label: 'users.fields.roles', options: ROLE_OPTIONS, fullWidth: true },
    isActive: { helper: 'users.help.isActive' },
  },
  createDefaults: (params) => ({ ...userCreateDefaults(params), password: '' }),
  // The profile names its roles; the form chooses them by id.
  toValues: (row, options) => ({ roleIds: (options.roleIds ?? []).filter((option) => row.roles.includes(option.label)).map((option) => option.value) }),
});
