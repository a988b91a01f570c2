'use client';

import TablePagination from '@mui/material/TablePagination';
import type { ReactNode } from 'react';

/**
 * The pager under a paged list: the page (from 0), its size with the sizes offered, and a change of
 * size going back to the first page. The labels are the list's own (its namespace's words).
 */
export function PageControls({ count, page, pageSize, sizes, onPage, onPageSize, labelRowsPerPage, labelDisplayedRows }: {
  count: number;
  page: number;
  pageSize: number;
  sizes: number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  labelRowsPerPage?: ReactNode;
  labelDisplayedRows?: (rows: { from: number; to: number; count: number }) => ReactNode;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={sizes}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => {
        onPageSize(Number(event.target.value));
        onPage(0);
      }}
      {...(labelRowsPerPage !== undefined ? { labelRowsPerPage } : {})}
      {...(labelDisplayedRows ? { labelDisplayedRows } : {})}
    />
  );
}
