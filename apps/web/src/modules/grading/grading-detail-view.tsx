'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionComment } from '@lexam/contracts';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchoredText, type TextSelection } from './anchored-text';
import { CommentDialog } from './comment-dialog';
import { CommentList } from './comment-list';
import { GradeForm } from './grade-form';
import { formatMoment, gradingCalls, problemTitle, useLoaded } from './grading-api';
import { PromptCard } from './prompt-card';
import { RecordingsPanel } from './recordings-panel';

type Editing = { kind: 'text'; selection: TextSelection } | { kind: 'moment'; recordingId: number; atMs: number } | { kind: 'general' } | { kind: 'edit'; comment: SubmissionComment };

/** /dashboard/grading/{id}: the answer on the left with its anchored comments, the grade on the right. */
export function GradingDetailView({ id }: { id: number }) {
  const { t } = useTranslation('grading');
  const router = useRouter();
  const { data: detail, error, isLoading, reload } = useLoaded(() => gradingCalls.detail(id), `detail-${id}`);
  const [selection, setSelection] = useState<TextSelection | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !detail) return;
      const target = event.key === 'ArrowLeft' ? detail.previousId : event.key === 'ArrowRight' ? detail.nextId : null;
      if (target) {
        event.preventDefault();
        router.push(`/dashboard/grading/${target}`);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [detail, router]);

  if (isLoading) return <Container sx={{ py: 4 }}><Skeleton variant="rounded" height={480} /></Container>;
  if (error || !detail) return <Container sx={{ py: 4 }}><Alert severity="error">{error}</Alert></Container>;
  const isReleased = detail.status === 'released';

  const saveComment = async (body: string, criterion: string | null): Promise<string | null> => {
    if (!editing) return null;
    const result =
      editing.kind === 'edit'
        ? await gradingCalls.editComment({ id: editing.comment.id, body })
        : await gradingCalls.addComment({
            submissionId: detail.id,
            body,
            ...(criterion ? { criterion } : {}),
            ...(editing.kind === 'text' ? { anchorStart: editing.selection.start, anchorEnd: editing.selection.end, quote: editing.selection.quote } : {}),
            ...(editing.kind === 'moment' ? { recordingId: editing.recordingId, atMs: editing.atMs } : {}),
          });
    if (!result.ok) return problemTitle(result);
    setEditing(null);
    setSelection(null);
    reload();
    return null;
  };
  const remove = async (comment: SubmissionComment) => {
    const result = await gradingCalls.deleteComment(comment.id);
    if (!result.ok) setProblem(problemTitle(result));
    reload();
  };
  const dialogTitle = !editing ? '' : editing.kind === 'text' ? t('detail.commentOn', { quote: editing.selection.quote.slice(0, 60) }) : editing.kind === 'moment' ? t('detail.commentAt', { time: formatMoment(editing.atMs) }) : editing.kind === 'edit' ? t('detail.edit') : t('detail.addComment');

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={NextLink} href="/dashboard/grading">{t('detail.back')}</Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button disabled={!detail.previousId} onClick={() => router.push(`/dashboard/grading/${detail.previousId}`)}>{t('detail.previous')}</Button>
        <Button disabled={!detail.nextId} onClick={() => router.push(`/dashboard/grading/${detail.nextId}`)}>{t('detail.next')}</Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{detail.prompt?.title ?? t('title')}</Typography>
        <Typography color="text.secondary">{t('detail.by', { name: detail.learner.fullName })}</Typography>
        <Chip size="small" label={t(`queue.status.${detail.status}`)} color={isReleased ? 'success' : 'warning'} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>{t('detail.shortcuts')}</Typography>
      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problem}</Alert>}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(380px, 420px)' } }}>
        <Stack spacing={3}>
          {detail.prompt && <PromptCard prompt={detail.prompt} showModel />}
          <Card>
            <CardContent>
              <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{t('detail.answer')}</Typography>
                {detail.kind === 'writing' && <Typography variant="caption" color="text.secondary">{t('queue.words', { count: detail.wordCount })}</Typography>}
              </Stack>
              {detail.kind === 'writing' ? (
                <>
                  {!isReleased && (
                    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', position: 'sticky', top: 64, zIndex: 1, bgcolor: 'background.paper', py: 0.5 }}>
                      <Button variant="contained" size="small" disabled={!selection} onMouseDown={(event) => event.preventDefault()} onClick={() => selection && setEditing({ kind: 'text', selection })}>
                        {t('detail.addComment')}
                      </Button>
                      <Typography variant="caption" color="text.secondary">{selection ? `“${selection.quote.slice(0, 50)}”` : t('detail.selectHint')}</Typography>
                    </Stack>
                  )}
                  <AnchoredText label={t('detail.answer')} text={detail.answerText} comments={detail.comments} activeId={activeId} onSelect={isReleased ? undefined : setSelection} onActivate={setActiveId} />
                </>
              ) : (
                <>
                  {detail.notes && <Typography variant="body2" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}><strong>{t('detail.notes')}: </strong>{detail.notes}</Typography>}
                  <RecordingsPanel recordings={detail.recordings} questions={detail.prompt?.questions ?? []} comments={detail.comments} onCommentAt={isReleased ? undefined : (recordingId, atMs) => setEditing({ kind: 'moment', recordingId, atMs })} />
                </>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Stack direction="row" sx={{ mb: 1, alignItems: 'center' }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>{t('detail.comments')}</Typography>
                {!isReleased && <Button size="small" onClick={() => setEditing({ kind: 'general' })}>{t('detail.addComment')}</Button>}
              </Stack>
              <CommentList
                comments={detail.comments.filter((comment) => comment.recordingId === null)}
                activeId={activeId}
                onActivate={setActiveId}
                onEdit={isReleased ? undefined : (comment) => setEditing({ kind: 'edit', comment })}
                onDelete={isReleased ? undefined : (comment) => void remove(comment)}
              />
            </CardContent>
          </Card>
        </Stack>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, alignSelf: 'start' }}>
          <Card>
            <CardContent>
              <GradeForm key={`${detail.id}-${detail.status}`} detail={detail} onChanged={reload} />
            </CardContent>
          </Card>
        </Box>
      </Box>
      {editing && (
        <CommentDialog
          title={dialogTitle}
          criteriaKeys={editing.kind === 'edit' ? [] : detail.criteriaKeys}
          initialBody={editing.kind === 'edit' ? editing.comment.body : ''}
          onSave={saveComment}
          onClose={() => setEditing(null)}
        />
      )}
    </Container>
  );
}
