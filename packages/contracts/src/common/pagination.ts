import { z } from 'zod';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

/** Query of every list call: pages count from 1. */
export const PageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchByName: z.string().trim().max(200).optional(),
  /** A column name, with a leading `-` for descending order. */
  sort: z.string().trim().max(64).regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/, 'sort is a column name, optionally with a leading -').optional(),
});

/** The JSON held by the `x-pagination` response header of every list (API.md). */
export const PaginationHeaderSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasNext: z.boolean(),
  hasPrevious: z.boolean(),
});

export type PageQuery = z.infer<typeof PageQuerySchema>;
export type PaginationHeader = z.infer<typeof PaginationHeaderSchema>;

/** Derives the pagination header from the page asked for and the total number of rows. */
export function buildPagination({ pageIndex, pageSize, totalCount }: { pageIndex: number; pageSize: number; totalCount: number }): PaginationHeader {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    currentPage: pageIndex,
    pageSize,
    totalCount,
    totalPages,
    hasNext: pageIndex < totalPages,
    hasPrevious: pageIndex > 1,
  };
}
