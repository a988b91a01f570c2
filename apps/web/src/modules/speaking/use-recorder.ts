'use client';

import fixWebmDuration from 'fix-webm-duration';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isWebm, pickRecordingFormat } from './recording-format';

export type RecorderProblem = 'denied' | 'missing' | 'unsupported' | 'failed';
export interface Recording {
  blob: Blob;
  url: string;
  durationMs: number;
}

/** Why the microphone could not be opened, from getUserMedia's error. */
function problemOf(error: unknown): RecorderProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

/**
 * One recording at a time with MediaRecorder: the format the browser supports best (recording-format.ts),
 * a level meter (0–1) while it records, an automatic stop at `maxMs`, and a WebM's duration written
 * into the file (Chrome leaves it out, so players would show no length or a wrong one).
 */
export function useRecorder({ maxMs, onRecorded }: { maxMs: number; onRecorded: (recording: Recording) => void }) {
  const [state, setState] = useState<'idle' | 'starting' | 'recording' | 'finishing'>('idle');
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') {
      setState('finishing');
      recorder.current.stop();
    }
  }, []);

  // Leaving the screen mid-recording stops the microphone and drops the take.
  const isGone = useRef(false);
  useEffect(() => {
    isGone.current = false;
    return () => {
      isGone.current = true;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      cleanup.current?.();
    };
  }, []);

  const start = useCallback(async () => {
    setProblem(null);
    if (typeof window === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setProblem('unsupported');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      setProblem(problemOf(error));
      setState('idle');
      return;
    }
    const mimeType = pickRecordingFormat(MediaRecorder.isTypeSupported?.bind(MediaRecorder));
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream, mimeType ? { mimeType, audioBitsPerSecond: 48_000 } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setProblem('unsupported');
      setState('idle');
      return;
    }
    const chunks: Blob[] = [];
    let audio: AudioContext | undefined;
    let frame = 0;
    const startedAt = performance.now();
    const timer = window.setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setElapsedMs(elapsed);
      if (elapsed >= maxMs) stop();
    }, 200);
    try {
      audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 512;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const tick = () => {
        analyser.getByteTimeDomainData(samples);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
        setLevel(Math.min(1, peak * 1.5));
        frame = requestAnimationFrame(tick);
      };
      tick();
    } catch {
      // No level meter; the recording still works.
    }
    cleanup.current = () => {
      window.clearInterval(timer);
      cancelAnimationFrame(frame);
      void audio?.close().catch(() => undefined);
      stream.getTracks().forEach((track) => track.stop());
      cleanup.current = null;
    };
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = async () => {
      const durationMs = Math.min(Math.round(performance.now() - startedAt), maxMs);
      cleanup.current?.();
      if (isGone.current) return;
      setLevel(0);
      const type = media.mimeType || mimeType || chunks[0]?.type || 'audio/webm';
      let blob = new Blob(chunks, { type });
      if (isWebm(type)) blob = await fixWebmDuration(blob, durationMs, { logger: false }).catch(() => blob);
      recorder.current = null;
      setState('idle');
      setElapsedMs(durationMs);
      if (blob.size === 0) {
        setProblem('failed');
        return;
      }
      onRecordedRef.current({ blob, url: URL.createObjectURL(blob), durationMs });
    };
    recorder.current = media;
    setElapsedMs(0);
    media.start(1000);
    setState('recording');
  }, [maxMs, stop]);

  return { state, problem, elapsedMs, level, start, stop };
}
