import type { PaginationHeader } from '@lexam/contracts';

export type { PaginationHeader };

export const PAGINATION_HEADER = 'x-pagination';

const INTEGER_FIELDS = ['currentPage', 'pageSize', 'totalCount', 'totalPages'] as const;
const BOOLEAN_FIELDS = ['hasNext', 'hasPrevious'] as const;

/**
 * The contracts' PaginationHeaderSchema, checked by hand: this parser runs in the API client of every
 * page, and zod (even its mini build, whose core carries every schema class) would add 25-30 KB
 * gzipped to every page's first load. pagination.test.ts holds both to the same answers.
 */
function toPaginationHeader(value: unknown): PaginationHeader | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!INTEGER_FIELDS.every((field) => Number.isInteger(record[field]))) return null;
  if (!BOOLEAN_FIELDS.every((field) => typeof record[field] === 'boolean')) return null;
  const header = Object.fromEntries([...INTEGER_FIELDS, ...BOOLEAN_FIELDS].map((field) => [field, record[field]]));
  return header as unknown as PaginationHeader;
}

type HeaderSource = Headers | Readonly<Record<string, string | string[] | undefined>> | null | undefined;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | string[] | undefined>>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key ? record[key] : undefined;
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the `x-pagination` response header, a JSON string
 * `{currentPage,pageSize,totalCount,totalPages,hasNext,hasPrevious}` (API.md). Returns null when it is
 * missing or malformed, so a screen can fall back to "one page".
 */
export function parsePagination(headers: HeaderSource): PaginationHeader | null {
  const raw = readHeader(headers, PAGINATION_HEADER);
  if (!raw) return null;
  try {
    return toPaginationHeader(JSON.parse(raw));
  } catch {
    return null;
  }
}
