/** The date the countdown on /coming-soon falls back to when no launch date is configured. */
const DEFAULT_LAUNCH_DATE = '2027-03-01T08:00:00Z';

/** Reads an ISO 8601 date, or gives null when the text is missing or not a date. */
function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When the screens still marked "coming soon" open. Set `NEXT_PUBLIC_LAUNCH_DATE` (ISO 8601, for
 * example `2027-03-01T08:00:00Z`) when building the web app to move it.
 */
export const LAUNCH_DATE: Date = parseDate(process.env.NEXT_PUBLIC_LAUNCH_DATE) ?? new Date(DEFAULT_LAUNCH_DATE);

/** The browser storage key under which the notify-me wish is kept on this device. */
export const NOTIFY_STORAGE_KEY = 'lexam.launch-notify';
