'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindOf, routesOf, type ExamKind } from '@web/modules/exam-player/exam-kind';
import { ByTypeCard } from './by-type-card';
import { useIeltsResultDetailQuery } from './results-api';
import { filterCount, REVIEW_FILTERS } from './result-format';
import type { ReviewFilter } from './result-format';
import { ResultSummaryCard } from './result-summary-card';
import { ReviewPart } from './review-part';
import { ReviewSection } from './review-section';

/**
 * A submitted attempt's result and review (the three `…/dofulltest/result?resultId=N` screens share
 * it): score, band and time; results by question type; then every passage or section beside its
 * questions in review, filtered to all, wrong or skipped questions.
 */
export function ResultDetailView({ kind = 'ielts', resultId }: { kind?: ExamKind; resultId: number | null }) {
  const { t } = useTranslation(['exam-results', 'toeic']);
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const { data, error, isLoading } = useIeltsResultDetailQuery({ kind, resultId: resultId ?? 0 }, { skip: resultId === null });
  const skill = (data?.skill as string | undefined) === 'listening' ? 'listening' : kind === 'grammar' ? 'grammar' : 'reading';
  const byPart = (data as { byPart?: Array<{ part: number; right: number; wrong: number; skipped: number; total: number; accuracy: number }> } | undefined)?.byPart ?? [];

  const back = (
    <Button component={Link} href={routesOf({ kind, skill }).results} size="small" sx={{ alignSelf: 'flex-start' }}>
      {t('detail.backToList')}
    </Button>
  );

  if (resultId === null) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Stack spacing={2}>
          <Alert severity="warning">{t('detail.noId')}</Alert>
          {back}
        </Stack>
      </Container>
    );
  }
  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={480} />
        </Stack>
      </Container>
    );
  }
  if (error || !data) {
    const status = error && 'status' in error ? error.status : 0;
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Stack spacing={2}>
          <Alert severity="error">{t(status === 404 ? 'detail.notFound' : 'detail.loadError')}</Alert>
          {back}
        </Stack>
      </Container>
    );
  }

  const questions = data.sections.flatMap((section) => section.groups.flatMap((group) => group.questions));
  const countOf = (value: ReviewFilter) => filterCount(questions, value);
  return (
    // As wide as the learner header's row (lg), not wider: the page's edges line up with the header's.
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        {back}
        <ResultSummaryCard result={data} />
        {byPart.length ? (
          <ByTypeCard
            byType={byPart.map((row) => ({ ...row, type: String(row.part) }))}
            title={t('toeic:result.byPart')}
            firstColumn={t('toeic:result.part')}
            labelOf={(part) => t('toeic:parts.name', { number: part })}
            testId="by-part-table"
          />
        ) : null}
        {data.byType.length ? <ByTypeCard byType={data.byType} /> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h2">
            {t('review.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            aria-label={t('review.filterLabel')}
            onChange={(_event, next: ReviewFilter | null) => next && setFilter(next)}
          >
            {REVIEW_FILTERS.map((value) => (
              <ToggleButton key={value} value={value} data-testid={`filter-${value}`}>
                {t(`review.filters.${value}`, { count: countOf(value) })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {countOf(filter) === 0 ? <Alert severity="success">{t(`review.empty.${filter}`)}</Alert> : null}
        {data.sections.map((section) =>
          kindOf(data as { kind?: unknown }) === 'ielts' && kind === 'ielts' ? (
            <ReviewSection key={section.id} section={section} filter={filter} />
          ) : (
            <ReviewPart key={section.id} section={section} filter={filter} />
          ),
        )}
      </Stack>
    </Container>
  );
}
