import { formatNumber } from '@web/lib/i18n/intl-locale';

/**
 * An interval as the rating buttons show it ("10 min", "3 d", "2.5 mo"), in the interface language's
 * short units: the largest unit that keeps the number at 1 or more.
 */
export function formatInterval(seconds: number, language: string | undefined): string {
  const s = Math.max(0, seconds);
  const minutes = s / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  const unit = (value: number, name: string, digits = 0) => formatNumber(value, language, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits });
  if (minutes < 1) return unit(Math.max(1, Math.round(s)), 'second');
  if (hours < 1) return unit(Math.round(minutes), 'minute');
  if (days < 1) return unit(Math.round(hours), 'hour');
  if (days < 30) return unit(Math.round(days), 'day');
  if (days < 365) return unit(days / 30, 'month', 1);
  return unit(days / 365, 'year', 1);
}

/** The seconds from `now` until `due` (an ISO time), never less than 0. */
export function secondsUntil(due: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.round((new Date(due).getTime() - now.getTime()) / 1000));
}
