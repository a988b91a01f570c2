'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import type { OnlineTestLesson } from '@lexam/contracts';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { ErrorState, ResourceListView, useCan, useResourceListQuery } from '@web/modules/resource';
import { LESSON_KEY, lessonsRequest, type IeltsSkill } from '../exam-admin-keys';
import { ImportTestDialog } from './import-test-dialog';
import { testResource } from './test-resource';

/** `/dashboard/onlinetest/ielts/{skill}/cambridge`: the tests of a skill, a tab per lesson. */
export function TestListView({ skill }: { skill: IeltsSkill }) {
  const { data, error, isLoading, refetch } = useResourceListQuery({ key: LESSON_KEY, request: lessonsRequest(skill) });
  const lessons = useMemo(() => (data?.rows ?? []) as OnlineTestLesson[], [data]);
  const headerActions = useMemo(() => function TestListActions() {
    return <TestHeaderActions skill={skill} />;
  }, [skill]);
  const definition = useMemo(() => testResource({ skill, lessons, headerActions }), [skill, lessons, headerActions]);
  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <ResourceListView definition={definition} />;
}

/** Beside "New": the lessons screen and the import of a test document. */
function TestHeaderActions({ skill }: { skill: IeltsSkill }) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  const [isImporting, setImporting] = useState(false);
  return (
    <>
      <Button component={Link} href={paths.dashboard.onlineTest.ielts(skill).lesson} variant="outlined" color="inherit" startIcon={<FolderOpenRoundedIcon />}>
        {t('tests.lessons')}
      </Button>
      {can('ielts-online-test.create') && (
        <Button variant="outlined" color="inherit" startIcon={<UploadFileRoundedIcon />} onClick={() => setImporting(true)}>
          {t('tests.import')}
        </Button>
      )}
      <ImportTestDialog open={isImporting} onClose={() => setImporting(false)} />
    </>
  );
}
