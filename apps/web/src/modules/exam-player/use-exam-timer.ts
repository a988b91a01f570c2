'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clockOffsetMs, dueWarning, elapsedMs, remainingMs, type WarningMinutes } from './exam-clock';

export interface ExamClockInput {
  deadlineAt: string | null;
  startedAt: string;
  serverNow: string;
  /** When the attempt's state arrived (Date.now() then). */
  receivedAt: number;
}

export type ExamTime = { kind: 'countdown'; ms: number } | { kind: 'elapsed'; ms: number } | { kind: 'none' };

/**
 * The exam clock: counts down to the server's deadline (corrected for the device clock), calls
 * `onWarning` once at 10 and at 5 minutes and `onExpire` once at 0; counts up for untimed practice.
 */
export function useExamTimer({ clock, onWarning, onExpire }: { clock: ExamClockInput | null; onWarning: (minutes: WarningMinutes) => void; onExpire: () => void }): ExamTime {
  const [now, setNow] = useState(() => Date.now());
  const shown = useRef(new Set<WarningMinutes>());
  const expired = useRef(false);
  const callbacks = useRef({ onWarning, onExpire });
  useLayoutEffect(() => {
    callbacks.current = { onWarning, onExpire };
  });

  // One interval for the screen's life, whatever re-renders the clock object (typing re-renders often).
  const isRunning = clock !== null;
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [isRunning]);

  const offsetMs = clock ? clockOffsetMs({ serverNow: clock.serverNow, receivedAt: clock.receivedAt }) : 0;
  const time: ExamTime = !clock
    ? { kind: 'none' }
    : clock.deadlineAt
      ? { kind: 'countdown', ms: remainingMs({ deadlineAt: clock.deadlineAt, offsetMs, now }) }
      : { kind: 'elapsed', ms: elapsedMs({ startedAt: clock.startedAt, offsetMs, now }) };

  const countdownMs = time.kind === 'countdown' ? time.ms : null;
  useEffect(() => {
    if (countdownMs === null) return;
    if (countdownMs <= 0) {
      if (!expired.current) {
        expired.current = true;
        callbacks.current.onExpire();
      }
      return;
    }
    const warning = dueWarning({ remaining: countdownMs, shown: shown.current });
    if (warning !== null) {
      for (const minutes of [10, 5] as const) if (minutes >= warning) shown.current.add(minutes);
      callbacks.current.onWarning(warning);
    }
  }, [countdownMs]);

  return time;
}
