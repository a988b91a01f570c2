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

/** Why a question is flagged, as i18n keys: too hard, too easy, weak discrimination. */
export function flagReasons({ facility, discrimination }: { facility: number | null; discrimination: number | null }): string[] {
  const reasons: string[] = [];
  if (facility !== null && facility < 0.2) reasons.push('statistics.flags.hard');
  if (facility !== null && facility > 0.9) reasons.push('statistics.flags.easy');
  if (discrimination !== null && discrimination < 0.2) reasons.push('statistics.flags.weak');
  return reasons;
}
