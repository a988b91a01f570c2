'use client';

import type { SpeakingPromptDetail, SpeakingSubmission } from '@lexam/contracts';
import { useCallback, useState } from 'react';
import { learnerClient } from '@web/lib/api/clients';
import { problemTitle } from '@web/lib/api/problem';
import { useSaveSpeakingMutation, useSendSpeakingMutation } from './speaking-api';
import type { Recording } from './use-recorder';

export interface KeptRecording {
  fileId: number;
  durationMs: number;
  /** The local recording's address (this visit), else the draft's signed link. */
  url: string;
}

const fromDraft = (draft: SpeakingSubmission | null) =>
  Object.fromEntries((draft?.recordings ?? []).map((item) => [item.questionIndex, { fileId: item.fileId, durationMs: item.durationMs, url: item.url }])) as Record<number, KeptRecording>;

/**
 * A learner's answer to one prompt as it is built: each recording is uploaded as soon as it is made
 * and the draft saved with it (nothing is lost on a reload), then the whole answer is sent.
 */
export function useDraft(prompt: SpeakingPromptDetail) {
  const [recordings, setRecordings] = useState<Record<number, KeptRecording>>(() => fromDraft(prompt.draft));
  const [notes, setNotes] = useState(prompt.draft?.notes ?? '');
  const [draftId, setDraftId] = useState<number | null>(prompt.draft?.id ?? null);
  const [savingIndex, setSavingIndex] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<SpeakingSubmission | null>(null);
  const [save] = useSaveSpeakingMutation();
  const [sendResult, { isLoading: isSending }] = useSendSpeakingMutation();

  const persist = useCallback(
    async (next: Record<number, KeptRecording>, nextNotes: string) => {
      const saved = await save({
        speakingId: prompt.id,
        notes: nextNotes,
        recordings: Object.entries(next).map(([index, item]) => ({ questionIndex: Number(index), fileId: item.fileId, durationMs: Math.max(1, Math.round(item.durationMs)) })),
      }).unwrap();
      setDraftId(saved.id);
    },
    [prompt.id, save],
  );

  const record = useCallback(
    async (index: number, recording: Recording) => {
      setProblem(null);
      setSavingIndex(index);
      try {
        const extension = recording.blob.type.includes('ogg') ? 'ogg' : recording.blob.type.includes('mp4') ? 'm4a' : 'webm';
        const uploaded = await learnerClient.upload<{ id: number }>('Auth/UploadVideo', { file: new File([recording.blob], `answer-${index + 1}.${extension}`, { type: recording.blob.type }) });
        if (!uploaded.ok) throw uploaded.error;
        const next = { ...recordings, [index]: { fileId: uploaded.data.id, durationMs: recording.durationMs, url: recording.url } };
        await persist(next, notes);
        setRecordings(next);
      } catch (error) {
        setProblem(problemTitle(error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : error));
      } finally {
        setSavingIndex(null);
      }
    },
    [notes, persist, recordings],
  );

  const saveNotes = useCallback(async () => {
    try {
      await persist(recordings, notes);
    } catch (error) {
      setProblem(problemTitle((error as { data?: unknown }).data ?? error));
    }
  }, [notes, persist, recordings]);

  const send = useCallback(async () => {
    if (draftId === null) return;
    setProblem(null);
    try {
      await persist(recordings, notes);
      setSent(await sendResult(draftId).unwrap());
    } catch (error) {
      setProblem(problemTitle((error as { data?: unknown }).data ?? error));
    }
  }, [draftId, notes, persist, recordings, sendResult]);

  return { recordings, notes, setNotes, saveNotes, record, savingIndex, problem, send, isSending, sent, draftId };
}
