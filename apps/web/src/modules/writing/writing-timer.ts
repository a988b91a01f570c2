/** Milliseconds left of a timed answer (negative once over time); null for untimed practice. */
export function remainingMs({ startedAt, limitMinutes, now }: { startedAt: number; limitMinutes: number | null; now: number }): number | null {
  if (limitMinutes === null || !startedAt) return null;
  return startedAt + limitMinutes * 60_000 - now;
}

/** `mm:ss` of a duration, rounded up to the second while counting down; `+mm:ss` over time. */
export function formatClock(ms: number): string {
  const over = ms < 0;
  const seconds = over ? Math.floor(-ms / 1000) : Math.ceil(ms / 1000);
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return over ? `+${text}` : text;
}
