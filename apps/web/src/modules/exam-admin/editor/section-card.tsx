'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { OnlineSectionTree } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ConfirmDialog, useCan } from '@web/modules/resource';
import { problemsOf } from '../problems';
import { AudioField } from './media-field';
import { useEditor } from './editor-context';
import { GroupCard } from './group-card';
import { NodeActions } from './node-actions';
import { ProblemList } from './problem-list';
import { RichTextEditor } from './rich-text-editor';
import { sectionHeading } from './section-defaults';
import { useNodeEdit } from './use-tree-node';

type SectionChanges = Partial<{ title: string; passageHtml: string; audioFileKey: string | null; audioUrl: string | null; transcriptHtml: string; part: number | null; directionsHtml: string }>;

/**
 * One section: an IELTS reading passage or listening section (its texts or recording), a TOEIC part
 * (its number and directions; the media sit on its question sets) or a grammar section; then its groups.
 */
export function SectionCard({ section, index, siblingIds, nextNumber }: { section: OnlineSectionTree; index: number; siblingIds: number[]; nextNumber: number }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const can = useCan();
  const { scope, isLocked, publishProblems } = useEditor();
  const { send, isSending, value, change, isDirty, save, move, remove, problem, isDeleting, setDeleting } = useNodeEdit<OnlineSectionTree, SectionChanges>({ resource: 'OnlinePassage', node: section, index, siblingIds, clientOnly: ['audioUrl'] });
  const label = value('title') || t('section.untitled', { number: index + 1 });

  const addGroup = async () => {
    const result = await send({ method: 'POST', url: 'OnlinePart', body: { sectionId: section.id, instructions: '' } });
    if (!result.ok) toast.error(result.title);
  };

  const groupIds = section.groups.map((group) => group.id);
  const own = problemsOf(publishProblems, `section.${section.id}`);
  return (
    <Card component="section" aria-label={label} sx={{ p: { xs: 2, md: 3 } }} data-testid="section-card">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {sectionHeading({ t, scope, index, part: value('part') })}
        </Typography>
        <NodeActions
          label={label}
          permission="online-passage"
          isFirst={index === 0}
          isLast={index === siblingIds.length - 1}
          onMove={(step) => void move(step)}
          onDelete={() => setDeleting(true)}
          canDelete={!isLocked}
          onSave={() => void save()}
          isDirty={isDirty}
          isSaving={isSending}
        />
      </Box>
      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem.title}</Alert>}
      <ProblemList problems={own} />
      <Stack spacing={2.5}>
        <TextField
          label={t('section.title')}
          value={value('title') ?? ''}
          onChange={(event) => change({ title: event.target.value })}
          error={Boolean(problem?.fields.title)}
          helperText={problem?.fields.title}
          disabled={!can('online-passage.update')}
          required
        />
        {scope.kind === 'toeic' && (
          <>
            <TextField
              select
              label={t('section.part')}
              value={value('part') ?? ''}
              onChange={(event) => change({ part: Number(event.target.value) })}
              error={Boolean(problem?.fields.part)}
              helperText={problem?.fields.part ?? t('section.partHelp')}
              disabled={!can('online-passage.update')}
            >
              {scope.parts.map((part) => <MenuItem key={part} value={part}>{t('section.partHeading', { number: part, name: t(`parts.${part}`) })}</MenuItem>)}
            </TextField>
            <RichTextEditor hasLetter={false} label={t('section.directions')} value={section.directionsHtml ?? ''} onChange={(html) => change({ directionsHtml: html })} error={problem?.fields.directionsHtml} />
          </>
        )}
        {scope.kind === 'grammar' && (
          <RichTextEditor hasLetter={false} label={t('section.grammarText')} value={section.passageHtml ?? ''} onChange={(html) => change({ passageHtml: html })} error={problem?.fields.passageHtml} />
        )}
        {scope.kind === 'ielts' && (scope.skill === 'reading' ? (
          <RichTextEditor label={t('section.passage')} value={section.passageHtml ?? ''} onChange={(html) => change({ passageHtml: html })} error={problem?.fields.passageHtml} />
        ) : (
          <>
            <AudioField
              fileKey={value('audioFileKey') ?? null}
              url={value('audioUrl') ?? null}
              onChange={(file) => change({ audioFileKey: file?.key ?? null, audioUrl: file?.url ?? null })}
              error={problem?.fields.audioFileKey}
            />
            <RichTextEditor label={t('section.transcript')} value={section.transcriptHtml ?? ''} onChange={(html) => change({ transcriptHtml: html })} error={problem?.fields.transcriptHtml} />
          </>
        ))}
      </Stack>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {section.groups.map((group, groupIndex) => (
          <GroupCard key={group.id} group={group} index={groupIndex} siblingIds={groupIds} nextNumber={nextNumber} />
        ))}
      </Stack>
      {can('online-part.create') && (
        <Button startIcon={<AddRoundedIcon />} onClick={() => void addGroup()} sx={{ mt: 2 }} disabled={isSending}>
          {t('group.add')}
        </Button>
      )}
      <ConfirmDialog
        open={isDeleting}
        isBusy={isSending}
        title={t('section.confirmDelete', { name: label })}
        content={t('section.confirmDeleteText')}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Card>
  );
}
