'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { WritingDraft } from '@lexam/contracts';
import { readLocalStorage } from '@web/lib/api';
import { useAppDispatch } from '@web/lib/store';
import { openQueue, parseQueue } from '@web/modules/exam-player/save-queue';
import { browserStorage } from '@web/modules/exam-player/use-answer-store';
import { ALL_SAVED, SaveQueueDriver, type SaveSnapshot } from '@web/modules/exam-player/save-queue-driver';
import { invalidateWritingAnswers } from './writing-api';
import { fetchDraft, postDraft, postSend, titleOf, writingQueueKey, type DraftChange } from './writing-calls';

export type TimeLimit = 20 | 40 | null;
export type DraftPhase = { phase: 'loading' } | { phase: 'error'; message: string | null } | { phase: 'choose' } | { phase: 'writing' };

const noDriver = { subscribe: () => () => undefined, getSnapshot: () => ALL_SAVED };

/**
 * The writing screen's draft, saved with the exam's guarantees by the exam player's save queue:
 * every change is queued in localStorage before anything else, sent within 2 seconds (one request
 * at a time, the newest text superseding an unsent older one), retried on a dropped network or a
 * restarted server, and replayed on the server's draft after a reload. The queue's sequence number
 * is the draft's revision, so a late retry never overwrites newer text on the server.
 */
export function useWritingDraft(writingId: number) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<DraftPhase>({ phase: 'loading' });
  const [text, setText] = useState('');
  const [limit, setLimit] = useState<TimeLimit>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [driver, setDriver] = useState<SaveQueueDriver | null>(null);

  useEffect(() => {
    let cancelled = false;
    void fetchDraft(writingId).then((result) => {
      if (cancelled) return;
      if (!result.ok) return setState({ phase: 'error', message: titleOf(result) ?? null });
      const draft: WritingDraft | null = result.data;
      const initial = openQueue({ lastClientSeq: draft?.revision ?? 0, persisted: parseQueue(readLocalStorage(writingQueueKey(writingId))) });
      const queued = initial.pending.at(-1)?.response as DraftChange | undefined;
      const made = new SaveQueueDriver({
        attemptId: writingId,
        storageKey: writingQueueKey(writingId),
        initial,
        storage: browserStorage(),
        send: async (steps) => {
          const last = steps[steps.length - 1]!;
          const saved = await postDraft(writingId, last.clientSeq, last.response as DraftChange);
          // An older revision ignored by the server is still acknowledged: newer text is there.
          if (saved.ok) return { ok: true, savedSeqs: steps.map((step) => step.clientSeq) };
          return { ok: false, status: saved.status, title: titleOf(saved) };
        },
      });
      if (draft || queued) {
        setText(queued?.answerText ?? draft?.answerText ?? '');
        setLimit(draft ? (draft.timeLimitSeconds ? (Math.round(draft.timeLimitSeconds / 60) as TimeLimit) : null) : (queued?.timeLimitMinutes ?? null));
        setStartedAt(draft ? Date.parse(draft.startedAt) : Date.now());
        setState({ phase: 'writing' });
      } else {
        setState({ phase: 'choose' });
      }
      setDriver(made);
    });
    return () => {
      cancelled = true;
    };
  }, [writingId]);

  useEffect(() => {
    if (!driver) return undefined;
    driver.start();
    const onOnline = () => driver.notifyOnline();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!driver.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      driver.dispose();
    };
  }, [driver]);

  const save: SaveSnapshot = useSyncExternalStore(driver?.subscribe ?? noDriver.subscribe, driver?.getSnapshot ?? noDriver.getSnapshot, noDriver.getSnapshot);

  /** Starts writing with the timer chosen: the first save opens the draft and its clock on the server at once. */
  const start = useCallback(
    (minutes: TimeLimit) => {
      setLimit(minutes);
      setStartedAt(Date.now());
      setState({ phase: 'writing' });
      driver?.change(writingId, { answerText: text, timeLimitMinutes: minutes } satisfies DraftChange);
    },
    [driver, writingId, text],
  );

  const change = useCallback(
    (next: string) => {
      setText(next);
      driver?.change(writingId, { answerText: next, timeLimitMinutes: limit } satisfies DraftChange);
    },
    [driver, writingId, limit],
  );

  /** Sends what is queued, then submits with the final text (so an offline queue still submits it). */
  const submit = useCallback(async (): Promise<{ ok: true; answer: WritingDraft } | { ok: false; message: string | null }> => {
    if (!driver) return { ok: false, message: null };
    await driver.flushAll();
    const last = driver.getPending().at(-1);
    const sent = await postSend(writingId, last?.clientSeq ?? 0, (last?.response as DraftChange | undefined)?.answerText ?? text);
    if (!sent.ok) return { ok: false, message: titleOf(sent) ?? null };
    driver.dispose();
    driver.clearPersisted();
    dispatch(invalidateWritingAnswers());
    return { ok: true, answer: sent.data };
  }, [driver, writingId, text, dispatch]);

  return { state, text, limit, startedAt, save, start, change, submit };
}
