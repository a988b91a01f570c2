'use client';

import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import type { OnlineQuestion } from '@lexam/contracts';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog } from '@web/modules/resource';
import { problemsOf } from '../problems';
import { useEditor, useReportDirty } from './editor-context';
import { NodeActions } from './node-actions';
import { ProblemList } from './problem-list';
import { QuestionForm, draftOf, isSameDraft, questionBody, type QuestionFormDraft } from './question-form';
import { useNodePlace } from './use-tree-node';

/** "Questions 1–3" or "Question 4". */
function numbersLabel(t: (key: string, options?: Record<string, unknown>) => string, numbers: number[]): string {
  const first = numbers[0] ?? 0;
  const last = numbers.at(-1) ?? first;
  return first === last ? t('question.one', { number: first }) : t('question.range', { from: first, to: last });
}

/**
 * One question item, folded to its numbers and type; unfolded, its form. Without `question` it is the
 * form of a new question of the group (`onDone` closes it after it is created or cancelled).
 */
export function QuestionCard({ groupId, question, index, siblingIds, defaultNumber = 1, onDone, defaultExpanded = !question, pageHref }: { groupId: number; question?: OnlineQuestion; index: number; siblingIds: number[]; defaultNumber?: number; onDone?: () => void; defaultExpanded?: boolean; pageHref?: string }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const { scope, isLocked, publishProblems } = useEditor();
  const [initial, setInitial] = useState<QuestionFormDraft>(() => draftOf(question, defaultNumber, scope.questionTypes));
  const [draft, setDraft] = useState<QuestionFormDraft>(initial);
  const [problem, setProblem] = useState<{ title: string; errors: { field: string; message: string }[] } | null>(null);
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  const { send, isSending, move, remove, isDeleting, setDeleting } = useNodePlace({ resource: 'IeltsOnlineQuestion', id: question?.id, index, siblingIds, onRefused: (result) => setProblem({ title: result.title, errors: [] }) });
  const isNew = !question;
  const isDirty = isNew || !isSameDraft(draft, initial);
  useReportDirty(`question.${question?.id ?? `new-${groupId}`}`, isDirty);
  const own = question ? problemsOf(publishProblems, `question.${question.id}`) : [];
  const label = numbersLabel(t, question?.numbers ?? [draft.number]);

  const save = async () => {
    const body = questionBody(draft);
    const result = await send(isNew ? { method: 'POST', url: 'IeltsOnlineQuestion', body: { groupId, ...body } } : { method: 'PUT', url: `IeltsOnlineQuestion/${question.id}`, body });
    if (!result.ok) {
      setProblem({ title: result.title, errors: result.errors });
      return;
    }
    setProblem(null);
    toast.success(t(isNew ? 'question.created' : 'saved'));
    if (isNew) onDone?.();
    else setInitial(draft);
  };
  return (
    <Accordion expanded={isExpanded} onChange={(_event, open) => setExpanded(open)} disableGutters variant="outlined" data-testid="question-card" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{isNew ? t('question.new') : label}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t(`types.${draft.type}`, { defaultValue: draft.type })}</Typography>
          {own.length > 0 && <Chip size="small" color="warning" label={t('question.problemCount', { count: own.length })} />}
          {isDirty && !isNew && <Chip size="small" variant="outlined" label={t('unsaved')} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {pageHref && <Button component={Link} href={pageHref} size="small" startIcon={<OpenInNewRoundedIcon />} sx={{ mb: 1.5 }}>{t('grammar.openQuestion')}</Button>}
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="question-problem">
            {problem.title}
            {problem.errors.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {problem.errors.map((error, errorIndex) => <li key={`${error.field}-${errorIndex}`}>{`${error.field.replace(/^body\./, '')}: ${error.message}`}</li>)}
              </ul>
            )}
          </Alert>
        )}
        <ProblemList problems={own} />
        <QuestionForm types={scope.questionTypes} draft={draft} onChange={setDraft} errors={problem?.errors ?? []} isTypeLocked={isLocked && !isNew} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          {isNew ? (
            <>
              <Button color="inherit" onClick={onDone}>{t('cancel')}</Button>
              <Button variant="contained" onClick={() => void save()} loading={isSending}>{t('question.create')}</Button>
            </>
          ) : (
            <NodeActions
              label={label}
              permission={scope.permission}
              isFirst={index === 0}
              isLast={index === siblingIds.length - 1}
              onMove={(step) => void move(step)}
              onDelete={() => setDeleting(true)}
              canDelete={!isLocked}
              onSave={() => void save()}
              isDirty={isDirty}
              isSaving={isSending}
            />
          )}
        </Box>
      </AccordionDetails>
      <ConfirmDialog
        open={isDeleting}
        isBusy={isSending}
        title={t('question.confirmDelete', { name: label })}
        content={t('question.confirmDeleteText')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Accordion>
  );
}
