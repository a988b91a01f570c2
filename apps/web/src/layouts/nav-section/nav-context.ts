'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useMemo } from 'react';
import { findActiveTrail } from '@web/lib/routes/nav-utils';
import type { NavItem } from '@web/lib/routes/nav-types';

/** The items on the active trail of the current path (root → leaf). */
export const NavTrailContext = createContext<ReadonlySet<NavItem>>(new Set());

/** Computes the active trail of a nav tree for the current pathname. */
export function useActiveTrail(items: readonly NavItem[]): ReadonlySet<NavItem> {
  const pathname = usePathname();
  return useMemo(() => new Set(findActiveTrail(items, pathname ?? '/')), [items, pathname]);
}

/** Whether an item is on the active trail. */
export function useIsActive(item: NavItem): boolean {
  return useContext(NavTrailContext).has(item);
}
