import type { TFunction } from 'i18next';

/**
 * A menu item's title as shown: the seeded items are titled with keys (`nav.users`) so they read in
 * every language; items admins add are plain text and shown as written.
 */
export function menuTitle(title: string, t: TFunction): string {
  return title.startsWith('nav.') ? t(title, { ns: 'system', defaultValue: title }) : title;
}
