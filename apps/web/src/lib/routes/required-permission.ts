import type { PermissionName } from '@lexam/contracts';
import { dashboardNav } from './dashboard-nav';
import { flattenNav } from './nav-utils';
import type { NavItem } from './nav-types';

interface Rule {
  /** The path a rule covers: a nav leaf's path, without a trailing `/list`. */
  base: string;
  permission?: PermissionName;
  exact: boolean;
}

// Every leaf of the dashboard nav covers its own path and, for a list, the screens under it
// (`/new`, `/{id}/edit`, `/{id}/…`). A leaf without a permission (the account screen) is open to
// every signed-in admin.
let rules: Rule[] | undefined;

/** Built on the first call, not when the module loads: importing the routes barrel then costs nothing. */
function getRules(): Rule[] {
  rules ??= flattenNav(dashboardNav.flatMap((section) => section.items)).map((item: NavItem) => ({
    base: item.path.replace(/\/list$/, ''),
    permission: item.permission,
    exact: !item.permission,
  }));
  return rules;
}

function covers(rule: Rule, pathname: string): boolean {
  return pathname === rule.base || (!rule.exact && pathname.startsWith(`${rule.base}/`));
}

/** What a screen under a list does to the list's resource: create, update or read. */
function actionOf(rest: string): 'create' | 'update' | undefined {
  if (/(^|\/)new$/.test(rest)) return 'create';
  if (/(^|\/)(edit|addStudent|editword)(\/|$)/.test(rest)) return 'update';
  return undefined;
}

/**
 * The permission a dashboard screen needs (ROUTES.md: "a signed-in admin whose roles grant it"),
 * from the nav leaf covering it: `/dashboard/system/roles/new` needs role.create, `…/roles/3/edit`
 * role.update, `…/class/3/userClass` class.read. Undefined: any signed-in admin may open it.
 */
export function requiredPermission(pathname: string): PermissionName | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: Rule | undefined;
  for (const rule of getRules()) if (covers(rule, clean) && rule.base.length > (best?.base.length ?? -1)) best = rule;
  if (!best?.permission) return undefined;
  const action = actionOf(clean.slice(best.base.length));
  if (!action) return best.permission;
  return `${best.permission.slice(0, best.permission.lastIndexOf('.'))}.${action}` as PermissionName;
}
