'use client';

import type { SaveVideoProgress } from '@lexam/contracts';
import { useEffect, type RefObject } from 'react';
import { learnerClient, LEARNER_TOKEN_KEY } from '@web/lib/api/clients';
import { LEARNER_API_BASE } from '@web/lib/api/bases';
import { readLocalStorage } from '@web/lib/api/http-client';
import { breakRange, emptyTracker, recordTime, restoreRanges, takeRanges } from './played-ranges';

/** Seconds of playing between two saves. */
export const SAVE_EVERY_SECONDS = 10;

/**
 * Saves a video's progress: every 10 seconds of playing, on pause and at the end, and on leaving
 * (the tab hidden, the page unloaded, the player unmounted) with a keepalive request that outlives
 * the page. Sends the position and the ranges played since the last save, tracked from
 * `timeupdate` steps; a seek starts a new range, so skipping ahead does not count as watching.
 */
export function useVideoProgress({ videoRef, videoId, fallbackDuration }: { videoRef: RefObject<HTMLVideoElement | null>; videoId: number; fallbackDuration: number | null }) {
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    const tracker = emptyTracker();
    let sincePlayed = 0;
    let lastSentPosition = -1;

    const body = (): SaveVideoProgress | null => {
      const durationSeconds = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : fallbackDuration;
      if (!durationSeconds || element.readyState < HTMLMediaElement.HAVE_METADATA) return null;
      const positionSeconds = Math.min(Math.max(0, element.currentTime), durationSeconds);
      const played = takeRanges(tracker);
      if (played.length === 0 && Math.abs(positionSeconds - lastSentPosition) < 0.5) return null;
      lastSentPosition = positionSeconds;
      return { videoId, positionSeconds: Math.round(positionSeconds * 100) / 100, durationSeconds: Math.round(durationSeconds * 100) / 100, played };
    };

    const save = () => {
      sincePlayed = 0;
      const payload = body();
      if (!payload) return;
      void learnerClient.put('Video/saveProgress', payload).then((result) => {
        if (!result.ok && result.status !== 400 && result.status !== 404) {
          restoreRanges(tracker, payload.played);
          lastSentPosition = -1;
        }
      });
    };

    /** On leaving: a request the browser finishes even as the page goes away. */
    const saveOnLeaving = () => {
      const payload = body();
      if (!payload) return;
      const token = readLocalStorage(LEARNER_TOKEN_KEY);
      if (!token) return;
      try {
        void fetch(`${LEARNER_API_BASE}/Video/saveProgress`, {
          method: 'PUT',
          keepalive: true,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(payload),
        }).catch(() => undefined);
      } catch {
        // A keepalive request over the browser's budget is refused at once; the last periodic save stands.
      }
    };

    const onTimeUpdate = () => {
      if (element.paused || element.seeking) return;
      sincePlayed += recordTime(tracker, element.currentTime);
      if (sincePlayed >= SAVE_EVERY_SECONDS) save();
    };
    const onBreak = () => breakRange(tracker);
    const onPause = () => {
      breakRange(tracker);
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveOnLeaving();
    };

    element.addEventListener('timeupdate', onTimeUpdate);
    element.addEventListener('seeking', onBreak);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', saveOnLeaving);
    return () => {
      element.removeEventListener('timeupdate', onTimeUpdate);
      element.removeEventListener('seeking', onBreak);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', saveOnLeaving);
      saveOnLeaving();
    };
  }, [videoRef, videoId, fallbackDuration]);
}
