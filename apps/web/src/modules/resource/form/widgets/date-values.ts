import { format, isValid, parseISO } from 'date-fns';

/** `yyyy-MM-dd` on the wire ⇄ a Date in the picker; an empty or unfinished day is null. */
export function toDay(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = parseISO(value);
  return isValid(day) ? day : null;
}
export function fromDay(day: Date | null): string | null {
  return day && isValid(day) ? format(day, 'yyyy-MM-dd') : null;
}
