'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import type { OnlineTestLesson } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { problemTitle, useCan, useResourceSendMutation } from '@web/modules/resource';
import { LESSON_KEY, TEST_KEY } from '../exam-admin-keys';
import { lessonPermissionOf, type ExamScope } from '../exam-scope';
import { OrderButtons } from '../order-buttons';
import { firstMessages, problemErrors } from '../problems';

/** One lesson: its name (renamed in place), its test count, and its order and delete buttons. */
export function LessonRow({ scope, lesson, isFirst, isLast, onMove, onDelete }: { scope: ExamScope; lesson: OnlineTestLesson; isFirst: boolean; isLast: boolean; onMove: (step: -1 | 1) => void; onDelete: () => void }) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  const toast = useToast();
  const [send, { isLoading }] = useResourceSendMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (draft === null) return;
    const result = await send({ key: LESSON_KEY, request: { method: 'PUT', url: `${scope.lessonEntity}/${lesson.id}`, body: { name: draft } }, invalidates: [TEST_KEY] });
    if ('error' in result) {
      setProblem(firstMessages(problemErrors(result.error)).name ?? problemTitle(result.error));
      return;
    }
    setDraft(null);
    setProblem(null);
    toast.success(t('saved'));
  };

  if (draft !== null) {
    return (
      <Box component="form" onSubmit={(event) => { event.preventDefault(); void save(); }} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', py: 1 }}>
        <TextField autoFocus size="small" label={t('lessons.name')} value={draft} onChange={(event) => setDraft(event.target.value)} error={Boolean(problem)} helperText={problem ?? ' '} sx={{ flex: '1 1 220px' }} />
        <Button onClick={() => { setDraft(null); setProblem(null); }} color="inherit">{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={isLoading} disabled={!draft.trim()}>{t('save')}</Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, flexWrap: 'wrap' }}>
      <Typography sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>{lesson.name}</Typography>
      <Chip size="small" label={t('lessons.testCount', { count: lesson.testCount })} />
      {can(lessonPermissionOf(scope, 'update')) && (
        <>
          <OrderButtons label={lesson.name} isFirst={isFirst} isLast={isLast} onMove={onMove} />
          <Tooltip title={t('lessons.rename')}>
            <IconButton aria-label={t('lessons.renameNamed', { name: lesson.name })} onClick={() => setDraft(lesson.name)}>
              <EditRoundedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      {can(lessonPermissionOf(scope, 'delete')) && (
        <Tooltip title={t('delete')}>
          <IconButton aria-label={t('deleteNamed', { name: lesson.name })} onClick={onDelete}>
            <DeleteOutlineRoundedIcon fontSize="small" color="error" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
