/** A practice item as the form holds it (the contract's PracticeItem before defaults). */
export interface PracticeDraft {
  type: string;
  content: unknown;
  key: unknown;
  explanation?: string;
  evidence?: string;
}

/** A value as the JSON box shows it: indented; nothing for an absent value. */
export function jsonText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** A JSON box's text read: the value, or why it is not JSON. An empty box is null. */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
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
