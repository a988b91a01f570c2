'use client';

import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FILE_SORTS, type FolderContentsQuery } from '@lexam/contracts';

/** Search (every folder) and sort (name, kind, size, date; either way) of a folder's contents. */
export function ContentsToolbar({ search, onSearch, sort, onSort, order, onOrder }: { search: string; onSearch: (value: string) => void; sort: FolderContentsQuery['sort']; onSort: (value: FolderContentsQuery['sort']) => void; order: FolderContentsQuery['order']; onOrder: (value: FolderContentsQuery['order']) => void }) {
  const { t } = useTranslation('files');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
      <TextField type="search" size="small" label={t('search')} value={search} onChange={(event) => onSearch(event.target.value)} sx={{ flex: '1 1 220px' }} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField select size="small" label={t('sortBy')} value={sort} onChange={(event) => onSort(event.target.value as FolderContentsQuery['sort'])} sx={{ minWidth: 140 }}>
        {FILE_SORTS.map((value) => <MenuItem key={value} value={value}>{t(`sort.${value}`)}</MenuItem>)}
      </TextField>
      <IconButton onClick={() => onOrder(order === 'asc' ? 'desc' : 'asc')} aria-label={order === 'asc' ? t('ascending') : t('descending')} title={order === 'asc' ? t('ascending') : t('descending')}>
        {order === 'asc' ? <ArrowUpwardRoundedIcon /> : <ArrowDownwardRoundedIcon />}
      </IconButton>
    </Box>
  );
}
