'use client';

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import LibraryBooksRoundedIcon from '@mui/icons-material/LibraryBooksRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { CourseCard, CourseCardSkeleton } from './course-card';
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

const PAGE_SIZE = 20;
const SKELETON_COUNT = 6;

const GRID_SX = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

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

/** The course catalogue from the learner API, with loading, empty and error states. */
export function CourseCatalogue() {
  const { t } = useTranslation('home');
  const { data, pagination, isLoading, error, refetch } = useCourseIndexes({ pageIndex: 1, pageSize: PAGE_SIZE });
  const total = pagination?.totalCount ?? data?.length ?? 0;

  return (
    <Box component="section" aria-labelledby="home-catalogue" aria-busy={isLoading}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mb: 3 }}>
        <Box>
          <Typography id="home-catalogue" variant="h5" component="h2">
            {t('catalogue.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('catalogue.lead')}
          </Typography>
        </Box>
        {data && data.length > 0 ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('catalogue.count', { count: total, shown: data.length })}
          </Typography>
        ) : null}
      </Box>

      <Typography role="status" sx={visuallyHidden}>
        {isLoading ? t('catalogue.loading') : ''}
      </Typography>

      {isLoading ? (
        <Box component="ul" sx={GRID_SX}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <CourseCardSkeleton />
            </li>
          ))}
        </Box>
      ) : error ? (
        <CatalogueError error={error} onRetry={refetch} />
      ) : data && data.length > 0 ? (
        <Box component="ul" sx={GRID_SX}>
          {data.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </Box>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, borderRadius: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}>
          <LibraryBooksRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h6" component="h3">
            {t('catalogue.empty.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
            {t('catalogue.empty.text')}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

