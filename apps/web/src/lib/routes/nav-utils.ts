import type { NavItem, NavSection } from './nav-types';

function matches(path: string, pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clean === path || clean.startsWith(`${path}/`);
}

function longestMatch(items: readonly NavItem[], pathname: string, leavesOnly: boolean, trail: NavItem[] = []): NavItem[] {
  let best: NavItem[] = [];
  for (const item of items) {
    const here = [...trail, item];
    const isLeaf = !item.children?.length;
    if ((isLeaf || !leavesOnly) && matches(item.path, pathname) && item.path.length > (best.at(-1)?.path.length ?? -1)) best = here;
    if (item.children?.length) {
      const deeper = longestMatch(item.children, pathname, leavesOnly, here);
      if (deeper.length && deeper.at(-1)!.path.length > (best.at(-1)?.path.length ?? -1)) best = deeper;
    }
  }
  return best;
}

/**
 * The one active trail (root item → … → leaf) for a pathname: the leaf whose path is the longest
 * prefix of it, or, when no leaf matches (an edit screen of a group), the deepest matching group.
 * One trail only, so two groups sharing a prefix are never both highlighted.
 */
export function findActiveTrail(items: readonly NavItem[], pathname: string): NavItem[] {
  const leafTrail = longestMatch(items, pathname, true);
  return leafTrail.length ? leafTrail : longestMatch(items, pathname, false);
}

/** The active trail across sections. */
export function findActiveTrailInSections(sections: readonly NavSection[], pathname: string): NavItem[] {
  return findActiveTrail(sections.flatMap((section) => section.items), pathname);
}

/** Every leaf of a nav tree (tests, search, guards). */
export function flattenNav(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children?.length ? flattenNav(item.children) : [item]));
}
