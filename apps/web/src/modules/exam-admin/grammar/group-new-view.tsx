'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { ErrorState, PageHeader } from '@web/modules/resource';
import { testCrumbs } from '../crumbs';
import { RichTextEditor } from '../editor/rich-text-editor';
import { useTreeSend } from '../editor/use-tree-send';
import type { ExamScope } from '../exam-scope';
import { firstMessages } from '../problems';
import { useTestDetail } from './use-test-detail';

const NEW_SECTION = 'new';

/**
 * Adds a question group to a test: into one of its sections or a new one (created first), with
 * its instructions and shared text. Then back to the test's overview.
 */
export function GroupNewView({ scope, testId }: { scope: ExamScope; testId: number }) {
  const { t } = useTranslation('exam-admin');
  const router = useRouter();
  const toast = useToast();
  const { test, error, refetch } = useTestDetail(scope, testId);
  const { send, isSending } = useTreeSend();
  const [sectionId, setSectionId] = useState<string>('');
  const [sectionTitle, setSectionTitle] = useState('');
  const [instructions, setInstructions] = useState('');
  const [stimulusHtml, setStimulusHtml] = useState('');
  const [problem, setProblem] = useState<{ title: string; fields: Record<string, string> } | null>(null);
  if (error) return <ErrorState error={error} onRetry={refetch} />;
  if (!test) return <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}><CircularProgress aria-label={t('loading')} /></Box>;
  const chosen = sectionId || (test.sections[0] ? String(test.sections[0].id) : NEW_SECTION);
  const overview = scope.screens.edit(testId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let target = Number(chosen);
    if (chosen === NEW_SECTION) {
      const created = await send({ method: 'POST', url: 'OnlinePassage', body: { testId, title: sectionTitle || t('section.sectionHeading', { number: test.sections.length + 1 }) } });
      if (!created.ok) {
        setProblem({ title: created.title, fields: firstMessages(created.errors) });
        return;
      }
      target = (created.data as { id: number }).id;
      setSectionId(String(target));
    }
    const result = await send({ method: 'POST', url: 'OnlinePart', body: { sectionId: target, instructions, ...(stimulusHtml ? { stimulusHtml } : {}) } });
    if (!result.ok) {
      setProblem({ title: result.title, fields: firstMessages(result.errors) });
      return;
    }
    toast.success(t('grammar.groupCreated'));
    router.push(overview);
  };

  return (
    <>
      <PageHeader title={t('grammar.newGroupTitle')} crumbs={testCrumbs(t, scope, { label: test.name, href: overview }, { label: t('grammar.newGroupTitle') })} />
      <Card component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, md: 3 } }}>
        {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem.title}</Alert>}
        <Stack spacing={2.5}>
          <TextField select label={t('grammar.section')} value={chosen} onChange={(event) => setSectionId(event.target.value)}>
            {test.sections.map((section, index) => <MenuItem key={section.id} value={String(section.id)}>{section.title || t('section.untitled', { number: index + 1 })}</MenuItem>)}
            <MenuItem value={NEW_SECTION}>{t('grammar.newSection')}</MenuItem>
          </TextField>
          {chosen === NEW_SECTION && (
            <TextField label={t('grammar.sectionTitle')} value={sectionTitle} onChange={(event) => setSectionTitle(event.target.value)} error={Boolean(problem?.fields.title)} helperText={problem?.fields.title ?? ' '} slotProps={{ htmlInput: { maxLength: 300 } }} />
          )}
          <TextField label={t('group.instructions')} value={instructions} onChange={(event) => setInstructions(event.target.value)} error={Boolean(problem?.fields.instructions)} helperText={problem?.fields.instructions ?? t('grammar.instructionsHelp')} multiline minRows={2} />
          <RichTextEditor hasLetter={false} label={t('group.stimulus')} value="" onChange={setStimulusHtml} error={problem?.fields.stimulusHtml} />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Button component={Link} href={overview} color="inherit">{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSending}>{t('group.add')}</Button>
        </Box>
      </Card>
    </>
  );
}
