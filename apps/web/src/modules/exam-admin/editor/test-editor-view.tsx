'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import type { OnlineTestDetail, OnlineTestLesson } from '@lexam/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog, ErrorState, PageHeader, useCan, useResourceListQuery, useResourceOneQuery } from '@web/modules/resource';
import { useUnsavedChangesGuard } from '@web/modules/resource/form/use-unsaved-changes-guard';
import { testCrumbs } from '../crumbs';
import { LESSON_KEY, TEST_KEY, lessonsRequest, type IeltsSkill } from '../exam-admin-keys';
import { EditorProvider, useEditor } from './editor-context';
import { SectionCard } from './section-card';
import { TestSettingsCard } from './test-settings-card';
import { useTreeSend } from './use-tree-send';

function Loading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

/** `/new` and `/{id}/edit`: the test's settings, then (once it exists) its tree of sections, groups and questions. */
export function TestEditorView({ skill, id }: { skill: IeltsSkill; id?: number }) {
  const lessons = useResourceListQuery({ key: LESSON_KEY, request: lessonsRequest(skill) });
  const detail = useResourceOneQuery({ key: TEST_KEY, request: { method: 'GET', url: `IeltsOnlineTest/${id ?? 0}` } }, { skip: id === undefined });
  if (lessons.error) return <ErrorState error={lessons.error} onRetry={lessons.refetch} />;
  if (detail.error) return <ErrorState error={detail.error} onRetry={detail.refetch} />;
  if (lessons.isLoading || (id !== undefined && !detail.data)) return <Loading />;
  const lessonRows = (lessons.data?.rows ?? []) as OnlineTestLesson[];
  const test = detail.data as OnlineTestDetail | undefined;
  return (
    <EditorProvider isLocked={(test?.attemptCount ?? 0) > 0}>
      <EditorScreen skill={skill} test={test} lessons={lessonRows} />
    </EditorProvider>
  );
}

function EditorScreen({ skill, test, lessons }: { skill: IeltsSkill; test?: OnlineTestDetail; lessons: OnlineTestLesson[] }) {
  const { t } = useTranslation('exam-admin');
  const router = useRouter();
  const toast = useToast();
  const can = useCan();
  const { isAnyDirty, setPublishProblems, setDirty } = useEditor();
  const guard = useUnsavedChangesGuard(isAnyDirty);
  const { send, isSending } = useTreeSend();
  const [isCreated, setCreated] = useState(false);
  const screens = paths.dashboard.onlineTest.ielts(skill);
  const title = test ? test.name : t('editor.newTitle');

  const addSection = async () => {
    if (!test) return;
    const number = test.sections.length + 1;
    const result = await send({ method: 'POST', url: 'OnlinePassage', body: { testId: test.id, title: t(skill === 'reading' ? 'section.passageHeading' : 'section.sectionHeading', { number }) } });
    if (!result.ok) toast.error(result.title);
  };

  const copyTest = async () => {
    if (!test) return;
    const result = await send({ method: 'POST', url: `IeltsOnlineTest/${test.id}/copy` });
    if (!result.ok) {
      toast.error(result.title);
      return;
    }
    toast.success(t('editor.copied'));
    guard.requestLeave(screens.edit((result.data as { id: number }).id));
  };

  const sectionIds = test?.sections.map((section) => section.id) ?? [];
  const numbers = test?.sections.flatMap((section) => section.groups.flatMap((group) => group.questions.flatMap((question) => question.numbers))) ?? [];
  const nextNumber = Math.min(200, (numbers.length > 0 ? Math.max(...numbers) : 0) + 1);

  return (
    <>
      <PageHeader
        title={title}
        crumbs={testCrumbs(t, skill, { label: test ? t('editor.editTitle') : t('editor.newTitle') })}
        actions={test && (
          <>
            <Button component={Link} href={screens.details(test.id)} variant="outlined" color="inherit" startIcon={<BarChartRoundedIcon />}>{t('tests.actions.details')}</Button>
            <Button component={Link} href={screens.practice(test.id)} variant="outlined" color="inherit" startIcon={<PlayCircleOutlineRoundedIcon />}>{t('tests.actions.practice')}</Button>
            {can('ielts-online-test.create') && (
              <Button variant="outlined" color="inherit" startIcon={<ContentCopyRoundedIcon />} onClick={() => void copyTest()} disabled={isSending}>{t('editor.copy')}</Button>
            )}
          </>
        )}
      />
      <Stack spacing={3}>
        {test && test.attemptCount > 0 && (
          <Alert severity="info" data-testid="locked-notice">{t('editor.locked', { count: test.attemptCount })}</Alert>
        )}
        <TestSettingsCard
          key={test?.id ?? 'new'}
          skill={skill}
          test={test}
          lessons={lessons}
          onDirty={(isDirty) => setDirty('settings', isDirty && !isCreated)}
          onPublishProblems={setPublishProblems}
          onCreated={(id) => {
            setCreated(true);
            setDirty('settings', false);
            toast.success(t('editor.created'));
            router.replace(screens.edit(id));
          }}
        />
        {test?.sections.map((section, index) => (
          <SectionCard key={section.id} section={section} index={index} skill={skill} siblingIds={sectionIds} nextNumber={nextNumber} />
        ))}
        {test && can('online-passage.create') && (
          <Box>
            <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => void addSection()} disabled={isSending || test.attemptCount > 0}>
              {t(skill === 'reading' ? 'section.addPassage' : 'section.addSection')}
            </Button>
          </Box>
        )}
        {!test && <Alert severity="info">{t('editor.createFirst')}</Alert>}
      </Stack>
      <ConfirmDialog
        open={guard.pendingHref !== null}
        title={t('resource:confirm.leaveTitle')}
        content={t('resource:confirm.leaveText')}
        confirmLabel={t('resource:actions.leave')}
        onConfirm={guard.leave}
        onClose={guard.stay}
      />
    </>
  );
}
