'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { AttemptState } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@web/components/loading-screen';
import { isHydrating } from '@web/lib/hydration';
import { problemTitle } from '@web/lib/api';
import { attemptIdOf, fetchAttempt, startAttempt, type ReceivedAttempt } from './attempt-calls';
import { kindOf, type ExamKind, type ExamRoutes, type ExamSkill } from './exam-kind';
import { ExamScreen } from './exam-screen';

export type { ExamRoutes };

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * When, on this device's clock, the server's answer of a server-rendered attempt arrived: the
 * page's response (the server read the attempt just before answering). The exam clock corrects the
 * server's `serverNow` with it.
 */
function pageReceivedAt(): number {
  const [navigation] = typeof performance === 'undefined' ? [] : (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]);
  return navigation && navigation.responseStart > 0 ? Math.round(performance.timeOrigin + navigation.responseStart) : Date.now();
}

/** The attempt's state from the server, or why it could not be read; null while it is on its way. */
type Loaded = { attemptId: number; ok: true; data: ReceivedAttempt } | { attemptId: number; ok: false; error: unknown };

/**
 * Reads the attempt from the browser (unless `skip`): once per attempt, never again on focus or on
 * reconnecting (the save queue keeps the answers; a second read would put older ones on screen).
 */
function useAttemptFromBrowser({ kind, attemptId, skip }: { kind: ExamKind; attemptId: number | null; skip: boolean }): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (skip || attemptId === null) return;
    const controller = new AbortController();
    void fetchAttempt({ kind, attemptId, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setLoaded(result.ok ? { attemptId, ok: true, data: result.data } : { attemptId, ok: false, error: result.error });
    });
    return () => controller.abort();
  }, [kind, attemptId, skip]);
  return loaded?.attemptId === attemptId ? loaded : null;
}

/**
 * The exam screen of `?attemptId=N`: loads the attempt and shows it, or its result once submitted.
 * `?testId=N` starts a full attempt first and replaces the address with its attemptId.
 */
export function AttemptView({ kind = 'ielts', skill, routes, initial = null }: { kind?: ExamKind; skill: ExamSkill; routes: Pick<ExamRoutes, 'list' | 'exam' | 'result'>; initial?: AttemptState | null }) {
  const { t } = useTranslation('exam');
  const router = useRouter();
  const params = useSearchParams();
  const attemptId = positiveId(params.get('attemptId'));
  const testId = positiveId(params.get('testId'));
  const [startError, setStartError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (attemptId !== null || testId === null || started.current) return;
    started.current = true;
    void startAttempt({ kind, testId, mode: 'full' }).then((result) => {
      const id = result.ok ? attemptIdOf(result.data) : null;
      if (id !== null) router.replace(`${routes.exam}?attemptId=${id}`);
      else setStartError(result.ok ? t('errors.startFailed') : problemTitle(result.error));
    });
  }, [kind, attemptId, testId, router, routes.exam, t]);

  // The attempt the server read for this page (server-attempt.ts): the screen is in its HTML, and
  // is hydrated with the same state; no call for it from the browser. Only when hydrating the page:
  // after a client-side navigation the router may hand back a payload it kept (back, forward), with
  // answers and a clock as old as it is, so the screen asks the server as before.
  const [fromServer] = useState(() => (initial && initial.attempt.id === attemptId && isHydrating() ? { ...initial, receivedAt: pageReceivedAt() } : null));
  const server = fromServer?.attempt.id === attemptId ? fromServer : null;
  const query = useAttemptFromBrowser({ kind, attemptId, skip: server !== null });
  // Deferred: the whole exam screen first renders in a transition, in short slices, instead of one
  // long task when the attempt arrives.
  const state = useDeferredValue(server ?? (query?.ok ? query.data : undefined));
  const isSubmitted = Boolean(state?.attempt.submittedAt);

  useEffect(() => {
    if (state && isSubmitted) router.replace(`${routes.result}?resultId=${state.attempt.id}`);
  }, [state, isSubmitted, router, routes.result]);

  const failure = startError ?? (query && !query.ok ? problemTitle(query.error) : attemptId === null && testId === null ? t('errors.noAttempt') : null);
  if (failure) {
    return (
      <Stack spacing={2} sx={{ p: 4, maxWidth: 560, mx: 'auto' }}>
        <Alert severity="error">{failure}</Alert>
        <Button component={NextLink} href={routes.list} variant="outlined">
          {t('errors.backToList')}
        </Button>
      </Stack>
    );
  }
  if (!state || isSubmitted || state.attempt.id !== attemptId) return <LoadingScreen sx={{ minHeight: '100vh' }} />;
  if ((state.test.skill as ExamSkill) !== skill || kindOf(state.test) !== kind) {
    // The attempt is a test of the other skill: its own screen shows it.
    return <Alert severity="info" sx={{ m: 4 }}>{t('errors.otherSkill')}</Alert>;
  }

  return (
    <ExamScreen
      key={state.attempt.id}
      kind={kind}
      test={state.test}
      source={{ kind, attemptId: state.attempt.id, answers: state.answers, lastClientSeq: state.lastClientSeq }}
      clock={{ deadlineAt: state.attempt.deadlineAt, clockWaitsSeconds: state.attempt.clockWaitsSeconds, startedAt: state.attempt.startedAt, serverNow: state.serverNow, receivedAt: state.receivedAt }}
      attemptKey={`attempt-${state.attempt.id}`}
      resultPath={routes.result}
    />
  );
}
