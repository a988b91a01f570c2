'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { OnlineGroupTree } from '@lexam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog, useCan } from '@web/modules/resource';
import { movedIds } from '../exam-admin-keys';
import { firstMessages, problemsOf } from '../problems';
import { useEditor, useReportDirty } from './editor-context';
import { NodeActions } from './node-actions';
import { ProblemList } from './problem-list';
import { QuestionCard } from './question-card';
import { useTreeSend } from './use-tree-send';

/** A question group: its printed instructions and its questions, with a form for a new one. */
export function GroupCard({ group, index, siblingIds, nextNumber }: { group: OnlineGroupTree; index: number; siblingIds: number[]; nextNumber: number }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const can = useCan();
  const { isLocked, publishProblems } = useEditor();
  const { send, isSending } = useTreeSend();
  const [instructions, setInstructions] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ title: string; fields: Record<string, string> } | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const isDirty = instructions !== null && instructions !== group.instructions;
  useReportDirty(`group.${group.id}`, isDirty);
  const label = t('group.heading', { number: index + 1 });

  const save = async () => {
    const result = await send({ method: 'PUT', url: `OnlinePart/${group.id}`, body: { instructions } });
    if (!result.ok) {
      setProblem({ title: result.title, fields: firstMessages(result.errors) });
      return;
    }
    setInstructions(null);
    setProblem(null);
    toast.success(t('saved'));
  };
  const move = async (step: -1 | 1) => {
    const ids = movedIds(siblingIds, index, step);
    if (!ids) return;
    const result = await send({ method: 'PUT', url: 'OnlinePart/updateOrder', body: { ids } });
    if (!result.ok) toast.error(result.title);
  };
  const remove = async () => {
    const result = await send({ method: 'DELETE', url: `OnlinePart/${group.id}` });
    setDeleting(false);
    if (!result.ok) setProblem({ title: result.title, fields: {} });
    else toast.success(t('deleted'));
  };

  const questionIds = group.questions.map((question) => question.id);
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: { xs: 1.5, md: 2 } }} data-testid="group-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3">{label}</Typography>
        <NodeActions
          label={label}
          permission="online-part"
          isFirst={index === 0}
          isLast={index === siblingIds.length - 1}
          onMove={(step) => void move(step)}
          onDelete={() => setDeleting(true)}
          canDelete={!isLocked || group.questions.length === 0}
          onSave={() => void save()}
          isDirty={isDirty}
          isSaving={isSending}
        />
      </Box>
      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem.title}</Alert>}
      <ProblemList problems={problemsOf(publishProblems, `group.${group.id}`)} />
      <TextField
        label={t('group.instructions')}
        value={instructions ?? group.instructions}
        onChange={(event) => setInstructions(event.target.value)}
        error={Boolean(problem?.fields.instructions)}
        helperText={problem?.fields.instructions ?? t('group.instructionsHelp')}
        disabled={!can('online-part.update')}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack spacing={1} sx={{ mt: 2 }}>
        {group.questions.map((question, questionIndex) => (
          <QuestionCard key={question.id} groupId={group.id} question={question} index={questionIndex} siblingIds={questionIds} />
        ))}
        {isAdding && <QuestionCard groupId={group.id} index={group.questions.length} siblingIds={questionIds} defaultNumber={nextNumber} onDone={() => setAdding(false)} />}
      </Stack>
      {can('ielts-online-test.create') && !isAdding && (
        <Button startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)} sx={{ mt: 1.5 }}>
          {t('question.add')}
        </Button>
      )}
      <ConfirmDialog
        open={isDeleting}
        isBusy={isSending}
        title={t('group.confirmDelete', { name: label })}
        content={t('group.confirmDeleteText', { count: group.questions.length })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Paper>
  );
}
