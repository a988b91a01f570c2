'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Suspense, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ErrorState } from '../components/error-state';
import { PageHeader } from '../components/page-header';
import { downloadReport, queueReport, reportTitles, shouldQueueReport } from '../download-report';
import { problemTitle } from '../problem';
import { useResourceListQuery, useResourceSendMutation } from '../resource-api';
import type { ResourceDefinition, ResourceRow, ResourceRowAction } from '../types';
import { useCan } from '../use-can';
import { sortKeysOf, toGridColumns } from './build-columns';
import { EMPTY_SELECTION, fromPaginationModel, selectedIds, sortFromModel, sortToModel, toListArgs, toPaginationModel } from './list-query';
import { ListTabs, ListToolbar, SearchBox } from './list-toolbar';
import { orderColumn } from './order-column';
import { ParentFilterPicker } from './parent-filter';
import { MovePositionDialog } from './move-position-dialog';
import { useReorder } from './use-reorder';
import { rowDragSx, useRowDrag } from './use-row-drag';
import { ResourceGrid } from './resource-grid';
import { StatisticsPanel } from './statistics-panel';
import { actionsColumn } from './row-actions';
import { useListState } from './use-list-state';

type GridColumns<Row extends ResourceRow> = NonNullable<ComponentProps<typeof ResourceGrid<Row>>['columns']>;
const NO_COLUMNS: never[] = [];
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

type PendingDelete<Row> = { kind: 'row'; row: Row } | { kind: 'selected'; ids: number[] };

/**
 * The one list screen of every resource: heading and breadcrumbs, "New" and "Download report",
 * tabs, a debounced search, a server-paged and server-sorted DataGrid with checkbox selection,
 * per-row actions and deletions behind a confirmation. What the admin may not do is not shown.
 */
export function ResourceListView<Row extends ResourceRow>({ definition }: { definition: ResourceDefinition<Row> }) {
  // The list state lives in the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <ListScreen definition={definition} />
    </Suspense>
  );
}

function ListScreen<Row extends ResourceRow>({ definition }: { definition: ResourceDefinition<Row> }) {
  const { key, ns, calls, list, paths, permission } = definition;
  const { t, i18n } = useTranslation([ns, 'resource']);
  const can = useCan();
  const router = useRouter();
  const toast = useToast();
  const firstTab = list.tabs?.[0]?.value ?? '';
  const parent = list.parentFilter;
  const filterKeys = useMemo(() => (parent ? [parent.field] : undefined), [parent]);
  const { state, update } = useListState({ resourceKey: key, defaults: { sort: list.defaultSort, tab: firstTab, filterKeys } });
  const tab = list.tabs?.some((item) => item.value === state.tab) ? state.tab : firstTab;
  const args = toListArgs({ ...state, tab }, list.fixedFilters);
  const argsKey = JSON.stringify(args);
  const parentValue = parent ? state.filters?.[parent.field] : undefined;
  const isWaitingForParent = Boolean(parent?.isRequired && !parentValue);
  const { data, error, isFetching, refetch } = useResourceListQuery({ key, request: calls.list(args) }, { skip: isWaitingForParent });
  const rows = useMemo(() => (isWaitingForParent ? [] : (data?.rows ?? [])) as Row[], [isWaitingForParent, data]);
  const total = data?.pagination?.totalCount ?? rows.length;
  const reorder = useReorder({ definition, rows, args, isFetching, place: { page: state.page, pageSize: state.pageSize, total } });
  const rowDrag = useRowDrag({ rows: reorder.rows, onDrop: reorder.drop });
  const [choosing, setChoosing] = useState<Row | null>(null);

  // The selection belongs to the page it was made on: another page, search or tab starts empty.
  const [selection, setSelection] = useState<{ argsKey: string; model: GridRowSelectionModel }>({ argsKey, model: EMPTY_SELECTION });
  const selectionModel = selection.argsKey === argsKey ? selection.model : EMPTY_SELECTION;
  const chosen = selectedIds(selectionModel);

  const [pending, setPending] = useState<PendingDelete<Row> | null>(null);
  const [activeAction, setActiveAction] = useState<{ action: ResourceRowAction<Row>; row: Row } | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const [send, { isLoading: isDeleting }] = useResourceSendMutation();

  const canCreate = can(`${permission}.create`);
  const canDelete = can(`${permission}.delete`);
  const sortKeys = useMemo(() => sortKeysOf(definition), [definition]);
  const baseColumns = useMemo(() => {
    const base = toGridColumns({ definition, tab, t, language: i18n.language });
    const actions = actionsColumn({
      definition,
      t,
      handlers: {
        can,
        onEdit: (row) => router.push(paths.edit(row.id)),
        onDelete: (row) => setPending({ kind: 'row', row }),
        onAction: (action, row) => (action.href ? router.push(action.href(row)) : setActiveAction({ action, row })),
      },
    });
    return actions ? [...base, actions] : base;
  }, [definition, tab, t, i18n.language, can, router, paths]);
  // The move buttons of an ordered list depend on the rows shown; a list without them keeps one
  // columns array for its whole life (a new one on every render would make the grid start over).
  const isOrdered = Boolean(list.ordered) && can(`${permission}.update`);
  const isMoveBusy = reorder.isBusy || isFetching;
  const { rows: shownRows, disabledHint, move, moveTo, positionOf } = reorder;
  const orderColumns = useMemo(
    () =>
      isOrdered
        ? [orderColumn({ rows: shownRows, t, rowLabel: definition.rowLabel, disabledHint, isBusy: isMoveBusy, total, positionOf, onMove: move, onMoveTo: moveTo, onChoosePosition: setChoosing, onDragStart: rowDrag.start, onDragEnd: rowDrag.end })]
        : NO_COLUMNS,
    [isOrdered, shownRows, t, definition.rowLabel, disabledHint, isMoveBusy, total, positionOf, move, moveTo, rowDrag.start, rowDrag.end],
  ) as GridColumns<Row>;
  const columns = useMemo(() => (orderColumns.length > 0 ? [...orderColumns, ...baseColumns] : baseColumns), [orderColumns, baseColumns]);

  const confirmDelete = async () => {
    if (!pending) return;
    const request = pending.kind === 'row' ? calls.remove(pending.row) : calls.removeMany(pending.ids);
    const result = await send({ key, request, invalidates: definition.invalidates });
    if ('error' in result) {
      toast.error(problemTitle(result.error));
      return;
    }
    const answer = result.data as { deleted?: unknown } | null;
    const deleted = typeof answer?.deleted === 'number' ? answer.deleted : pending.kind === 'row' ? 1 : pending.ids.length;
    toast.success(t('resource:toast.deleted', { count: deleted }));
    setPending(null);
    setSelection({ argsKey, model: EMPTY_SELECTION });
    // The last rows of a page are gone: show the page before it.
    if (deleted >= rows.length && state.page > 1) update({ page: state.page - 1 }, 'replace');
  };

  const onDownload = async () => {
    setDownloading(true);
    const request = calls.report({ searchByName: args.searchByName, sort: args.sort, tab: args.tab, filters: args.filters });
    const titles = reportTitles({ definition, tab, t });
    // A long list is prepared in the background; the admin is notified in the app when it is ready.
    if (shouldQueueReport(total)) {
      const queued = await queueReport({ request, titles });
      setDownloading(false);
      if ('failure' in queued) toast.error(problemTitle(queued.failure));
      else toast.info(t('resource:toast.reportQueued'));
      return;
    }
    const failure = await downloadReport({ request, titles, fallbackName: `${definition.entity.toLowerCase()}.xlsx` });
    setDownloading(false);
    if (failure) toast.error(problemTitle(failure));
  };

  const title = t(definition.labels.list);
  // The panel counts what the list shows: its tab and filters (a search or a page is not a narrowing).
  const statisticsArgs = useMemo(() => ({ tab: args.tab, filters: args.filters }), [args.tab, args.filters]);
  const HeaderActions = list.headerActions;
  const newQuery = new URLSearchParams({ ...(tab && list.tabs ? { tab } : {}), ...(parent && parentValue ? { [parent.field]: parentValue } : {}) }).toString();
  const newHref = newQuery ? `${paths.new}?${newQuery}` : paths.new;
  const ActionDialog = activeAction?.action.dialog;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...definition.breadcrumbs.map((crumb) => ({ label: t(crumb.label), href: crumb.href })), { label: title }]}
        actions={
          <>
            {HeaderActions && <HeaderActions />}
            {can(`${permission}.read`) && (
              <Button variant="outlined" color="inherit" startIcon={<FileDownloadOutlinedIcon />} onClick={onDownload} loading={isDownloading} loadingPosition="start">
                {t('resource:actions.downloadReport')}
              </Button>
            )}
            {canCreate && (
              <Button component={Link} href={newHref} variant="contained" startIcon={<AddRoundedIcon />}>
                {t('resource:actions.new')}
              </Button>
            )}
          </>
        }
      />
      {list.statistics && !isWaitingForParent && <StatisticsPanel definition={definition} args={statisticsArgs} />}
      <Card sx={{ overflow: 'hidden' }}>
        {list.tabs && <ListTabs tabs={list.tabs} value={tab} ns={ns} onChange={(next) => update({ tab: next, page: 1 })} />}
        <ListToolbar
          search={
            <>
              {parent && (
                <Box sx={{ width: { xs: 1, sm: 320 } }}>
                  <ParentFilterPicker filter={parent} ns={ns} value={parentValue} onChange={(value) => update({ filters: { [parent.field]: value }, page: 1 })} />
                </Box>
              )}
              {list.searchable === false ? undefined : <SearchBox value={state.search} label={t(list.searchLabel ?? 'resource:list.search')} onSearch={(text) => update({ search: text, page: 1 }, 'replace')} />}
            </>
          }
          selectedCount={chosen.length}
          canDelete={canDelete}
          onDeleteSelected={() => setPending({ kind: 'selected', ids: chosen })}
        />
        {isWaitingForParent && parent ? (
          <Alert severity="info" sx={{ m: { xs: 2, md: 2.5 }, mt: 0 }} data-testid="choose-parent">
            {t('resource:list.chooseParent', { parent: t(parent.label) })}
          </Alert>
        ) : error ? (
          <ErrorState error={error} onRetry={refetch} />
        ) : (
          <Box {...(isOrdered ? rowDrag.containerProps : {})}>
            <ResourceGrid<Row>
              rows={isOrdered ? shownRows : rows}
              getRowClassName={isOrdered ? rowDrag.getRowClassName : undefined}
              sx={isOrdered ? rowDragSx : undefined}
              columns={columns}
              loading={isFetching}
              rowCount={data ? (data.pagination?.totalCount ?? rows.length) : undefined}
              paginationModel={toPaginationModel(state)}
              onPaginationModelChange={(model) => update(fromPaginationModel(state, model))}
              sortModel={sortToModel(args.sort ?? '', sortKeys).filter((item) => columns.some((column) => column.field === item.field))}
              onSortModelChange={(model) => update({ sort: sortFromModel(model, sortKeys), page: 1 })}
              checkboxSelection={canDelete}
              rowSelectionModel={selectionModel}
              onRowSelectionModelChange={(model) => setSelection({ argsKey, model })}
              isRowSelectable={list.canDelete ? ({ row }) => list.canDelete!(row) : undefined}
              isSearch={Boolean(args.searchByName)}
              aria-label={title}
            />
          </Box>
        )}
      </Card>
      {isOrdered && (
        <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="order-announcement">
          {reorder.announcement}
        </Box>
      )}
      {choosing && (
        <MovePositionDialog
          name={definition.rowLabel(choosing)}
          position={positionOf(choosing)}
          total={total}
          isBusy={reorder.isBusy}
          onMove={(position) => moveTo(choosing, position)}
          onClose={() => setChoosing(null)}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        isBusy={isDeleting}
        title={pending?.kind === 'row' ? t('resource:confirm.deleteOne', { name: definition.rowLabel(pending.row) }) : t('resource:confirm.deleteMany', { count: pending?.kind === 'selected' ? pending.ids.length : 0 })}
        content={t('resource:confirm.cannotUndo')}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      />
      {activeAction && ActionDialog && <ActionDialog row={activeAction.row} onClose={() => setActiveAction(null)} />}
    </>
  );
}
