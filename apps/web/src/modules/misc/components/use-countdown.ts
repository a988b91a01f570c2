import { useSyncExternalStore } from 'react';

export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time has passed. */
  isOver: boolean;
};

function subscribeToSeconds(onTick: () => void) {
  const id = window.setInterval(onTick, 1000);
  return () => window.clearInterval(id);
}

const getNowInSeconds = () => Math.floor(Date.now() / 1000);
// The server does not know the visitor's clock: it renders placeholders, the browser fills them in.
const getServerNow = () => null;

/** Counts down to `target` once a second; null while rendering on the server. */
export function useCountdown(target: Date): Countdown | null {
  const now = useSyncExternalStore(subscribeToSeconds, getNowInSeconds, getServerNow);
  if (now === null) return null;

  const left = Math.max(0, Math.floor(target.getTime() / 1000) - now);
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    isOver: left === 0,
  };
}
