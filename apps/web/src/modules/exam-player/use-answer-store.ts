'use client';

import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readLocalStorage } from '@web/lib/api/http-client';
import { isHydrating } from '@web/lib/hydration';
import { postAnswers } from './attempt-calls';
import type { ExamKind } from './exam-kind';
import { openQueue, parseQueue, queueStorageKey, replayOnAnswers } from './save-queue';
import { ALL_SAVED, SaveQueueDriver, type SaveSnapshot } from './save-queue-driver';

/** Where the attempt's answers come from: the server's state, or nothing (the admin's preview keeps answers locally). */
export interface AnswerSource {
  /** Whose controller saves the answers; IELTS when absent. */
  kind?: ExamKind;
  attemptId: number;
  answers: ReadonlyArray<{ questionId: number; response: unknown }>;
  lastClientSeq: number;
}

export interface AnswerStore {
  responses: ReadonlyMap<number, unknown>;
  change: (questionId: number, response: unknown) => void;
  /** Null in the preview (nothing is saved). */
  save: SaveSnapshot | null;
  /** Sends everything queued; true once the server holds it all. */
  flushAll: () => Promise<boolean>;
  /** Forgets the persisted queue once the attempt is submitted. */
  forget: () => void;
  /** The save state now (not as of the last render). */
  readSave: () => SaveSnapshot | null;
}

/** The browser's localStorage, or null where it is refused (a locked-down or private window). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The save state's store without a driver (the preview), and a server-rendered screen's (nothing to save). */
const noDriver = { subscribe: () => () => undefined, getSnapshot: () => null };
const allSaved = () => ALL_SAVED;

/**
 * The exam screen's answers. With a source: the server's answers with the persisted queue replayed on
 * top, every change queued (persisted first) and sent by the save queue; resumed on `online`; the
 * page warns before unloading while a change is unsaved. Without one: answers in memory only.
 */
export function useAnswerStore(source: AnswerSource | null): AnswerStore {
  // One driver per screen (the screen is keyed by attempt); its constructor has no side effects.
  const [driver] = useState<SaveQueueDriver | null>(() => {
    if (!source) return null;
    return new SaveQueueDriver({
      attemptId: source.attemptId,
      initial: openQueue({ lastClientSeq: source.lastClientSeq, persisted: parseQueue(readLocalStorage(queueStorageKey(source.attemptId))) }),
      storage: browserStorage(),
      send: async (steps) => {
        const result = await postAnswers({ kind: source.kind, attemptId: source.attemptId, steps });
        if (result.ok) return { ok: true, savedSeqs: result.data.saved.map((item) => item.clientSeq) };
        const title = (result.error as { title?: unknown } | null)?.title;
        return { ok: false, status: result.status, title: typeof title === 'string' ? title : undefined };
      },
    });
  });
  // A screen the server rendered (it has no localStorage) is hydrated with the server's answers, as
  // rendered there; the changes still queued in this browser are replayed on them right after.
  const [wasHydrating] = useState(isHydrating);
  const [responses, setResponses] = useState<ReadonlyMap<number, unknown>>(() =>
    source ? replayOnAnswers({ answers: source.answers, pending: wasHydrating ? [] : (driver?.getPending() ?? []) }) : new Map(),
  );
  const save = useSyncExternalStore(driver?.subscribe ?? noDriver.subscribe, driver?.getSnapshot ?? noDriver.getSnapshot, driver ? allSaved : noDriver.getSnapshot);
  useEffect(() => {
    const pending = driver?.getPending() ?? [];
    if (!wasHydrating || pending.length === 0) return;
    startTransition(() => setResponses((previous) => replayOnAnswers({ answers: [...previous].map(([questionId, response]) => ({ questionId, response })), pending })));
    // Once, after hydration (the screen is keyed by attempt; later changes go through `change`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!driver) return undefined;
    driver.start();
    const onOnline = () => driver.notifyOnline();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!driver.hasUnsaved()) return;
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set to show the prompt
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('beforeunload', onBeforeUnload);
      driver.dispose();
    };
  }, [driver]);

  const change = useCallback(
    (questionId: number, response: unknown) => {
      setResponses((previous) => new Map(previous).set(questionId, response ?? null));
      driver?.change(questionId, response ?? null);
    },
    [driver],
  );

  const flushAll = useCallback(async () => (driver ? driver.flushAll() : true), [driver]);
  const forget = useCallback(() => driver?.clearPersisted(), [driver]);
  const readSave = useCallback(() => driver?.getSnapshot() ?? null, [driver]);

  return { responses, change, save, flushAll, forget, readSave };
}
