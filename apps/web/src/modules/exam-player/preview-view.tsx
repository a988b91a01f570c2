'use client';

import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@web/components/loading-screen';
import { problemTitle } from '@web/lib/api';
import { useIeltsTestPreviewQuery } from './exam-api';
import { ExamScreen } from './exam-screen';

/** The admin's practice preview: the exam screen exactly as a learner sees it, answers kept in the page only. */
export function PreviewView({ testId }: { testId: number }) {
  const { t } = useTranslation('exam');
  const query = useIeltsTestPreviewQuery(testId, { skip: !(testId > 0) });
  if (!(testId > 0)) return <Alert severity="error" sx={{ m: 4 }}>{t('errors.noAttempt')}</Alert>;
  if (query.isError) return <Alert severity="error" sx={{ m: 4 }}>{problemTitle((query.error as { data?: unknown }).data)}</Alert>;
  if (!query.data) return <LoadingScreen sx={{ minHeight: '60vh' }} />;
  return <ExamScreen test={query.data} source={null} clock={null} attemptKey={`preview-${testId}`} resultPath={null} height="calc(100dvh - 140px)" />;
}
