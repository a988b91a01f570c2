'use client';

import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineRounded';
import TimerIcon from '@mui/icons-material/Timer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'react-i18next';
import type { OnlineTestListItem } from '@lexam/contracts';
import type { ExamKind } from './exam-kind';

function Fact({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
}

/** The best result line of a card: the band (IELTS), the best scaled score (TOEIC) or percent (grammar) when the API gives them. */
function bestText({ kind, test, t }: { kind: ExamKind; test: OnlineTestListItem; t: (key: string, options?: Record<string, unknown>) => string }): string {
  const extra = test as { bestScaledScore?: unknown; bestPercent?: unknown };
  if (kind === 'ielts') return test.bestBand === null ? t('list.notTaken') : t('list.bestBand', { band: test.bestBand.toFixed(1), count: test.submittedCount });
  if (test.submittedCount === 0) return t('list.notTaken');
  if (kind === 'toeic' && typeof extra.bestScaledScore === 'number') return t('toeic:list.bestScaled', { score: extra.bestScaledScore, count: test.submittedCount });
  if (typeof extra.bestPercent === 'number') return t('toeic:list.bestPercent', { percent: Math.round(extra.bestPercent), count: test.submittedCount });
  return t('toeic:list.taken', { count: test.submittedCount });
}

/** One test of the list: its timing, questions, best result, and Start or Resume. */
export function TestCard({ kind = 'ielts', test, examPath, onStart }: { kind?: ExamKind; test: OnlineTestListItem; examPath: string; onStart: (test: OnlineTestListItem) => void }) {
  const { t } = useTranslation(['exam', 'toeic']);
  const edition = (test as { edition?: unknown }).edition;
  const inProgress = test.inProgressAttempt;
  return (
    <Card variant="outlined" sx={{ height: 1, display: 'flex', flexDirection: 'column' }} data-testid={`test-card-${test.id}`}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="h6" component="h3">
            {test.name}
          </Typography>
          {inProgress && <Chip size="small" color="warning" label={t('list.inProgress')} />}
          {!inProgress && typeof edition === 'string' && <Chip size="small" variant="outlined" label={t(`toeic:editions.${edition}`)} />}
        </Stack>
        <Stack spacing={0.75}>
          <Fact icon={<TimerIcon fontSize="small" />} text={t('list.minutes', { count: Math.round(test.durationSeconds / 60) })} />
          <Fact icon={<HelpOutlineIcon fontSize="small" />} text={t('list.questions', { count: test.questionCount })} />
          <Fact icon={<EmojiEventsIcon fontSize="small" />} text={bestText({ kind, test, t })} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {inProgress && (
          <Button variant="contained" component={NextLink} href={`${examPath}?attemptId=${inProgress.id}`} data-testid="resume-test">
            {t('list.resume')}
          </Button>
        )}
        <Box sx={{ flex: inProgress ? 0 : 1 }} />
        <Button variant={inProgress ? 'outlined' : 'contained'} onClick={() => onStart(test)} data-testid="start-test">
          {inProgress ? t('list.startAgain') : t('list.start')}
        </Button>
      </CardActions>
    </Card>
  );
}
