'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import SwapVertRoundedIcon from '@mui/icons-material/SwapVertRounded';
import type { Menu } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ErrorState, problemTitle, useCan, useResourceListQuery, useResourceSendMutation } from '@web/modules/resource';
import { ALL_MENUS_REQUEST, MENU_KEY, reorderMenus } from './menu-queries';
import { changedGroups, groupByParent, moveItem, parentKey } from './menu-order';
import { menuTitle } from './menu-title';

/** The menu list's "Order" button: opens the tree to move items up and down within their parent. */
export function MenuOrderButton() {
  const { t } = useTranslation('system');
  const can = useCan();
  const [isOpen, setOpen] = useState(false);
  if (!can('menu.update')) return null;
  return (
    <>
      <Button variant="outlined" color="inherit" startIcon={<SwapVertRoundedIcon />} onClick={() => setOpen(true)}>
        {t('menus.order.open')}
      </Button>
      {isOpen && <MenuOrderDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function MenuOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('system');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { data, error, isLoading, refetch } = useResourceListQuery({ key: MENU_KEY, request: ALL_MENUS_REQUEST }, { refetchOnMountOrArgChange: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={isNarrow}>
      <DialogTitle id={titleId}>{t('menus.order.title')}</DialogTitle>
      {error ? (
        <DialogContent>
          <ErrorState error={error} onRetry={refetch} />
        </DialogContent>
      ) : isLoading || !data ? (
        <DialogContent>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </DialogContent>
      ) : (
        <OrderEditor items={data.rows as Menu[]} onClose={onClose} />
      )}
    </Dialog>
  );
}

function OrderEditor({ items, onClose }: { items: Menu[]; onClose: () => void }) {
  const { t } = useTranslation(['system', 'resource']);
  const toast = useToast();
  const [send] = useResourceSendMutation();
  const [saved] = useState(() => groupByParent(items));
  const [order, setOrder] = useState(saved);
  const [isSaving, setSaving] = useState(false);
  const byId = new Map(items.map((item) => [item.id, item]));
  const changes = changedGroups(saved, order);

  const save = async () => {
    setSaving(true);
    for (const ids of changes) {
      const result = await send({ key: MENU_KEY, request: reorderMenus(ids) });
      if ('error' in result) {
        setSaving(false);
        toast.error(problemTitle(result.error));
        return;
      }
    }
    toast.success(t('menus.order.saved'));
    onClose();
  };

  const renderGroup = (parentId: number | null, depth: number) => {
    const key = parentKey(parentId);
    const ids = order[key] ?? [];
    if (ids.length === 0) return null;
    return (
      <List dense disablePadding sx={{ pl: depth ? 3 : 0, borderLeft: depth ? 1 : 0, borderColor: 'divider' }} aria-label={depth ? menuTitle(byId.get(parentId!)?.title ?? '', t) : t('menus.order.topLevel')}>
        {ids.map((id, index) => {
          const item = byId.get(id)!;
          const title = menuTitle(item.title, t);
          return (
            <Box component="li" key={id} sx={{ listStyle: 'none' }}>
              <ListItem
                component="div"
                data-testid="menu-order-item"
                disableGutters
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton size="small" disabled={index === 0 || isSaving} aria-label={t('menus.order.up', { title })} onClick={() => setOrder((current) => moveItem(current, key, id, -1))}>
                      <ArrowUpwardRoundedIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" disabled={index === ids.length - 1 || isSaving} aria-label={t('menus.order.down', { title })} onClick={() => setOrder((current) => moveItem(current, key, id, 1))}>
                      <ArrowDownwardRoundedIcon fontSize="small" />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 10 }}
              >
                <ListItemText primary={title} secondary={item.path} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
              </ListItem>
              {renderGroup(id, depth + 1)}
            </Box>
          );
        })}
      </List>
    );
  };

  return (
    <>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('menus.order.text')}</DialogContentText>
        {renderGroup(null, 0)}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={isSaving}>
          {t('resource:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={save} loading={isSaving} disabled={changes.length === 0}>
          {t('menus.order.save')}
        </Button>
      </DialogActions>
    </>
  );
}
