import { paths } from './paths';

/** Stands for any one path segment in a pattern (an id, an edition): `/page/grammar/{}`. */
export const ANY = '{}';

const D = paths.dashboard;

/**
 * The screens of ROUTES.md that are not built yet. Each of them shows the shared "coming soon" view
 * (inside the learner or dashboard frame, through the area's catch-all page) instead of a 404, and
 * the learner home marks the cards leading to them "Coming soon". When a screen is built, its page
 * takes over the path and its line here goes (links.test.ts fails while both exist). Every screen
 * of ROUTES.md is built now: both lists are empty (links.test.ts holds them so), the machinery stays
 * for the screens a later ROUTES.md names.
 */
export const NOT_BUILT_LEARNER: readonly string[] = [];

export const NOT_BUILT_DASHBOARD: readonly string[] = [];

/** Whether `pathname` is one of `patterns`, `{}` matching any one segment; a trailing slash is ignored. */
export function matchesPattern(patterns: readonly string[], pathname: string): boolean {
  const segments = pathname.replace(/\/+$/, '').split('/');
  return patterns.some((pattern) => {
    const parts = pattern.split('/');
    return parts.length === segments.length && parts.every((part, index) => part === ANY || part === segments[index]);
  });
}

/** Whether the screen at `pathname` (a learner or dashboard path, no query) is still to be built. */
export function isNotBuilt(pathname: string): boolean {
  return matchesPattern(pathname.startsWith(`${D.root}/`) ? NOT_BUILT_DASHBOARD : NOT_BUILT_LEARNER, pathname.split(/[?#]/)[0]!);
}
