import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The seeded dashboard menu is data of packages/db; read here, by a test only, so that a menu item
// leading nowhere fails in the unit suite. The web app itself never imports the database package.
import { demoMenu } from '../../../../../packages/db/src/seed/menus';
import { SKILL_AREAS, courseDestination, getSkillArea } from '../../modules/home/skill-areas';
import { COURSE_SKILLS } from '../../modules/home/course-index-list';
import { LANDING_LINKS } from '../../modules/landing/links';
import { dashboardNav } from './dashboard-nav';
import { footerLinks, learnerNav } from './learner-nav';
import { flattenNav } from './nav-utils';
import type { NavItem } from './nav-types';
import { ANY, NOT_BUILT_DASHBOARD, NOT_BUILT_LEARNER, isNotBuilt, matchesPattern } from './not-built';
import { paths } from './paths';

const appDir = fileURLToPath(new URL('../../app', import.meta.url));

/** Every page.tsx under app/ as a path pattern: route groups dropped, `[x]` as `{}`, catch-alls kept apart. */
function pagePatterns(): { exact: string[]; catchAll: string[] } {
  const exact: string[] = [];
  const catchAll: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const name = entry.name;
        const segment = /^\(.*\)$/.test(name) ? null : /^\[\.\.\..+\]$/.test(name) ? '**' : /^\[.+\]$/.test(name) ? '{}' : name;
        walk(path.join(dir, name), segment === null ? segments : [...segments, segment]);
      } else if (entry.name === 'page.tsx') {
        const route = `/${segments.join('/')}`;
        (segments.includes('**') ? catchAll : exact).push(route);
      }
    }
  };
  walk(appDir, []);
  return { exact, catchAll };
}

const pages = pagePatterns();

/** A page answers `href` itself (not through an area's coming-soon catch-all). */
const hasOwnPage = (href: string) => matchesPattern(pages.exact, href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1'));
/** Where a link lands: its own screen, the coming-soon screen, or nowhere (a 404). */
const landing = (href: string) => (hasOwnPage(href) ? 'page' : isNotBuilt(href) ? 'coming soon' : '404');

function menuLeaves(items: readonly { path: string; children?: readonly unknown[] }[]): string[] {
  return items.flatMap((item) => (item.children?.length ? menuLeaves(item.children as typeof items) : [item.path]));
}

const deadLinks = (hrefs: readonly string[]) => hrefs.filter((href) => landing(href) === '404');

describe('no link leads to a 404', () => {
  it('finds the pages of the app (the test reads the right folder)', () => {
    expect(pages.exact).toContain(paths.page.home);
    expect(pages.exact).toContain('/dashboard/system/roles/{}/edit');
    expect(pages.catchAll).toEqual(expect.arrayContaining(['/dashboard/**', '/page/**']));
    expect(landing('/dashboard/nothing-here')).toBe('404');
    expect(landing(paths.page.grammar)).toBe('page');
    expect(landing(paths.dashboard.toeic.introduction.list)).toBe('page');
  });

  it('the learner navigation (desktop and phone) and the footer', () => {
    const leaves = flattenNav(learnerNav).map((item: NavItem) => item.path);
    expect(leaves.length).toBeGreaterThan(10);
    expect(deadLinks([...leaves, ...footerLinks.map((item) => item.path)])).toEqual([]);
  });

  it('the dashboard navigation config', () => {
    const leaves = flattenNav(dashboardNav.flatMap((section) => section.items)).map((item) => item.path);
    expect(deadLinks(leaves)).toEqual([]);
  });

  it('the seeded dashboard menu', () => {
    const leaves = menuLeaves(demoMenu);
    expect(leaves.length).toBeGreaterThan(15);
    expect(deadLinks(leaves)).toEqual([]);
  });

  it('every card of the learner home and every course of the catalogue, whatever its skill', () => {
    expect(deadLinks(SKILL_AREAS.map((area) => area.path))).toEqual([]);
    expect(deadLinks(COURSE_SKILLS.map((skill) => courseDestination(skill).href))).toEqual([]);
  });

  it('the landing page', () => {
    expect(deadLinks(Object.values(LANDING_LINKS))).toEqual([]);
  });
});

describe('the not-built list', () => {
  it('holds no screen that has its own page (remove its line when the screen is built)', () => {
    expect([...NOT_BUILT_LEARNER, ...NOT_BUILT_DASHBOARD].filter((pattern) => matchesPattern(pages.exact, pattern))).toEqual([]);
  });

  it('is empty: every screen of ROUTES.md has its own page (the last ones were the TOEIC course admin screens)', () => {
    expect(NOT_BUILT_LEARNER).toEqual([]);
    expect(NOT_BUILT_DASHBOARD).toEqual([]);
    expect(isNotBuilt(paths.dashboard.toeic.introduction.list)).toBe(false);
    expect(isNotBuilt(paths.dashboard.toeic.content('listening', 'ets2021').questionEdit(4, 9))).toBe(false);
    expect(landing(paths.dashboard.toeic.content('listening', 'ets2021').questionEdit(4, 9))).toBe('page');
    expect(landing(paths.dashboard.toeic.lesson('reading', 'ets2022'))).toBe('page');
    expect(landing(paths.dashboard.toeic.video.edit(3))).toBe('page');
  });

  it('matches patterns with their parameters, and nothing around them (for the screens a later ROUTES.md names)', () => {
    const content = (skill: 'reading' | 'listening', edition: 'ets' | 'ets2021') => paths.dashboard.toeic.content(skill, edition);
    const patterns = [content('reading', 'ets').detail(ANY), content('listening', 'ets2021').questionEdit(ANY, ANY), paths.dashboard.toeic.video.list];
    expect(matchesPattern(patterns, content('reading', 'ets').detail(7))).toBe(true);
    expect(matchesPattern(patterns, content('reading', 'ets').edit(7))).toBe(false);
    expect(matchesPattern(patterns, content('listening', 'ets2021').questionEdit(4, 9))).toBe(true);
    expect(matchesPattern(patterns, `${content('reading', 'ets').list}/7/delete`)).toBe(false);
    expect(matchesPattern(patterns, paths.dashboard.toeic.video.list)).toBe(true);
    expect(matchesPattern(patterns, `${paths.dashboard.toeic.video.list}/`)).toBe(true);
    expect(matchesPattern(patterns, paths.dashboard.toeic.video.new)).toBe(false);
  });
});

describe('home cards tell the truth', () => {
  it('say "Coming soon" exactly when their screen is not built', () => {
    for (const area of SKILL_AREAS) expect([area.id, landing(area.path)]).toEqual([area.id, isNotBuilt(area.path) ? 'coming soon' : 'page']);
    expect(isNotBuilt(getSkillArea('results').path)).toBe(false);
  });

  it('open a course on its own screen, or on the IELTS tests until the course screen is built', () => {
    expect(courseDestination('reading')).toMatchObject({ href: paths.page.reading, isBuilt: true });
    expect(courseDestination('listening')).toMatchObject({ href: paths.page.listening, isBuilt: true });
    expect(courseDestination('toeic')).toMatchObject({ href: paths.page.toeic, isBuilt: true });
    expect(courseDestination('speaking')).toMatchObject({ href: paths.page.speaking, isBuilt: true });
  });
});
