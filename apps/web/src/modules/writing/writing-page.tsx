'use client';

import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { LearnerResult } from '@web/modules/grading/learner-result';
import { MyAnswers } from './my-answers';
import { PromptList } from './prompt-list';
import { WritingScreen } from './writing-screen';

const TABS = ['task1', 'task2', 'answers'] as const;
type WritingTab = (typeof TABS)[number];

const idIn = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * `/page/writing`: the prompts of Task 1 and Task 2 and the learner's answers (`?tab=`), the writing
 * screen of one prompt (`?writingId=`), or one answer's result (`?resultId=`).
 */
export function WritingPage() {
  return (
    <Suspense>
      <WritingRoutes />
    </Suspense>
  );
}

function WritingRoutes() {
  const params = useSearchParams();
  const resultId = idIn(params.get('resultId'));
  const writingId = idIn(params.get('writingId'));
  if (resultId) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <LearnerResult kind="writing" id={resultId} />
      </Container>
    );
  }
  if (writingId) return <WritingScreen key={writingId} writingId={writingId} />;
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as WritingTab) : 'task1';
  return <WritingHome tab={tab} />;
}

function WritingHome({ tab }: { tab: WritingTab }) {
  const { t } = useTranslation('writing');
  const router = useRouter();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Tabs value={tab} onChange={(_, next: WritingTab) => router.replace(`${paths.page.writing}?tab=${next}`, { scroll: false })} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} data-testid={`writing-tab-${value}`} />
        ))}
      </Tabs>
      {tab === 'answers' ? <MyAnswers /> : <PromptList task={tab} />}
    </Container>
  );
}
