import type { FastifyReply } from 'fastify';
import { buildPagination, type PaginationHeader } from '@lexam/contracts';

export const PAGINATION_HEADER = 'x-pagination';

/**
 * Sets the `x-pagination` header of API.md on a list answer and exposes it to browsers on other
 * origins (the API bases are configuration, so the web app may live elsewhere).
 */
export function setPagination(reply: FastifyReply, page: { pageIndex: number; pageSize: number; totalCount: number }): PaginationHeader {
  const header = buildPagination(page);
  reply.header(PAGINATION_HEADER, JSON.stringify(header));
  reply.header('access-control-expose-headers', PAGINATION_HEADER);
  return header;
}
