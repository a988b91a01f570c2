'use client';

import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolder } from '@lexam/contracts';
import { KindIcon } from './file-format';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** The children of each folder (0: the root), from the flat list the API sends. */
export function childrenByParent(folders: FileFolder[]): Map<number, FileFolder[]> {
  const map = new Map<number, FileFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId ?? 0;
    map.set(parent, [...(map.get(parent) ?? []), folder]);
  }
  return map;
}

/** The ids of a folder's ancestors (open in the tree so that the folder shows). */
function ancestorsOf(folders: FileFolder[], id: number): number[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chain: number[] = [];
  for (let current = byId.get(id); current?.parentId && chain.length < 100; current = byId.get(current.parentId)) chain.push(current.parentId);
  return chain;
}

/**
 * The folders as a tree: the root, then each folder with a toggle for its subfolders. `selected` is
 * shown as current; choosing one calls `onSelect` (0: the root). `disabledId` (and all below it) cannot
 * be chosen: a folder being moved.
 */
export function FolderTree({ folders, selected, onSelect, disabledId, label }: { folders: FileFolder[]; selected: number; onSelect: (id: number) => void; disabledId?: number; label?: string }) {
  const { t } = useTranslation('files');
  const children = useMemo(() => childrenByParent(folders), [folders]);
  const [open, setOpen] = useState<Set<number>>(() => new Set(ancestorsOf(folders, selected)));
  const toggle = (id: number) => setOpen((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const renderLevel = (parent: number, blocked: boolean) =>
    (children.get(parent) ?? []).map((folder) => {
      const hasChildren = (children.get(folder.id)?.length ?? 0) > 0;
      const isOpen = open.has(folder.id) || ancestorsOf(folders, selected).includes(folder.id);
      const isBlocked = blocked || folder.id === disabledId;
      return (
        <Box component="li" key={folder.id} sx={{ listStyle: 'none' }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            {hasChildren ? (
              <IconButton size="small" onClick={() => toggle(folder.id)} aria-expanded={isOpen} aria-label={folder.name}>
                {isOpen ? <ExpandMoreRoundedIcon fontSize="small" /> : <ChevronRightRoundedIcon fontSize="small" sx={FLIP_IN_RTL} />}
              </IconButton>
            ) : (
              <Box sx={{ width: 34, flexShrink: 0 }} />
            )}
            <ListItemButton dense selected={folder.id === selected} disabled={isBlocked} onClick={() => onSelect(folder.id)} aria-current={folder.id === selected ? 'true' : undefined} sx={{ borderRadius: 1, minWidth: 0 }}>
              <ListItemIcon sx={{ minWidth: 32 }}><KindIcon kind="folder" /></ListItemIcon>
              <ListItemText primary={folder.name} slotProps={{ primary: { noWrap: true, title: folder.name } }} />
            </ListItemButton>
          </Box>
          {hasChildren && isOpen && <List disablePadding sx={{ pl: 2 }}>{renderLevel(folder.id, isBlocked)}</List>}
        </Box>
      );
    });

  return (
    <nav aria-label={label ?? t('folderTree')}>
      <List dense disablePadding>
        <Box component="li" sx={{ listStyle: 'none' }}>
          <ListItemButton dense selected={selected === 0} onClick={() => onSelect(0)} aria-current={selected === 0 ? 'true' : undefined} sx={{ borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 32 }}><HomeRoundedIcon fontSize="small" aria-hidden /></ListItemIcon>
            <ListItemText primary={t('root')} />
          </ListItemButton>
        </Box>
        {renderLevel(0, false)}
      </List>
    </nav>
  );
}
