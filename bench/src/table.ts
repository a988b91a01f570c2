// Tables for the terminal (aligned columns) and for bench/README.md (Markdown).

export type Cell = string | number | null | undefined;

function text(cell: Cell): string {
  if (cell === null || cell === undefined) return '–';
  return String(cell);
}

/** Columns aligned with spaces; numbers right-aligned. */
export function formatTable(headers: string[], rows: Cell[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => text(row[column]).length)));
  const line = (cells: Cell[], isHeader = false) =>
    cells
      .map((cell, column) => {
        const value = text(cell);
        return !isHeader && typeof cell === 'number' ? value.padStart(widths[column]) : value.padEnd(widths[column]);
      })
      .join('  ')
      .trimEnd();
  return [line(headers, true), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map((row) => line(row))].join('\n');
}

/** A GitHub-flavoured Markdown table. */
export function formatMarkdownTable(headers: string[], rows: Cell[][]): string {
  const escape = (cell: Cell) => text(cell).replace(/\|/g, '\\|');
  const isNumeric = headers.map((_, column) => rows.some((row) => typeof row[column] === 'number'));
  return [
    `| ${headers.join(' | ')} |`,
    `|${isNumeric.map((numeric) => (numeric ? ' ---: ' : ' --- ')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}
