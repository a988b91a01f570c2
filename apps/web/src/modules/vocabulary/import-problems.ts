/** A bad row of an import as the server names it: its line (from 1) and the reason. */
export interface BadRow {
  line: number | null;
  message: string;
}

/**
 * The bad rows of a refused import (`errors` of the 400 problem, each with `params.line`), in line
 * order; an error without a line (an empty file, a missing column) comes first.
 */
export function badRowsOf(problem: unknown): BadRow[] {
  const errors = problem && typeof problem === 'object' ? (problem as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  const rows = errors.flatMap((entry: unknown) => {
    const { message, params } = (entry ?? {}) as { message?: unknown; params?: Record<string, unknown> };
    if (typeof message !== 'string') return [];
    const line = Number(params?.line);
    // The server's sentence may start with its own "Line 3:"; the screen says the line in the learner's language.
    return [{ line: Number.isInteger(line) && line > 0 ? line : null, message: message.replace(/^line \d+\s*:\s*/i, '') }];
  });
  return rows.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** What a chosen file holds as text, with its format guessed from its name (`.tsv`/`.txt`: tabs). */
export function formatOfFile(name: string): 'csv' | 'tsv' | 'auto' {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.tsv') || lower.endsWith('.tab')) return 'tsv';
  return 'auto';
}
