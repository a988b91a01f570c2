import { paths } from '@web/lib/routes';
import type { ResourceBreadcrumb } from '@web/modules/resource';

/** Dashboard › System › … (System has no screen of its own, so it is not a link). */
export const SYSTEM_CRUMBS: ResourceBreadcrumb[] = [{ label: 'crumbs.dashboard', href: paths.dashboard.root }, { label: 'crumbs.system' }];
