'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader } from '@web/modules/resource';
import { testCrumbs } from '../crumbs';
import { EditorProvider } from '../editor/editor-context';
import { QuestionCard } from '../editor/question-card';
import type { ExamScope } from '../exam-scope';
import { useTestDetail } from './use-test-detail';

/**
 * One question of a test on its own page: a new one (in the group of `?groupId=`, or one chosen
 * here) or an existing one. The form is the editor's, restricted to the scope's question types.
 */
export function QuestionPageView({ scope, testId, questionId }: { scope: ExamScope; testId: number; questionId?: number }) {
  const { t } = useTranslation('exam-admin');
  const router = useRouter();
  const searchParams = useSearchParams();
  const { test, error, refetch } = useTestDetail(scope, testId);
  const [groupChoice, setGroupChoice] = useState<string>(searchParams.get('groupId') ?? '');
  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (!test) return <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}><CircularProgress aria-label={t('loading')} /></Box>;
  const overview = scope.screens.edit(testId);
  const groups = test.sections.flatMap((section) => section.groups.map((group, index) => ({ group, label: `${section.title} · ${group.instructions || t('group.heading', { number: index + 1 })}` })));
  const numbers = groups.flatMap(({ group }) => group.questions.flatMap((question) => question.numbers));
  const nextNumber = Math.min(200, (numbers.length > 0 ? Math.max(...numbers) : 0) + 1);
  const title = questionId ? t('grammar.editQuestionTitle') : t('question.new');
  const crumbs = testCrumbs(t, scope, { label: test.name, href: overview }, { label: title });

  if (questionId) {
    const found = groups.find(({ group }) => group.questions.some((question) => question.id === questionId));
    const question = found?.group.questions.find((candidate) => candidate.id === questionId);
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} actions={<BackButton href={overview} label={t('grammar.backToTest')} />} />
        {found && question ? (
          <EditorProvider scope={scope} testId={testId} isLocked={test.attemptCount > 0}>
            <QuestionCard groupId={found.group.id} question={question} index={found.group.questions.indexOf(question)} siblingIds={found.group.questions.map((item) => item.id)} defaultExpanded />
          </EditorProvider>
        ) : (
          <Alert severity="warning">{t('grammar.questionMissing')}</Alert>
        )}
      </>
    );
  }

  const chosen = groups.find(({ group }) => String(group.id) === groupChoice) ?? groups[0];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} actions={<BackButton href={overview} label={t('grammar.backToTest')} />} />
      {!chosen ? (
        <Alert severity="info" action={<Button component={Link} href={`${overview}/new`} color="inherit">{t('group.add')}</Button>}>{t('grammar.noGroups')}</Alert>
      ) : (
        <>
          <Card sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
            <TextField select fullWidth label={t('grammar.group')} value={String(chosen.group.id)} onChange={(event) => setGroupChoice(event.target.value)}>
              {groups.map(({ group, label }) => <MenuItem key={group.id} value={String(group.id)}>{label}</MenuItem>)}
            </TextField>
          </Card>
          <EditorProvider scope={scope} testId={testId} isLocked={false}>
            <QuestionCard
              key={chosen.group.id}
              groupId={chosen.group.id}
              index={chosen.group.questions.length}
              siblingIds={chosen.group.questions.map((item) => item.id)}
              defaultNumber={nextNumber}
              onDone={() => router.push(overview)}
            />
          </EditorProvider>
        </>
      )}
    </>
  );
}

function BackButton({ href, label }: { href: string; label: string }) {
  return <Button component={Link} href={href} variant="outlined" color="inherit" startIcon={<ArrowBackRoundedIcon sx={{ transform: 'scaleX(var(--dir-flip, 1))' }} />}>{label}</Button>;
}
