'use client';

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@web/lib/i18n/intl-locale';
import { useTop10Query } from './flashcards-api';

/** A match time in seconds with tenths ("12.3 s"). */
export function formatDuration(ms: number, language: string | undefined): string {
  return formatNumber(Math.max(0, ms) / 1000, language, { style: 'unit', unit: 'second', unitDisplay: 'narrow', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The list's ten best match times for this number of pairs, and the learner's own rank. */
export function MatchTop10({ wordListId, pairs }: { wordListId: number; pairs: number }) {
  const { t, i18n } = useTranslation('flashcards');
  const { data } = useTop10Query({ wordListId, pairs });
  if (!data) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="match-top10-title" sx={{ p: 2 }} data-testid="match-top10">
      <Typography id="match-top10-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('match.top10', { pairs })}
      </Typography>
      {data.entries.length === 0 ? (
        <Typography color="text.secondary">{t('match.noTimes')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('match.rankColumn')}</TableCell>
              <TableCell>{t('match.nameColumn')}</TableCell>
              <TableCell align="right">{t('match.timeColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.entries.map((entry) => (
              <TableRow key={entry.rank} selected={entry.isMe}>
                <TableCell>{entry.rank}</TableCell>
                <TableCell dir="auto">{entry.isMe ? t('match.you', { name: entry.name }) : entry.name}</TableCell>
                <TableCell align="right">{formatDuration(entry.durationMs, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {data.me ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="match-my-rank">
          {t('match.myRank', { rank: data.me.rank, time: formatDuration(data.me.durationMs, i18n.language) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
