'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clockOffsetMs, dueWarning, elapsedMs, remainingMs, type WarningMinutes } from './exam-clock';

export interface ExamClockInput {
  deadlineAt: string | null;
  /** A clock that waits for the first play of the audio (TOEIC listening): its whole time limit, in seconds. */
  clockWaitsSeconds?: number | null;
  startedAt: string;
  serverNow: string;
  /** When the attempt's state arrived (Date.now() then). */
  receivedAt: number;
}

export type ExamTime = { kind: 'countdown'; ms: number } | { kind: 'elapsed'; ms: number } | { kind: 'waiting'; ms: number } | { kind: 'none' };

/** How often the clock is read: twice a second, so the shown second never lags by a whole one. */
const TICK_MS = 500;

/** The time of `clock` at `now`: left to the server's deadline (corrected for the device clock), or spent in untimed practice. */
export function examTimeAt(clock: ExamClockInput | null, now: number): ExamTime {
  if (!clock) return { kind: 'none' };
  // Not started: the whole time limit, standing still until the learner presses Play.
  if (!clock.deadlineAt && clock.clockWaitsSeconds) return { kind: 'waiting', ms: clock.clockWaitsSeconds * 1000 };
  const offsetMs = clockOffsetMs({ serverNow: clock.serverNow, receivedAt: clock.receivedAt });
  return clock.deadlineAt
    ? { kind: 'countdown', ms: remainingMs({ deadlineAt: clock.deadlineAt, offsetMs, now }) }
    : { kind: 'elapsed', ms: elapsedMs({ startedAt: clock.startedAt, offsetMs, now }) };
}

/**
 * The time to show, re-read twice a second. For the small component that displays it (the timer
 * chip), so that the tick re-renders only that: ticking in the exam screen re-rendered the passage,
 * every question and the navigator twice a second (some 40 ms a tick on a desktop, several times
 * that on a phone, while the learner types).
 */
export function useExamTime(clock: ExamClockInput | null): ExamTime {
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(clock);
  useLayoutEffect(() => {
    latest.current = clock;
  });
  // One interval for the component's life, whatever re-renders the clock object.
  const isRunning = clock !== null && !(clock.deadlineAt === null && clock.clockWaitsSeconds);
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => {
      const next = Date.now();
      // A new state only when the shown second changes: the chip re-renders once a second.
      setNow((previous) => (shownTime(latest.current, previous).ms === shownTime(latest.current, next).ms ? previous : next));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return shownTime(clock, now);
}

/** The time of `clock` at `now` in whole seconds, rounded up as formatClock shows it (`ms` undefined: no clock). */
function shownTime(clock: ExamClockInput | null, now: number): ExamTime & { ms?: number } {
  const time = examTimeAt(clock, now);
  return time.kind === 'none' ? time : { kind: time.kind, ms: Math.ceil(time.ms / 1000) * 1000 };
}

/**
 * The deadline's consequences, without re-rendering the screen that uses it: calls `onWarning`
 * once at 10 and at 5 minutes left and `onExpire` once at 0 (timed attempts only).
 */
export function useExamDeadline({ clock, onWarning, onExpire }: { clock: ExamClockInput | null; onWarning: (minutes: WarningMinutes) => void; onExpire: () => void }): void {
  const latest = useRef({ clock, onWarning, onExpire });
  useLayoutEffect(() => {
    latest.current = { clock, onWarning, onExpire };
  });
  const shown = useRef(new Set<WarningMinutes>());
  const expired = useRef(false);

  const hasDeadline = Boolean(clock?.deadlineAt);
  useEffect(() => {
    if (!hasDeadline) return undefined;
    const check = () => {
      const time = examTimeAt(latest.current.clock, Date.now());
      if (time.kind !== 'countdown' || expired.current) return;
      if (time.ms <= 0) {
        expired.current = true;
        latest.current.onExpire();
        return;
      }
      const warning = dueWarning({ remaining: time.ms, shown: shown.current });
      if (warning !== null) {
        for (const minutes of [10, 5] as const) if (minutes >= warning) shown.current.add(minutes);
        latest.current.onWarning(warning);
      }
    };
    check();
    const timer = setInterval(check, TICK_MS);
    return () => clearInterval(timer);
  }, [hasDeadline]);
}
