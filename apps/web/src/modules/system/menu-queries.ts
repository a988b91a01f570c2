import type { Menu } from '@lexam/contracts';
import { genericCalls, type OptionsSource, type ResourceRequest } from '@web/modules/resource';

export const MENU_KEY = 'menu';

/** Every menu item in its order (the whole tree fits in one page). */
export const ALL_MENUS_REQUEST: ResourceRequest = { method: 'GET', url: 'Menu', params: { pageIndex: 1, pageSize: 500, sort: 'sortOrder' } };

/** PUT Menu/updateOrder: the siblings of one parent, in their new order. */
export const reorderMenus = (ids: number[]) => genericCalls<Menu>('Menu').reorder(ids);

export const MENU_PARENT_OPTIONS: OptionsSource = {
  resourceKey: MENU_KEY,
  request: ALL_MENUS_REQUEST,
  toOption: (row: Menu) => ({ value: row.id, label: row.title }),
};
