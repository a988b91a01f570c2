import type { TFunction } from 'i18next';
import { jsonErrorOffset } from './json-error-offset';

/** A practice item as the form holds it (the contract's PracticeItem before defaults). */
export interface PracticeDraft {
  type: string;
  content: unknown;
  key: unknown;
  explanation?: string;
  evidence?: string;
}

/** Where a text stops being JSON: 1-based line and column. */
export interface JsonSpot {
  line: number;
  column: number;
}

/**
 * What a JSON box holds while its text is not JSON: the text as typed and where it goes wrong. The
 * form's check refuses to save it (the server would only get the raw text).
 */
export class InvalidJson {
  constructor(
    readonly text: string,
    readonly spot: JsonSpot,
  ) {}
}

/** The line and column of a character offset in a text. */
export function spotOf(text: string, offset: number): JsonSpot {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** A value as the JSON box shows it: indented; nothing for an absent value. */
export function jsonText(value: unknown): string {
  if (value === undefined) return '';
  if (value instanceof InvalidJson) return value.text;
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** A JSON box's text read: the value, or where it is not JSON. An empty box is null. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; spot: JsonSpot } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const offset = jsonErrorOffset(text);
    return { ok: false, spot: spotOf(text, offset < 0 ? text.length : offset) };
  }
}

/** The first practice item whose content or key box is not JSON, to refuse saving: 1-based number. */
export function firstInvalidJson(items: unknown): { number: number; box: 'content' | 'key'; spot: JsonSpot } | null {
  if (!Array.isArray(items)) return null;
  for (const [index, item] of (items as PracticeDraft[]).entries()) {
    for (const box of ['content', 'key'] as const) {
      const value = item?.[box];
      if (value instanceof InvalidJson) return { number: index + 1, box, spot: value.spot };
    }
  }
  return null;
}

/**
 * The server's errors of one item by its field (`3.content.options.0` → `content`: "options.0: …"
 * for item 3): each box shows what is wrong inside it. The first message of a field wins.
 */
export function itemErrors(fieldErrors: Record<string, string> | undefined, index: number): Record<string, string> {
  const prefix = `${index}.`;
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    if (!path.startsWith(prefix)) continue;
    const [field = '', ...rest] = path.slice(prefix.length).split('.');
    if (!(field in byField)) byField[field] = rest.length > 0 ? `${rest.join('.')}: ${message}` : message;
  }
  return byField;
}

/** The form's check of the practice: a content or key box that is not JSON blocks saving. */
export function practiceCheck(value: unknown, t: TFunction): string | null {
  const invalid = firstInvalidJson(value);
  if (!invalid) return null;
  return t('course-admin:practice.fixJson', { number: invalid.number, box: t(`course-admin:practice.${invalid.box}`), ...invalid.spot });
}
