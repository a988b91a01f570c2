import { formatDate as formatLocaleDate } from '@web/lib/i18n/intl-locale';

/** A person's name to show: the full name, else the address or username they sign in with. */
export function displayName({ fullName, email, username }: { fullName: string; email: string | null; username: string | null }): string {
  return fullName.trim() || email || username || '';
}

/** A date in the interface language (`vn`, `cn` are not BCP 47 tags: their html tags are used). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatLocaleDate(date, language);
}
