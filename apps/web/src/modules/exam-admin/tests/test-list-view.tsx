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
import { ErrorState, ResourceListView, useCan, useResourceListQuery } from '@web/modules/resource';
import { LESSON_KEY } from '../exam-admin-keys';
import { EditionSwitcher } from '../edition-switcher';
import { lessonsRequestOf, permissionOf, scopeInEdition, type ExamScope } from '../exam-scope';
import { ImportTestDialog } from './import-test-dialog';
import { testResource } from './test-resource';

/** The tests of a scope (IELTS skill, TOEIC skill and edition, grammar), a tab per lesson. */
export function TestListView({ scope }: { scope: ExamScope }) {
  const { t } = useTranslation('exam-admin');
  const { data, error, isLoading, refetch } = useResourceListQuery({ key: LESSON_KEY, request: lessonsRequestOf(scope) });
  const lessons = useMemo(() => (data?.rows ?? []) as OnlineTestLesson[], [data]);
  const headerActions = useMemo(() => function TestListActions() {
    return <TestHeaderActions scope={scope} />;
  }, [scope]);
  const definition = useMemo(() => testResource({ scope, lessons, headerActions }), [scope, lessons, headerActions]);
  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return (
    <>
      {scope.edition && <EditionSwitcher current={scope.edition} hrefOf={(edition) => scopeInEdition(scope, edition).screens.list} countsOf={scope} />}
      <ResourceListView definition={definition} />
    </>
  );
}

/** Beside "New": the lessons screen and the import of a test document. */
function TestHeaderActions({ scope }: { scope: ExamScope }) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  const [isImporting, setImporting] = useState(false);
  return (
    <>
      <Button component={Link} href={scope.screens.lesson} variant="outlined" color="inherit" startIcon={<FolderOpenRoundedIcon />}>
        {t('tests.lessons')}
      </Button>
      {can(permissionOf(scope, 'create')) && (
        <Button variant="outlined" color="inherit" startIcon={<UploadFileRoundedIcon />} onClick={() => setImporting(true)}>
          {t('tests.import')}
        </Button>
      )}
      <ImportTestDialog scope={scope} open={isImporting} onClose={() => setImporting(false)} />
    </>
  );
}
