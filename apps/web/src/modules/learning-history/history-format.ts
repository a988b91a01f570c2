import type { ActivityRow } from '@lexam/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '@web/lib/i18n/intl-locale';

/** What a row achieved, in words: a band, a TOEIC score, marks, cards recalled, share watched, or where a writing stands. */
export function resultText(row: ActivityRow, t: TFunction, language: string): string {
  const n = (value: number, digits = 0) => formatNumber(value, language, { maximumFractionDigits: digits });
  switch (row.activity) {
    case 'test':
      if (row.band !== null) return t('result.band', { value: n(row.band, 1) });
      if (row.scaledScore !== null) return t('result.scaled', { value: n(row.scaledScore) });
      return row.rawScore !== null && row.maxScore !== null ? t('result.marks', { value: n(row.rawScore), max: n(row.maxScore) }) : '';
    case 'reading':
      return row.rawScore !== null && row.maxScore !== null ? t('result.marks', { value: n(row.rawScore), max: n(row.maxScore) }) : t(`status.${row.status ?? 'started'}`);
    case 'listening':
      return t('result.dictation', { count: row.items ?? 0, done: n(row.items ?? 0), value: n(row.rawScore ?? 0) });
    case 'flashcards':
      return row.mode === 'match'
        ? t('result.match', { count: row.items ?? 0, value: n(row.items ?? 0) })
        : t('result.recalled', { value: n(row.rawScore ?? 0), max: n(row.maxScore ?? 0) });
    case 'writing':
    case 'speaking':
      return row.band !== null ? t('result.band', { value: n(row.band, 1) }) : t(`status.${row.status ?? 'submitted'}`);
    case 'video':
      return row.percent !== null ? t('result.watched', { value: n(row.percent) }) : t(`status.${row.status ?? 'started'}`);
    default:
      return '';
  }
}

/** A duration as `1 h 05 min`, `12 min` or `45 s`; empty when unknown. */
export function durationText(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '';
  if (seconds < 60) return t('duration.seconds', { value: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { value: minutes });
  return t('duration.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** The Monday (UTC) of the week of an ISO time, as `yyyy-MM-dd`. */
export function weekOf(iso: string): string {
  const date = new Date(iso);
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - ((date.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` of a local day. */
export function dayString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
