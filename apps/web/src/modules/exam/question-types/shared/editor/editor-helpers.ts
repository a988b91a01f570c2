import type { FieldError } from '@lexam/contracts';
import { numberAt } from '../review';

/** The server's messages for one field (`content.items.0.text`), and for anything under it, joined. */
export function errorAt(errors: readonly FieldError[] | undefined, field: string): string | undefined {
  const messages = (errors ?? []).filter((error) => error.field === field || error.field.startsWith(`${field}.`)).map((error) => error.message);
  return messages.length ? messages.join(' ') : undefined;
}

/** Moves the entry at `from` to `to` (both clamped), returning a new array. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return next;
  next.splice(target, 0, entry);
  return next;
}

/**
 * Gives parts the ids of the numbers they will print under (`part i` → `String(numbers[i])`) and
 * moves each key answer with its part: after adding, removing or reordering, ids and numbers agree
 * again, as in the demo tests. Answers of removed parts are dropped.
 */
export function renumberParts<Part extends { id: string }, Answer>({ parts, answers, numbers }: { parts: readonly Part[]; answers: Record<string, Answer>; numbers: readonly number[] }): { parts: Part[]; answers: Record<string, Answer> } {
  const next: Record<string, Answer> = {};
  const renamed = parts.map((part, index) => {
    const id = String(numberAt(numbers, index));
    const answer = answers[part.id];
    if (answer !== undefined) next[id] = answer;
    return { ...part, id };
  });
  return { parts: renamed, answers: next };
}

/** The gaps of a completion body renumbered in reading order, with the key's answers moved along. */
export function renumberGaps<Answer>({ body, answers, numbers }: { body: string; answers: Record<string, Answer>; numbers: readonly number[] }): { body: string; answers: Record<string, Answer> } {
  let index = 0;
  const next: Record<string, Answer> = {};
  const renumbered = body.replace(/\[\[\s*([^\]\s]+)\s*\]\]/g, (_match, old: string) => {
    const id = String(numberAt(numbers, index));
    index += 1;
    const answer = answers[old];
    if (answer !== undefined) next[id] = answer;
    return `[[${id}]]`;
  });
  return { body: renumbered, answers: next };
}

/** The next free option id after the existing ones (`A`, `B` → `C`; `i`, `ii` → `iii`). */
export function nextOptionId({ existing, ids }: { existing: readonly string[]; ids: readonly string[] }): string {
  const taken = new Set(existing.map((id) => id.toLowerCase()));
  return ids.find((id) => !taken.has(id.toLowerCase())) ?? String(existing.length + 1);
}

export const LETTER_IDS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Accepted answers as the author edits them: one per line; a single line is kept as a string. */
export function acceptedFromText(text: string): string | string[] {
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.length > 1 ? lines : (lines[0] ?? '');
}

/** The text of accepted answers for the author's box: a list becomes one answer per line. */
export function acceptedToText(accepted: string | readonly string[] | undefined): string {
  if (accepted === undefined) return '';
  return typeof accepted === 'string' ? accepted : accepted.join('\n');
}

/**
 * The root style of every admin form: test text (English) typed in an Arabic interface keeps its
 * own direction line by line (`unicode-bidi: plaintext`), so its punctuation stays where it was typed.
 */
export const EDITOR_ROOT_SX = { '& input, & textarea': { unicodeBidi: 'plaintext' } } as const;
