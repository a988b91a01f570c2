import type { NavItem, NavSection } from './nav-types';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How well an item's path fits a pathname: a path that is a prefix of it scores its segment count
 * (plus a half, so it wins a tie); a sibling screen's path (`…/writing/task1/suggestion` for
 * `…/writing/task2/suggestion/7/edit`) scores the segments they share, from three on (below that it
 * is only the same area, `/dashboard/course`); otherwise 0.
 */
function scoreOf(path: string, pathname: string, allowSiblings: boolean): number {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === path || clean.startsWith(`${path}/`)) return segmentsOf(path).length + 0.5;
  if (!allowSiblings) return 0;
  const [a, b] = [segmentsOf(path), segmentsOf(clean)];
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= 3 ? shared : 0;
}

function longestMatch(items: readonly NavItem[], pathname: string, leavesOnly: boolean, trail: NavItem[] = []): { trail: NavItem[]; score: number } {
  let best: { trail: NavItem[]; score: number } = { trail: [], score: 0 };
  for (const item of items) {
    const here = [...trail, item];
    const isLeaf = !item.children?.length;
    if (isLeaf || !leavesOnly) {
      const score = scoreOf(item.path, pathname, leavesOnly);
      if (score > best.score) best = { trail: here, score };
    }
    if (item.children?.length) {
      const deeper = longestMatch(item.children, pathname, leavesOnly, here);
      if (deeper.score > best.score) best = deeper;
    }
  }
  return best;
}

/**
 * The one active trail (root item → … → leaf) for a pathname: the leaf whose path is the longest
 * prefix of it or, deeper still, a sibling screen's (the Task 1 prompts' leaf for a Task 2 prompt),
 * or, when no leaf matches (an edit screen of a group), the deepest matching group.
 * One trail only, so two groups sharing a prefix are never both highlighted.
 */
export function findActiveTrail(items: readonly NavItem[], pathname: string): NavItem[] {
  const leafTrail = longestMatch(items, pathname, true).trail;
  return leafTrail.length ? leafTrail : longestMatch(items, pathname, false).trail;
}

/** The active trail across sections. */
export function findActiveTrailInSections(sections: readonly NavSection[], pathname: string): NavItem[] {
  return findActiveTrail(sections.flatMap((section) => section.items), pathname);
}

/** Every leaf of a nav tree (tests, search, guards). */
export function flattenNav(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children?.length ? flattenNav(item.children) : [item]));
}
