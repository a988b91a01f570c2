import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResultSummary } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { kindOf } from '@web/modules/exam-player/exam-kind';
import { formatBand, formatDuration } from './result-format';
import { scoresOf } from './toeic-score';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId} sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The head of a result: the test, the score out of the maximum, then the band (IELTS), the scaled
 * score 5–495 (TOEIC) or the percent (grammar), and the time taken.
 */
export function ResultSummaryCard({ result }: { result: ResultSummary }) {
  const { t, i18n } = useTranslation(['exam-results', 'toeic']);
  const kind = kindOf(result as { kind?: unknown });
  const band = formatBand(result.band);
  const { scaledScore, percent } = scoresOf(result);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(result.submittedAt));
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ marginInlineEnd: 1 }}>
            {result.testName}
          </Typography>
          {kind !== 'ielts' ? <Chip size="small" label={t(`toeic:kinds.${kind}`)} color="secondary" variant="outlined" /> : null}
          {kind !== 'grammar' ? <Chip size="small" label={t(`skills.${result.skill}`)} color="primary" variant="outlined" /> : null}
          <Chip size="small" label={t(`modes.${result.mode}`)} variant="outlined" />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 2, sm: 5 } }}>
          <Figure label={t('summary.score')} value={t('summary.scoreValue', { score: result.rawScore, max: result.maxScore })} testId="result-score" />
          {kind === 'ielts' ? <Figure label={t('summary.band')} value={band ?? '—'} testId="result-band" /> : null}
          {kind === 'toeic' ? <Figure label={t('toeic:result.scaled')} value={scaledScore === null ? '—' : String(scaledScore)} testId="result-scaled" /> : null}
          {kind !== 'ielts' ? <Figure label={t('toeic:result.percent')} value={`${Math.round(percent)}%`} testId="result-percent" /> : null}
          <Figure label={t('summary.timeTaken')} value={formatDuration(result.timeTakenSeconds)} testId="result-time" />
        </Stack>
        {kind === 'toeic' && scaledScore === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('toeic:result.noScaled')}
          </Typography>
        ) : null}
        {kind === 'ielts' && band === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('summary.noBand')}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('summary.submittedAt', { date })}
        </Typography>
      </Stack>
    </Card>
  );
}
