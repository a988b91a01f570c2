import { PaginationHeaderSchema, type PaginationHeader } from '@lexam/contracts';

export type { PaginationHeader };

export const PAGINATION_HEADER = 'x-pagination';

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
    const parsed = PaginationHeaderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
