'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { OnlineTestLesson } from '@lexam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog, ErrorState, PageHeader, problemTitle, useCan, useResourceListQuery, useResourceSendMutation } from '@web/modules/resource';
import { scopeTitle, testCrumbs } from '../crumbs';
import { LESSON_KEY, TEST_KEY, movedIds } from '../exam-admin-keys';
import { EditionSwitcher } from '../edition-switcher';
import { lessonPermissionOf, lessonsRequestOf, scopeInEdition, type ExamScope } from '../exam-scope';
import { firstMessages, problemErrors } from '../problems';
import { LessonRow } from './lesson-row';

/**
 * The lessons of a scope (`…/lesson`) on one screen: add, rename, order (up / down) and delete.
 * ROUTES.md gives lessons no screens of their own.
 */
export function LessonListView({ scope }: { scope: ExamScope }) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  const toast = useToast();
  const { data, error, isLoading, refetch } = useResourceListQuery({ key: LESSON_KEY, request: lessonsRequestOf(scope) });
  const lessons = (data?.rows ?? []) as OnlineTestLesson[];
  const [send, { isLoading: isSending }] = useResourceSendMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OnlineTestLesson | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send({ key: LESSON_KEY, request: { method: 'POST', url: scope.lessonEntity, body: { name, skill: scope.skill } }, invalidates: [TEST_KEY] });
    if ('error' in result) {
      setNameError(firstMessages(problemErrors(result.error)).name ?? problemTitle(result.error));
      return;
    }
    setName('');
    setNameError(null);
    toast.success(t('lessons.created'));
  };

  const move = async (index: number, step: -1 | 1) => {
    const ids = movedIds(lessons.map((lesson) => lesson.id), index, step);
    if (!ids) return;
    const result = await send({ key: LESSON_KEY, request: { method: 'PUT', url: `${scope.lessonEntity}/updateOrder`, body: { ids } } });
    if ('error' in result) toast.error(problemTitle(result.error));
  };

  const remove = async () => {
    if (!deleting) return;
    const result = await send({ key: LESSON_KEY, request: { method: 'DELETE', url: `${scope.lessonEntity}/${deleting.id}` }, invalidates: [TEST_KEY] });
    setDeleting(null);
    if ('error' in result) toast.error(problemTitle(result.error));
    else toast.success(t('lessons.deleted'));
  };

  const title = scopeTitle(t, scope, 'lessons');
  return (
    <>
      {scope.edition && <EditionSwitcher current={scope.edition} hrefOf={(edition) => scopeInEdition(scope, edition).screens.lesson} countsOf={scope} />}
      <PageHeader title={title} crumbs={testCrumbs(t, scope, { label: title })} />
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        {can(lessonPermissionOf(scope, 'create')) && (
          <Box component="form" onSubmit={(event) => void add(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 3 }}>
            <TextField
              label={t('lessons.newName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ?? ' '}
              size="small"
              sx={{ flex: '1 1 240px' }}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
            <Button type="submit" variant="contained" startIcon={<AddRoundedIcon />} disabled={!name.trim()} loading={isSending}>
              {t('lessons.add')}
            </Button>
          </Box>
        )}
        {error ? (
          <ErrorState error={error} onRetry={refetch} />
        ) : isLoading ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : lessons.length === 0 ? (
          <Alert severity="info">{t('lessons.empty')}</Alert>
        ) : (
          <List disablePadding aria-label={title}>
            {lessons.map((lesson, index) => (
              <ListItem key={lesson.id} divider={index < lessons.length - 1} disableGutters sx={{ display: 'block' }}>
                <LessonRow
                  scope={scope}
                  lesson={lesson}
                  isFirst={index === 0}
                  isLast={index === lessons.length - 1}
                  onMove={(step) => void move(index, step)}
                  onDelete={() => setDeleting(lesson)}
                />
              </ListItem>
            ))}
          </List>
        )}
        {lessons.length > 0 && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 2 }}>
            {t('lessons.hint')}
          </Typography>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        isBusy={isSending}
        title={t('lessons.confirmDelete', { name: deleting?.name ?? '' })}
        content={deleting && deleting.testCount > 0 ? t('lessons.confirmDeleteTests', { count: deleting.testCount }) : t('lessons.cannotUndo')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

