'use client';

import { useCallback, useRef, useState } from 'react';
import { startAttemptClock } from './attempt-calls';
import type { ExamKind } from './exam-kind';
import type { ExamClockInput } from './use-exam-timer';

/**
 * The clock of an attempt whose time starts with its audio (TOEIC listening): until the learner
 * presses Play it stands at the whole time limit; the first play asks the server to start it (the
 * server sets the deadline by its own clock, once) and the countdown then follows that deadline. A
 * failed call is tried again at the next Play or Continue; a clock that does not wait is returned as given.
 */
export function useClockStartedByAudio({ kind, attemptId, clock }: { kind: ExamKind; attemptId: number | null; clock: ExamClockInput | null }) {
  const [started, setStarted] = useState<ExamClockInput | null>(null);
  const asking = useRef(false);
  const isWaiting = Boolean(clock && !clock.deadlineAt && clock.clockWaitsSeconds) && started === null;
  const onPlay = useCallback(() => {
    if (!isWaiting || attemptId === null || asking.current) return;
    asking.current = true;
    void startAttemptClock({ kind, attemptId }).then((result) => {
      asking.current = false;
      if (!result.ok) return;
      const { attempt, serverNow, receivedAt } = result.data;
      setStarted({ deadlineAt: attempt.deadlineAt, clockWaitsSeconds: attempt.clockWaitsSeconds, startedAt: attempt.startedAt, serverNow, receivedAt });
    });
  }, [isWaiting, kind, attemptId]);
  return { clock: started ?? clock, onPlay };
}
