'use client';

import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { CatalogueFrame, CatalogueGrid, CourseCardSkeleton, CourseList } from './catalogue-view';
import { isLanguage } from '@web/lib/i18n/config';
import { CATALOGUE_PAGE_SIZE } from './course-index-list';
import type { CourseIndexesError } from './use-course-indexes';
import { useCourseIndexes } from './use-course-indexes';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const SKELETON_COUNT = 6;

/** Turns a failed load into the sentence the learner sees. */
function useErrorMessage(error: CourseIndexesError): string {
  const { t } = useTranslation('home');
  switch (error.kind) {
    case 'network':
      return t('catalogue.error.network');
    case 'invalid':
      return t('catalogue.error.invalid');
    default:
      return t('catalogue.error.server', { status: error.status });
  }
}

function CatalogueError({ error, onRetry }: { error: CourseIndexesError; onRetry: () => void }) {
  const { t } = useTranslation('home');
  const message = useErrorMessage(error);

  return (
    <Stack
      role="alert"
      spacing={2}
      sx={(theme) => ({
        alignItems: 'center',
        textAlign: 'center',
        py: 6,
        px: 3,
        borderRadius: 2,
        border: `1px dashed ${theme.alpha(theme.palette.error.main, 0.4)}`,
        bgcolor: theme.alpha(theme.palette.error.main, 0.04),
      })}
    >
      <CloudOffRoundedIcon sx={{ fontSize: 48, color: 'error.main' }} aria-hidden />
      <Typography variant="h6" component="h3">
        {t('catalogue.error.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
        {message}
      </Typography>
      {error.kind === 'server' && error.title ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('catalogue.error.details', { details: error.title })}
        </Typography>
      ) : null}
      <Button variant="contained" color="inherit" startIcon={<RefreshRoundedIcon />} onClick={onRetry}>
        {t('catalogue.error.retry')}
      </Button>
    </Stack>
  );
}

/**
 * The course catalogue loaded in the browser, with its loading, empty and error states: for a learner
 * whose catalogue the server could not read (home-view.tsx draws it itself when it could).
 */
export function CourseCatalogue() {
  const { t, i18n } = useTranslation('home');
  const { data, pagination, isLoading, error, refetch } = useCourseIndexes({ pageIndex: 1, pageSize: CATALOGUE_PAGE_SIZE, lang: isLanguage(i18n.language) ? i18n.language : undefined });
  const count = data ? { total: pagination?.totalCount ?? data.length, shown: data.length } : undefined;

  return (
    <CatalogueFrame t={t} count={count} isBusy={isLoading}>
      <Typography role="status" sx={visuallyHidden}>
        {isLoading ? t('catalogue.loading') : ''}
      </Typography>
      {isLoading ? (
        <CatalogueGrid isHidden>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <CourseCardSkeleton />
            </li>
          ))}
        </CatalogueGrid>
      ) : error ? (
        <CatalogueError error={error} onRetry={refetch} />
      ) : (
        <CourseList courses={data ?? []} t={t} />
      )}
    </CatalogueFrame>
  );
}
