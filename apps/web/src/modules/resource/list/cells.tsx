'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import type { ColumnKind } from '../types';
import { chipsOf, formatDate } from './format';

const EMPTY = '—';

/** A cell's content by the column's kind; numbers in `language`'s marks with Latin digits (intl-locale.ts). */
export function renderCell({ kind = 'text', value, t, language }: { kind?: ColumnKind; value: unknown; t: TFunction; language: string }): ReactNode {
  switch (kind) {
    case 'boolean':
      return value ? <Chip size="small" color="success" variant="outlined" label={t('resource:values.yes')} /> : <Chip size="small" variant="outlined" label={t('resource:values.no')} />;
    case 'date':
      return formatDate(value) || EMPTY;
    case 'chips': {
      const { shown, hidden } = chipsOf(value);
      if (shown.length === 0) return <Typography variant="body2" sx={{ color: 'text.disabled' }}>{EMPTY}</Typography>;
      return (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: 1, overflow: 'hidden' }}>
          {shown.map((label) => (
            <Chip key={label} size="small" label={label} />
          ))}
          {hidden > 0 && <Chip size="small" variant="outlined" label={`+${hidden}`} />}
        </Box>
      );
    }
    case 'number':
      return typeof value === 'number' ? formatNumber(value, language) : EMPTY;
    default:
      if (value === null || value === undefined || value === '') return <Typography component="span" variant="body2" sx={{ color: 'text.disabled' }}>{EMPTY}</Typography>;
      // A block that can shrink, so long text ends in an ellipsis (the full text is its title).
      return (
        <Typography component="span" variant="body2" noWrap title={String(value)} sx={{ display: 'block', minWidth: 0 }}>
          {String(value)}
        </Typography>
      );
  }
}
