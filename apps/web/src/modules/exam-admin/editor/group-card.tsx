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
import { paths } from '@web/lib/routes';
import { ConfirmDialog, useCan } from '@web/modules/resource';
import { problemsOf } from '../problems';
import { useEditor } from './editor-context';
import { AudioField, ImageField } from './media-field';
import { NodeActions } from './node-actions';
import { ProblemList } from './problem-list';
import { QuestionCard } from './question-card';
import { RichTextEditor } from './rich-text-editor';
import { useNodeEdit } from './use-tree-node';

type GroupChanges = Partial<{ instructions: string; stimulusHtml: string; imageFileKey: string | null; imageUrl: string | null; audioFileKey: string | null; audioUrl: string | null; transcriptHtml: string }>;

/**
 * A question group: its printed instructions and its questions, with a form for a new one. Outside
 * IELTS it is a question set: a shared text (`[[n]]` marks a Part 6 gap), a picture, a recording
 * and its transcript.
 */
export function GroupCard({ group, index, siblingIds, nextNumber }: { group: OnlineGroupTree; index: number; siblingIds: number[]; nextNumber: number }) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  const { scope, testId, isLocked, publishProblems } = useEditor();
  const grammarScreens = scope.kind === 'grammar' && testId ? paths.dashboard.onlineTest.grammar : undefined;
  const { isSending, value, change, isDirty, save, move, remove, problem, isDeleting, setDeleting } = useNodeEdit<OnlineGroupTree, GroupChanges>({ resource: 'OnlinePart', node: group, index, siblingIds, clientOnly: ['imageUrl', 'audioUrl'] });
  const [isAdding, setAdding] = useState(false);
  const hasMedia = scope.kind === 'toeic';
  const hasAudio = scope.kind === 'toeic' && scope.skill === 'listening';
  const label = t('group.heading', { number: index + 1 });

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
        value={value('instructions') ?? ''}
        onChange={(event) => change({ instructions: event.target.value })}
        error={Boolean(problem?.fields.instructions)}
        helperText={problem?.fields.instructions ?? t('group.instructionsHelp')}
        disabled={!can('online-part.update')}
        multiline
        minRows={2}
        fullWidth
      />
      {scope.kind !== 'ielts' && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <RichTextEditor hasLetter={false} label={t('group.stimulus')} value={group.stimulusHtml ?? ''} onChange={(html) => change({ stimulusHtml: html })} error={problem?.fields.stimulusHtml} />
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: '4px !important' }}>{t('group.stimulusHelp')}</Typography>
          {hasMedia && (
            <ImageField
              fileKey={value('imageFileKey') ?? null}
              url={value('imageUrl') ?? null}
              onChange={(file) => change({ imageFileKey: file?.key ?? null, imageUrl: file?.url ?? null })}
              error={problem?.fields.imageFileKey}
            />
          )}
          {hasAudio && (
            <>
              <AudioField
                label={t('group.audio')}
                fileKey={value('audioFileKey') ?? null}
                url={value('audioUrl') ?? null}
                onChange={(file) => change({ audioFileKey: file?.key ?? null, audioUrl: file?.url ?? null })}
                error={problem?.fields.audioFileKey}
              />
              <RichTextEditor hasLetter={false} label={t('section.transcript')} value={group.transcriptHtml ?? ''} onChange={(html) => change({ transcriptHtml: html })} error={problem?.fields.transcriptHtml} />
            </>
          )}
        </Stack>
      )}
      <Stack spacing={1} sx={{ mt: 2 }}>
        {group.questions.map((question, questionIndex) => (
          <QuestionCard key={question.id} groupId={group.id} question={question} index={questionIndex} siblingIds={questionIds} pageHref={grammarScreens && testId ? grammarScreens.questionEdit(testId, question.id) : undefined} />
        ))}
        {isAdding && <QuestionCard groupId={group.id} index={group.questions.length} siblingIds={questionIds} defaultNumber={nextNumber} onDone={() => setAdding(false)} />}
      </Stack>
      {can(`${scope.permission}.create`) && !isAdding && (
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
