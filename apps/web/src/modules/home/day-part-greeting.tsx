'use client';

import { useSyncExternalStore } from 'react';

export type DayPart = 'morning' | 'afternoon' | 'evening';

const subscribeToMinutes = (onChange: () => void) => {
  const id = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(id);
};

/** The part of the day of an hour (0-23) on the learner's clock. */
export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

const getDayPart = () => dayPartOf(new Date().getHours());

/**
 * The greeting's words: the server does not know the learner's clock, so it greets neutrally
 * (`neutral`) and the browser by the time of day, checked again every minute.
 */
export function DayPartGreeting({ neutral, byDayPart }: { neutral: string; byDayPart: Readonly<Record<DayPart, string>> }) {
  const dayPart = useSyncExternalStore(subscribeToMinutes, getDayPart, () => null);
  return dayPart ? byDayPart[dayPart] : neutral;
}
