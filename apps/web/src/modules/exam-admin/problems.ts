import type { FieldError } from '@lexam/contracts';

/** Every field error of a failed call's problem body (`{ errors: [{ field, message }] }`), in order. */
export function problemErrors(failure: unknown): FieldError[] {
  // RTK Query failures carry the body in `data`, the HTTP client's in `error`.
  const holder = failure && typeof failure === 'object' ? (failure as { data?: unknown; error?: unknown }) : undefined;
  const body = holder?.data ?? holder?.error;
  const errors = body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  return errors.filter((entry): entry is FieldError => Boolean(entry) && typeof (entry as FieldError).field === 'string' && typeof (entry as FieldError).message === 'string');
}

/** The first message per top-level body field (`body.numbers` → `numbers`). */
export function firstMessages(errors: FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) {
    const name = field.replace(/^body\./, '').split('.')[0] ?? field;
    byField[name] ??= message;
  }
  return byField;
}

/**
 * The question editor's view of the server's errors: it names parts `content.items.0.text` and
 * `key.answers.3`, the server `body.content.items.0.text` and `body.answerKey.answers.3`.
 */
export function editorErrors(errors: FieldError[]): FieldError[] {
  return errors
    .map(({ field, message }) => ({ field: field.replace(/^body\./, '').replace(/^answerKey(?=\.|$)/, 'key'), message }))
    .filter(({ field }) => field === 'content' || field === 'key' || field.startsWith('content.') || field.startsWith('key.'));
}

/** The publish problems that belong to one node of the tree (`question.12`, `section.3.passageHtml`). */
export function problemsOf(errors: FieldError[], node: string): FieldError[] {
  return errors.filter(({ field }) => field === node || field.startsWith(`${node}.`));
}
