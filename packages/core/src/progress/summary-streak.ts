import type { Streak, TypeAccuracy } from '@lexam/contracts';

const DAY = 86_400_000;

/** A learner's calendar day (`YYYY-MM-DD`) of a time, at a UTC offset in minutes. */
export function localDay(time: Date, utcOffsetMinutes: number): string {
  return new Date(time.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);
}

function dayOf(number: number): string {
  return new Date(number * DAY).toISOString().slice(0, 10);
}

/**
 * The streak from the learner's active days (their own calendar days, any order, repeats allowed):
 * the current run ends today, or yesterday while today has nothing yet (the day is not over); the
 * longest run anywhere; the active days among the last 30 and the list of the last 35 for a calendar.
 */
export function computeStreak(activeDays: Iterable<string>, now: Date, utcOffsetMinutes: number): Streak {
  const today = localDay(now, utcOffsetMinutes);
  const todayNumber = dayNumber(today);
  const numbers = [...new Set([...activeDays].map(dayNumber))].filter((value) => Number.isFinite(value) && value <= todayNumber).sort((a, b) => a - b);
  const present = new Set(numbers);

  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const value of numbers) {
    run = previous !== null && value === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = value;
  }

  const activeToday = present.has(todayNumber);
  let current = 0;
  for (let day = activeToday ? todayNumber : todayNumber - 1; present.has(day); day -= 1) current += 1;

  return {
    current,
    longest,
    activeToday,
    daysActiveLast30: numbers.filter((value) => value > todayNumber - 30).length,
    today,
    utcOffsetMinutes,
    recentDays: numbers.filter((value) => value > todayNumber - 35).map(dayOf),
  };
}

/** One graded question of a submitted attempt, with its question's type. */
export interface GradedQuestion {
  type: string;
  marks: number;
  maxMarks: number;
}

/** The graded questions grouped by type, the weakest first (by percent, then by type). */
export function groupAccuracy(questions: Iterable<GradedQuestion>): TypeAccuracy[] {
  const byType = new Map<string, TypeAccuracy>();
  for (const question of questions) {
    const row = byType.get(question.type) ?? { type: question.type, questions: 0, marks: 0, maxMarks: 0, percent: null };
    row.questions += 1;
    row.marks += Math.max(0, question.marks);
    row.maxMarks += Math.max(0, question.maxMarks);
    byType.set(question.type, row);
  }
  const rows = [...byType.values()].map((row) => ({ ...row, percent: row.maxMarks === 0 ? null : Math.round((row.marks / row.maxMarks) * 1000) / 10 }));
  return rows.sort((a, b) => (a.percent ?? 101) - (b.percent ?? 101) || a.type.localeCompare(b.type));
}
