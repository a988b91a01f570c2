import type { TFunction } from 'i18next';

/**
 * A nav title: an i18n key (`nav.users`, from the route table or the seeded menu) is translated; a
 * title an admin typed into a menu is shown as typed, colons and dots included.
 */
export function navTitle(t: TFunction, title: string): string {
  return title.startsWith('nav.') ? t(title) : title;
}
