import type { Role } from '@lexam/contracts';
import type { OptionsSource } from '@web/modules/resource';

/** Every role, to choose a user's or a menu item's roles from (GET Role). */
export const ROLE_OPTIONS: OptionsSource = {
  resourceKey: 'role',
  request: { method: 'GET', url: 'Role', params: { pageIndex: 1, pageSize: 500, sort: 'name' } },
  toOption: (row: Role) => ({ value: row.id, label: row.name }),
};
