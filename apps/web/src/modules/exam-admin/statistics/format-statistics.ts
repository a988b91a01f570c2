/** A facility index as a percentage ("67 %" style numbers are for the reader's locale). */
export function formatFacility(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A correlation with two decimals, signed. */
export function formatDiscrimination(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value);
}

/** The attempts a question needs before it is judged, when the server does not say (older answers). */
export const MIN_ATTEMPTS_FOR_FLAGS = 20;

/**
 * Why a question is flagged, as i18n keys: too hard, too easy, weak discrimination; or, below
 * `minAttempts` attempts, that there are not enough yet to tell (never a verdict on a few attempts).
 */
export function flagReasons({ attemptCount, facility, discrimination }: { attemptCount: number; facility: number | null; discrimination: number | null }, minAttempts = MIN_ATTEMPTS_FOR_FLAGS): string[] {
  if (attemptCount < minAttempts) return ['statistics.flags.tooFew'];
  const reasons: string[] = [];
  if (facility !== null && facility < 0.2) reasons.push('statistics.flags.hard');
  if (facility !== null && facility > 0.9) reasons.push('statistics.flags.easy');
  if (discrimination !== null && discrimination < 0.2) reasons.push('statistics.flags.weak');
  return reasons;
}
