import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultByType } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './result-format';

const SEGMENTS = [
  { key: 'right', color: 'success.main' },
  { key: 'wrong', color: 'error.main' },
  { key: 'skipped', color: 'warning.main' },
] as const;

// Counts are text: each colour's readable accent (theme/plain-colours.ts), the main shades (2.3:1 for green on white) fill the bars.

/** One type's right / wrong / skipped as a stacked bar (MUI X Charts is not installed; plain boxes do). */
function TypeBar({ row, label }: { row: ResultByType; label: string }) {
  const { t } = useTranslation('exam-results');
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', typography: 'body2', mb: 0.5 }}>
        <span>{label}</span>
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', marginInlineStart: 1 }}>
          {/* The counts repeat the table's for a phone, where the table is not shown. */}
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            <Box component="span" sx={{ color: 'var(--lx-success-accent)' }}>{row.right}</Box>
            {' · '}
            <Box component="span" sx={{ color: 'var(--lx-error-accent)' }}>{row.wrong}</Box>
            {' · '}
            <Box component="span" sx={{ color: 'var(--lx-warning-accent)' }}>{row.skipped}</Box>
            {'  '}
          </Box>
          {formatPercent(row.accuracy)}
        </Box>
      </Stack>
      <Box
        role="img"
        aria-label={t('byType.barLabel', { type: label, right: row.right, wrong: row.wrong, skipped: row.skipped })}
        sx={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {SEGMENTS.map((segment) => (row[segment.key] > 0 ? <Box key={segment.key} sx={{ width: `${(row[segment.key] / Math.max(1, row.total)) * 100}%`, bgcolor: segment.color }} /> : null))}
      </Box>
    </Box>
  );
}

/**
 * Results by question type: a table (right, wrong, skipped, accuracy) and a bar per type. The same
 * card shows the results by TOEIC part (`title`, `labelOf` and `firstColumn` given).
 */
export function ByTypeCard({ byType, title, firstColumn, labelOf, testId = 'by-type-table' }: { byType: ResultByType[]; title?: string; firstColumn?: string; labelOf?: (type: string) => string; testId?: string }) {
  const { t } = useTranslation('exam-results');
  const label = labelOf ?? ((type: string) => t(`types.${type}`, { defaultValue: type }));
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title ?? t('byType.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, alignItems: 'start' }}>
        <TableContainer sx={{ display: { xs: 'none', sm: 'block' } }}>
          <Table size="small" data-testid={testId}>
            <TableHead>
              <TableRow>
                <TableCell>{firstColumn ?? t('byType.type')}</TableCell>
                <TableCell align="right">{t('byType.right')}</TableCell>
                <TableCell align="right">{t('byType.wrong')}</TableCell>
                <TableCell align="right">{t('byType.skipped')}</TableCell>
                <TableCell align="right">{t('byType.accuracy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byType.map((row) => (
                <TableRow key={row.type}>
                  <TableCell component="th" scope="row">
                    {label(row.type)}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'var(--lx-success-accent)' }}>
                    {row.right}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'var(--lx-error-accent)' }}>
                    {row.wrong}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'var(--lx-warning-accent)' }}>
                    {row.skipped}
                  </TableCell>
                  <TableCell align="right">{formatPercent(row.accuracy)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack spacing={1.5} aria-hidden={false}>
          {byType.map((row) => (
            <TypeBar key={row.type} row={row} label={label(row.type)} />
          ))}
          <Stack direction="row" spacing={2} sx={{ typography: 'caption', color: 'text.secondary', flexWrap: 'wrap' }}>
            {SEGMENTS.map((segment) => (
              <Stack key={segment.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: segment.color }} />
                <span>{t(`byType.${segment.key}`)}</span>
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Box>
    </Card>
  );
}
