'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSameValue } from './use-same-value';
import { useLocale } from '@web/lib/i18n';
import { gridLocaleText } from './grid-locale';
import { PAGE_SIZES } from './list-query';

/** The empty state: nothing yet, or nothing matching the search. */
function Empty({ isSearch }: { isSearch: boolean }) {
  const { t } = useTranslation('resource');
  const Icon = isSearch ? SearchOffRoundedIcon : InboxRoundedIcon;
  return (
    <Box sx={{ height: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }} data-testid="resource-empty">
      <Box>
        <Icon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="subtitle1" component="p">
          {isSearch ? t('list.noMatchTitle') : t('list.emptyTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {isSearch ? t('list.noMatchText') : t('list.emptyText')}
        </Typography>
      </Box>
    </Box>
  );
}

function EmptyOverlay() {
  return <Empty isSearch={false} />;
}

function NoMatchOverlay() {
  return <Empty isSearch />;
}

/** How long after a sort change the grid's own return to page 1 is not passed on. */
const SORT_RESET_WINDOW_MS = 500;

export type ResourceGridProps<Row extends GridValidRowModel> = Omit<DataGridProps<Row>, 'localeText' | 'rowCount'> & {
  isSearch: boolean;
  /** The server's total; undefined while the first page is loading (not known yet, not zero). */
  rowCount: number | undefined;
};

/**
 * DataGrid set up for server lists (pages, sort and search are the server's), in the interface
 * language, with the theme's colours in light and dark mode and its direction in Arabic. Narrow
 * screens scroll it sideways rather than squeezing the columns.
 */
export function ResourceGrid<Row extends GridValidRowModel>({ isSearch, sx, rowCount, paginationModel, onPaginationModelChange, sortModel, ...props }: ResourceGridProps<Row>) {
  const { lang } = useLocale();
  const { t } = useTranslation('resource');
  // DataGrid compares its controlled models by identity: a new but equal sort model on a re-render
  // counts as a new sort, and a new sort sends the grid back to page 1 (the snap-back of issue 23).
  // Models made afresh on each render keep their first identity while their value is the same.
  const stablePagination = useSameValue(paginationModel);
  const stableSort = useSameValue(sortModel);
  // A sort model that changes from outside (back or forward to another sort) makes the grid go to
  // its first page on its own, which would push a new address over the one just returned to. The
  // list resets the page itself when the person sorts, so that page change is not passed on.
  const sortKey = JSON.stringify(stableSort ?? null);
  const sortChange = useRef({ key: sortKey, at: 0 });
  useEffect(() => {
    if (sortChange.current.key !== sortKey) sortChange.current = { key: sortKey, at: performance.now() };
  }, [sortKey]);
  const onPageChange: NonNullable<DataGridProps<Row>['onPaginationModelChange']> = (model, details) => {
    const isAfterSort = performance.now() - sortChange.current.at < SORT_RESET_WINDOW_MS;
    if (isAfterSort && model.page === 0 && model.pageSize === stablePagination?.pageSize) return;
    onPaginationModelChange?.(model, details);
  };
  return (
    <DataGrid<Row>
      autoHeight
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      pageSizeOptions={[...PAGE_SIZES]}
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      disableRowSelectionExcludeModel
      // Pages hold at most 100 rows: every cell stays in the page, so nothing scrolled sideways
      // disappears from assistive technology (and tests).
      disableVirtualization
      keepNonExistentRowsSelected={false}
      rowHeight={60}
      columnHeaderHeight={52}
      localeText={gridLocaleText(lang)}
      // An unknown total (-1) keeps the page asked for: a total of 0 while loading would make the
      // grid clamp page 3 of an address to page 1 before the rows arrive.
      rowCount={rowCount ?? -1}
      paginationModel={stablePagination}
      onPaginationModelChange={onPageChange}
      sortModel={stableSort}
      // An empty list shows its empty state, not a pager counting nothing.
      hideFooter={rowCount === 0}
      slots={{ noRowsOverlay: isSearch ? NoMatchOverlay : EmptyOverlay, noResultsOverlay: NoMatchOverlay }}
      // Rows on screen stay visible and clickable while the next page or search loads (a thin bar
      // above them): a skeleton over them hid a row's Edit, and ate its click, right after a search
      // was typed. The overlays here only inform (loading, empty, no match), so clicks go through them.
      slotProps={{
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        // A progress bar needs a name (WCAG 4.1.2): the grid's own has none.
        baseLinearProgress: { 'aria-label': t('list.loading') },
        baseCircularProgress: { 'aria-label': t('list.loading') },
      }}
      sx={[
        (theme) => ({
          border: 'none',
          '--DataGrid-overlayHeight': '280px',
          '--DataGrid-containerBackground': (theme.vars ?? theme).palette.background.neutral,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: theme.typography.fontWeightMedium, color: (theme.vars ?? theme).palette.text.secondary },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within': { outline: 'none' },
          '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
          '& .MuiDataGrid-footerContainer': { borderTopStyle: 'dashed' },
          '& .MuiDataGrid-overlayWrapper': { pointerEvents: 'none' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
