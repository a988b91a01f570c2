/**
 * The exam timer's arithmetic. The deadline is the server's: the device clock is corrected by the
 * offset between the server's `serverNow` and the moment its answer arrived, so a wrong device clock
 * neither shortens nor lengthens the test.
 */

/** Milliseconds to add to `Date.now()` to get the server's time. */
export function clockOffsetMs({ serverNow, receivedAt }: { serverNow: string; receivedAt: number }): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Time left before the deadline (never below 0). */
export function remainingMs({ deadlineAt, offsetMs, now }: { deadlineAt: string; offsetMs: number; now: number }): number {
  return Math.max(0, Date.parse(deadlineAt) - (now + offsetMs));
}

/** Time since the attempt started, for untimed practice. */
export function elapsedMs({ startedAt, offsetMs, now }: { startedAt: string; offsetMs: number; now: number }): number {
  return Math.max(0, now + offsetMs - Date.parse(startedAt));
}

/** The warnings of the exam, by the minutes left when they show. */
export const WARNING_MINUTES = [10, 5] as const;
export type WarningMinutes = (typeof WARNING_MINUTES)[number];

/**
 * The warning to show now, if any: the most urgent threshold passed that was not shown yet. An
 * attempt resumed with 4 minutes left shows the 5-minute warning once, not both.
 */
export function dueWarning({ remaining, shown }: { remaining: number; shown: ReadonlySet<WarningMinutes> }): WarningMinutes | null {
  const passed = WARNING_MINUTES.filter((minutes) => remaining <= minutes * 60_000 && remaining > 0);
  const mostUrgent = passed.at(-1);
  if (mostUrgent === undefined || shown.has(mostUrgent)) return null;
  return mostUrgent;
}

/** `mm:ss`, or `h:mm:ss` from an hour up; rounds up so 0:00 means the time is really over. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
