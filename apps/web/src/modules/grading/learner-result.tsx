'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@web/lib/i18n/intl-locale';
import { AnchoredText } from './anchored-text';
import { CommentList } from './comment-list';
import { DESCRIBED_BANDS } from './criteria-panel';
import { learnerCalls, useLoaded } from './grading-api';
import { PromptCard } from './prompt-card';
import { RecordingsPanel } from './recordings-panel';

/**
 * The learner's view of one writing or speaking submission (`?resultId=` on /page/writing and
 * /page/speaking): its status and answer, and once released the criteria and band, the overall
 * comment, the comments on the words (highlights) or moments (seek buttons), the model answer, and
 * per criterion what the next band up asks for.
 */
export function LearnerResult({ kind, id }: { kind: 'writing' | 'speaking'; id: number }) {
  const { t, i18n } = useTranslation('grading');
  const { data: result, error, isLoading } = useLoaded(() => learnerCalls.result(kind, id), `${kind}-${id}`);
  const [activeId, setActiveId] = useState<number | null>(null);
  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label={t('result.loading')} />;
  if (error || !result) return <Alert severity="warning">{t('result.notFound')}</Alert>;
  const grade = result.grade;
  const comments = grade?.comments ?? [];
  const statusText = result.status === 'draft' ? t('result.draft') : result.status === 'submitted' ? t('result.waiting') : result.status === 'in_marking' ? t('result.inMarking') : null;
  const released = result.releasedAt ? new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(result.releasedAt)) : null;

  return (
    <Stack spacing={3} data-testid="learner-result" data-kind={kind} data-id={id}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{t('result.title')}</Typography>
        {result.prompt && <Typography color="text.secondary" lang="en">{result.prompt.title}</Typography>}
      </Stack>
      {statusText && <Alert severity="info">{statusText}</Alert>}
      {grade && (
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
              <Box sx={{ textAlign: 'center', minWidth: 120 }}>
                <Typography variant="overline" component="p">{t('detail.band')}</Typography>
                <Typography variant="h2" component="p" data-testid="result-band">{grade.band.toFixed(1)}</Typography>
                {released && <Typography variant="caption" color="text.secondary">{t('result.releasedOn', { date: released })}</Typography>}
              </Box>
              <Box component="dl" sx={{ flexGrow: 1, m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
                {grade.criteriaKeys.map((key) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">{t(`criteria.${key}`)}</Typography>
                    <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700 }}>{grade.criteria[key]}</Typography>
                  </Box>
                ))}
              </Box>
            </Stack>
            {grade.overallComment && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle2">{t('result.teacherComment')}</Typography>
                <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>{grade.overallComment}</Typography>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      {result.prompt && <PromptCard prompt={result.prompt} showModel={!!grade} />}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>{kind === 'writing' ? t('result.yourAnswer') : t('result.yourRecordings')}</Typography>
          {kind === 'writing' ? (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: comments.length ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' } }}>
              <AnchoredText label={t('result.yourAnswer')} text={result.answerText} comments={comments} activeId={activeId} onActivate={setActiveId} />
              {comments.length > 0 && (
                <Box>
                  <Typography variant="subtitle2" gutterBottom>{t('result.commentsOnWords')}</Typography>
                  <CommentList comments={comments} activeId={activeId} onActivate={setActiveId} />
                </Box>
              )}
            </Box>
          ) : (
            <Stack spacing={2}>
              <RecordingsPanel recordings={result.recordings} questions={result.prompt?.questions ?? []} comments={comments} />
              {comments.some((comment) => comment.recordingId === null) && <CommentList comments={comments.filter((comment) => comment.recordingId === null)} />}
            </Stack>
          )}
        </CardContent>
      </Card>
      {grade && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{t('result.howToImprove')}</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {grade.criteriaKeys.map((key) => {
                const score = grade.criteria[key] ?? 0;
                const next = Math.max(DESCRIBED_BANDS[0]!, score + 1);
                return (
                  <Box component="li" key={key}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="subtitle2">{t(`criteria.${key}`)}</Typography>
                      <Chip size="small" label={score} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {score >= 9 ? t('result.topBand') : `${t('result.toReach', { band: next })} ${t(`descriptors.${key}.${next}`)}`}
                    </Typography>
                  </Box>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
