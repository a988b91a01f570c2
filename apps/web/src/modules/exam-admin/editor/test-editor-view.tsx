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
import { LESSON_KEY, TEST_KEY } from '../exam-admin-keys';
import { lessonsRequestOf, permissionOf, type ExamScope } from '../exam-scope';
import { EditorProvider, useEditor } from './editor-context';
import { newSectionBody } from './section-defaults';
import { SectionCard } from './section-card';
import { TestSettingsCard } from './test-settings-card';
import { useTreeSend } from './use-tree-send';

function Loading() {
  const { t } = useTranslation('exam-admin');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** `/new` and `/{id}/edit`: the test's settings, then (once it exists) its tree of sections, groups and questions. */
export function TestEditorView({ scope, id }: { scope: ExamScope; id?: number }) {
  const lessons = useResourceListQuery({ key: LESSON_KEY, request: lessonsRequestOf(scope) });
  const detail = useResourceOneQuery({ key: TEST_KEY, request: { method: 'GET', url: `${scope.testEntity}/${id ?? 0}` } }, { skip: id === undefined });
  if (lessons.error) return <ErrorState error={lessons.error} onRetry={lessons.refetch} />;
  if (detail.error) return <ErrorState error={detail.error} onRetry={detail.refetch} />;
  if (lessons.isLoading || (id !== undefined && !detail.data)) return <Loading />;
  const lessonRows = (lessons.data?.rows ?? []) as OnlineTestLesson[];
  const test = detail.data as OnlineTestDetail | undefined;
  return (
    <EditorProvider scope={scope} testId={test?.id} isLocked={(test?.attemptCount ?? 0) > 0}>
      <EditorScreen scope={scope} test={test} lessons={lessonRows} />
    </EditorProvider>
  );
}

function EditorScreen({ scope, test, lessons }: { scope: ExamScope; test?: OnlineTestDetail; lessons: OnlineTestLesson[] }) {
  const { t } = useTranslation('exam-admin');
  const router = useRouter();
  const toast = useToast();
  const can = useCan();
  const { isAnyDirty, setPublishProblems, setDirty } = useEditor();
  const guard = useUnsavedChangesGuard(isAnyDirty);
  const { send, isSending } = useTreeSend();
  const [isCreated, setCreated] = useState(false);
  const { screens } = scope;
  const title = test ? test.name : t('editor.newTitle');

  const addSection = async () => {
    if (!test) return;
    const result = await send({ method: 'POST', url: 'OnlinePassage', body: newSectionBody({ t, scope, test }) });
    if (!result.ok) toast.error(result.title);
  };

  const copyTest = async () => {
    if (!test) return;
    const result = await send({ method: 'POST', url: `${scope.testEntity}/${test.id}/copy` });
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
        crumbs={testCrumbs(t, scope, { label: test ? t('editor.editTitle') : t('editor.newTitle') })}
        actions={test && (
          <>
            {screens.details && <Button component={Link} href={screens.details(test.id)} variant="outlined" color="inherit" startIcon={<BarChartRoundedIcon />}>{t('tests.actions.details')}</Button>}
            {screens.practice && <Button component={Link} href={screens.practice(test.id)} variant="outlined" color="inherit" startIcon={<PlayCircleOutlineRoundedIcon />}>{t('tests.actions.practice')}</Button>}
            {scope.kind === 'grammar' && can('online-part.create') && (
              <>
                <Button component={Link} href={paths.dashboard.onlineTest.grammar.detailNew(test.id)} variant="outlined" color="inherit" startIcon={<AddRoundedIcon />}>{t('group.add')}</Button>
                <Button component={Link} href={paths.dashboard.onlineTest.grammar.questionNew(test.id)} variant="outlined" color="inherit" startIcon={<AddRoundedIcon />}>{t('question.add')}</Button>
              </>
            )}
            {can(permissionOf(scope, 'create')) && (
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
          scope={scope}
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
          <SectionCard key={section.id} section={section} index={index} siblingIds={sectionIds} nextNumber={nextNumber} />
        ))}
        {test && can('online-passage.create') && (
          <Box>
            <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => void addSection()} disabled={isSending || test.attemptCount > 0}>
              {t(addSectionLabel(scope))}
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

/** "Add passage" (IELTS reading), "Add part" (TOEIC), "Add section". */
function addSectionLabel(scope: ExamScope): string {
  if (scope.kind === 'toeic') return 'section.addPart';
  return scope.skill === 'reading' ? 'section.addPassage' : 'section.addSection';
}
