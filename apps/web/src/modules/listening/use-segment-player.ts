'use client';

import { LISTENING_SPEEDS } from '@lexam/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Speed = (typeof LISTENING_SPEEDS)[number];
export interface Range {
  startMs: number;
  endMs: number;
}

/**
 * One recording's audio element, played a range at a time: `play(range)` plays [start, end) and
 * stops there (checked every frame, so the next sentence is not heard); `playFrom` plays on to the
 * end (shadowing). The speed keeps the pitch. `positionMs` follows the playback for highlighting.
 */
export function useSegmentPlayer(audioUrl: string | null) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const stopAt = useRef<number | null>(null);
  const frame = useRef(0);
  const [speed, setSpeedState] = useState<Speed>(1);
  const [isPlaying, setPlaying] = useState(false);
  const [positionMs, setPositionMs] = useState<number | null>(null);
  const [playCount, setPlayCount] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!audioUrl) return undefined;
    const element = new Audio();
    element.preload = 'auto';
    element.preservesPitch = true;
    element.src = audioUrl;
    audio.current = element;
    const tick = () => {
      const ms = element.currentTime * 1000;
      setPositionMs(ms);
      if (stopAt.current !== null && ms >= stopAt.current) {
        element.pause();
        return;
      }
      frame.current = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      setPlaying(true);
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(tick);
    };
    const onStop = () => {
      setPlaying(false);
      cancelAnimationFrame(frame.current);
      setPositionMs(null);
    };
    const onError = () => setFailed(true);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('error', onError);
    return () => {
      cancelAnimationFrame(frame.current);
      element.pause();
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('error', onError);
      element.removeAttribute('src');
      audio.current = null;
    };
  }, [audioUrl]);

  const start = useCallback((fromMs: number, toMs: number | null) => {
    const element = audio.current;
    if (!element) return;
    stopAt.current = toMs;
    element.currentTime = fromMs / 1000;
    setPlayCount((count) => count + 1);
    void element.play().catch(() => setPlaying(false));
  }, []);

  const play = useCallback((range: Range) => start(range.startMs, range.endMs), [start]);
  const playFrom = useCallback((fromMs: number) => start(fromMs, null), [start]);
  const pause = useCallback(() => audio.current?.pause(), []);

  const setSpeed = useCallback((next: Speed) => {
    setSpeedState(next);
    if (audio.current) {
      audio.current.playbackRate = next;
      audio.current.preservesPitch = true;
    }
  }, []);
  const stepSpeed = useCallback(
    (direction: 1 | -1) => {
      const index = LISTENING_SPEEDS.indexOf(speed) + direction;
      if (index >= 0 && index < LISTENING_SPEEDS.length) setSpeed(LISTENING_SPEEDS[index]!);
    },
    [speed, setSpeed],
  );

  const resetPlayCount = useCallback(() => setPlayCount(0), []);

  return { play, playFrom, pause, speed, setSpeed, stepSpeed, isPlaying, positionMs, playCount, resetPlayCount, failed };
}
