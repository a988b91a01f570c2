'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemTitle } from '@web/lib/api';
import { submitAttempt } from './attempt-calls';
import type { ExamKind } from './exam-kind';
import type { AnswerStore } from './use-answer-store';

/**
 * Submitting an attempt: the queue is flushed first (a 409 there means the server already closed the
 * attempt, and submitting is idempotent, so it goes on); then the kind's submit call, and the result.
 */
export function useExamSubmit({ kind, attemptId, store, resultPath }: { kind: ExamKind; attemptId: number | null; store: AnswerStore; resultPath: string | null }) {
  const { t } = useTranslation('exam');
  const router = useRouter();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const { flushAll, readSave, forget } = store;

  const submit = useCallback(async (): Promise<boolean> => {
    if (attemptId === null || running.current) return false;
    running.current = true;
    setSubmitting(true);
    setError(null);
    try {
      const isFlushed = await flushAll();
      const save = readSave();
      if (!isFlushed && save?.status !== 'closed') {
        setError(save?.status === 'rejected' ? (save.message ?? t('errors.saveRejected')) : t('errors.offlineSubmit'));
        return false;
      }
      const result = await submitAttempt({ kind, attemptId });
      // 409: submitted already (another tab, or the time-up submit): the result is there to show.
      if (!result.ok && result.status !== 409) {
        setError(result.status === 0 ? t('errors.offlineSubmit') : problemTitle(result.error));
        return false;
      }
      forget();
      if (resultPath) router.replace(`${resultPath}?resultId=${attemptId}`);
      return true;
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }, [kind, attemptId, flushAll, readSave, forget, resultPath, router, t]);

  return { submit, isSubmitting, error, clearError: () => setError(null) };
}
