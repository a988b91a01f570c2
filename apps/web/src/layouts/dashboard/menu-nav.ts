import type { MenuItem } from '@lexam/contracts';
import type { NavIconName, NavItem, NavSection } from '@web/lib/routes';
import { NAV_ICON_NAMES } from '../nav-icon-names';

// Menu icons are Material Symbols names typed by admins (`menu_book`); the nav draws its own set.
const MATERIAL_TO_NAV: Record<string, NavIconName> = {
  dashboard: 'dashboard', space_dashboard: 'dashboard', folder: 'folder', home: 'home',
  quiz: 'test', assignment: 'ielts', menu_book: 'reading', auto_stories: 'reading', article: 'reading',
  headphones: 'listening', hearing: 'listening', graphic_eq: 'listening', record_voice_over: 'speaking',
  edit_note: 'writing', spellcheck: 'grammar', rule: 'grammar', school: 'toeic', work: 'toeic',
  style: 'flashcard', library_books: 'reading', video_library: 'video', group: 'user', person: 'user', groups: 'class',
  badge: 'role', admin_panel_settings: 'role', key: 'permission', menu: 'menu', cloud_upload: 'upload', settings: 'role',
};

/** The nav icon for a menu's icon name: one of ours, a known Material name, or none. */
export function menuIcon(name: string): NavIconName | undefined {
  if ((NAV_ICON_NAMES as readonly string[]).includes(name)) return name as NavIconName;
  return MATERIAL_TO_NAV[name];
}

function toNavItem(item: MenuItem): NavItem {
  return {
    title: item.title,
    path: item.path,
    icon: menuIcon(item.icon),
    children: item.children.length ? item.children.map(toNavItem) : undefined,
  };
}

/**
 * The dashboard navigation from the menu the server filtered for this admin (Auth/getMenuItems): the
 * top-level items without children form the first section, each top-level item with children its
 * own section. Titles are shown through i18n, so `nav.*` keys are translated and typed titles stay.
 */
export function menuToNavSections(menu: readonly MenuItem[], overviewTitle = 'nav.sections.overview'): NavSection[] {
  const leaves = menu.filter((item) => !item.children.length);
  const groups = menu.filter((item) => item.children.length);
  return [
    ...(leaves.length ? [{ subheader: overviewTitle, items: leaves.map(toNavItem) }] : []),
    ...groups.map((group) => ({ subheader: group.title, items: group.children.map(toNavItem) })),
  ];
}
