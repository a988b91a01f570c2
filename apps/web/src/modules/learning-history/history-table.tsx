'use client';

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ActivityRow } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/i18n/intl-locale';
import { durationText, resultText } from './history-format';

/** The history's columns, in order: the keys the workbook writes and the titles shown. */
export const HISTORY_COLUMNS = ['at', 'userName', 'activity', 'title', 'result', 'durationSeconds'] as const;

/** A page of activity; the learner's name opens their drill-down (unless the table is already one learner's). */
export function HistoryTable({ rows, isLoading, onLearner, caption, showLearner = true }: {
  rows: ActivityRow[];
  isLoading: boolean;
  onLearner?: (row: ActivityRow) => void;
  caption: string;
  showLearner?: boolean;
}) {
  const { t, i18n } = useTranslation('history');
  const columns = HISTORY_COLUMNS.filter((column) => showLearner || column !== 'userName');
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => <TableCell key={column}>{t(`columns.${column}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading && rows.length === 0 && [0, 1, 2].map((key) => (
            <TableRow key={key}>{columns.map((column) => <TableCell key={column}><Skeleton /></TableCell>)}</TableRow>
          ))}
          {!isLoading && rows.length === 0 && (
            <TableRow><TableCell colSpan={columns.length}><Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography></TableCell></TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.key} hover data-testid="history-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.at, i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</TableCell>
              {showLearner && (
                <TableCell>
                  {onLearner ? (
                    <Link component="button" type="button" underline="hover" onClick={() => onLearner(row)} sx={{ textAlign: 'start' }}>{row.userName}</Link>
                  ) : row.userName}
                  {row.email && <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>{row.email}</Typography>}
                </TableCell>
              )}
              <TableCell><Chip size="small" variant="outlined" label={t(`activity.${row.activity}`)} /></TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {row.title}
                {row.skill && <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>{t(`skill.${row.skill}`, { defaultValue: row.skill })}</Typography>}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{resultText(row, t, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(row.durationSeconds, t)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
