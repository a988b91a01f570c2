// Which source a position of a built script comes from, read from the build's source maps (standard
// and index maps, as Turbopack writes them with ANALYZE_MAPS=1). Only what a CPU profile needs: the
// source of each generated position, not the original line.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one VLQ segment (`AAgBC` → [0, 0, 16, 1]). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface RawMap {
  sources?: string[];
  mappings?: string;
  sections?: Array<{ offset: { line: number; column: number }; map: RawMap }>;
}

/** Per generated line, the columns where a source starts and which one (-1: none). */
type Lines = Array<{ columns: number[]; sources: number[] }>;

function decodeMappings(mappings: string): Lines {
  const lines: Lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const columns: number[] = [];
    const sources: number[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta, lineDelta, sourceColumnDelta] = decodeVlq(segment);
      column += columnDelta;
      if (sourceDelta !== undefined && lineDelta !== undefined && sourceColumnDelta !== undefined) {
        source += sourceDelta;
        columns.push(column);
        sources.push(source);
      } else {
        columns.push(column);
        sources.push(-1);
      }
    }
    lines.push({ columns, sources });
  }
  return lines;
}

/** The last index whose value is at most `target` (-1 when none is). */
function lastAtMost(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (values[middle]! <= target) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

export interface SourceLookup {
  /** The source of a generated position (0-based line and column), or null. */
  sourceAt(line: number, column: number): string | null;
}

function plainLookup(map: RawMap): SourceLookup {
  const lines = decodeMappings(map.mappings ?? '');
  const sources = map.sources ?? [];
  return {
    sourceAt(line, column) {
      const entry = lines[line];
      if (!entry) return null;
      const index = lastAtMost(entry.columns, column);
      const source = index < 0 ? -1 : entry.sources[index]!;
      return source < 0 ? null : (sources[source] ?? null);
    },
  };
}

/** A lookup over a parsed source map, plain or index (`sections`). */
export function sourceLookup(map: RawMap): SourceLookup {
  if (!map.sections) return plainLookup(map);
  const sections = map.sections.map((section) => ({ line: section.offset.line, column: section.offset.column, lookup: sourceLookup(section.map) }));
  return {
    sourceAt(line, column) {
      let chosen: (typeof sections)[number] | undefined;
      for (const section of sections) if (section.line < line || (section.line === line && section.column <= column)) chosen = section;
      if (!chosen) return null;
      return chosen.lookup.sourceAt(line - chosen.line, line === chosen.line ? column - chosen.column : column);
    },
  };
}

/**
 * What to count a source under: a package (`@mui/material`, `next/dist/compiled/react-dom`), or a
 * file of the app (`apps/web/src/modules/landing/hero.tsx` → `web:modules/landing/hero.tsx`).
 */
export function moduleKey(source: string): string {
  const packagePath = source.split('node_modules/').pop()!;
  if (packagePath !== source) {
    const parts = packagePath.split('/');
    if (parts[0] === 'next') return parts.slice(0, parts[1] === 'dist' ? 4 : 3).join('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const app = /apps\/web\/src\/(.+)$/.exec(source);
  if (app) return `web:${app[1]}`;
  return source.replace(/^turbopack:\/\/\/?/, 'turbopack:');
}
