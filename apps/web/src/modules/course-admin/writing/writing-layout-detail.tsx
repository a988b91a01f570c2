'use client';

import EditIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WRITING_MIN_WORDS } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { ErrorState, PageHeader, useResourceListQuery, useResourceOneQuery } from '@web/modules/resource';
import { isWritingTask, layoutResource, suggestionResource, wordResource, writingCrumbs, type WritingRow } from './writing-resources';

const html = { '& p': { mt: 0, mb: 1.25 }, '& ol, & ul': { mt: 0, pl: 3 }, '& blockquote': { m: 0, pl: 2, borderInlineStart: 3, borderColor: 'divider' } };

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Html({ value, empty }: { value: string; empty: string }) {
  if (!value.trim()) return <Typography color="text.secondary">{empty}</Typography>;
  return <Box lang="en" dir="ltr" sx={html} dangerouslySetInnerHTML={{ __html: value }} />;
}

/** `/dashboard/course/writing/{task}/layout/{id}`: a prompt as the learner sees it, read-only, with the way to edit its layout. */
export function WritingLayoutDetail({ task, id }: { task: string; id: string }) {
  const { t } = useTranslation('writing-admin');
  if (!isWritingTask(task) || !/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  const writingId = Number(id);
  const definition = layoutResource(task);
  const { data, error, refetch } = useResourceOneQuery({ key: definition.key, request: definition.calls.get(writingId) });
  const suggestions = suggestionResource({ task, writingId });
  const words = wordResource({ task, writingId });
  const ideaRows = useResourceListQuery({ key: suggestions.key, request: suggestions.calls.list({ pageIndex: 1, pageSize: 100, sort: 'sortOrder', filters: suggestions.list.fixedFilters }) });
  const wordRows = useResourceListQuery({ key: words.key, request: words.calls.list({ pageIndex: 1, pageSize: 100, sort: 'sortOrder', filters: words.list.fixedFilters }) });
  const row = data as WritingRow | undefined;
  const ideas = (ideaRows.data?.rows ?? []) as Array<Record<string, unknown>>;
  const wordList = (wordRows.data?.rows ?? []) as Array<Record<string, unknown>>;
  const title = row?.title ?? t('layout.detail');
  const W = paths.dashboard.course.writing(task);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...writingCrumbs(task).slice(0, 2).map((crumb) => ({ label: t(crumb.label), href: crumb.href })), { label: t(`layout.title.${task}`), href: W.layout.list }, { label: title }]}
        actions={
          <Button component={Link} href={W.layout.edit(writingId)} variant="contained" startIcon={<EditIcon />}>
            {t('layout.edit')}
          </Button>
        }
      />
      {error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : (
        <Stack sx={{ gap: 3 }} data-testid="writing-layout-detail">
          <Section title={t('detail.prompt')}>
            <Stack direction="row" sx={{ gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Chip label={t(`crumbs.task.${task}`)} />
              <Chip label={t('detail.minWords', { count: WRITING_MIN_WORDS[task] })} />
              <Chip label={row?.isPublished ? t('detail.published') : t('detail.unpublished')} color={row?.isPublished ? 'success' : 'default'} />
            </Stack>
            <Html value={row?.instructionsHtml ?? ''} empty={t('detail.empty')} />
            {row?.image ? <Box component="img" src={row.image.url} alt={row.title} sx={{ display: 'block', maxWidth: '100%', height: 'auto', mt: 2, borderRadius: 1, border: 1, borderColor: 'divider' }} /> : null}
          </Section>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Section title={t('prompt.fields.layoutHtml')} testId="detail-layout">
              <Html value={row?.layoutHtml ?? ''} empty={t('layout.missing')} />
            </Section>
            <Section title={t('prompt.fields.modelAnswerHtml')} testId="detail-model">
              <Html value={row?.modelAnswerHtml ?? ''} empty={t('layout.missing')} />
            </Section>
            <Section title={t('suggestion.title')}>
              {ideas.length === 0 ? (
                <Typography color="text.secondary">{t('parts.none')}</Typography>
              ) : (
                <Stack sx={{ gap: 1.5 }}>
                  {ideas.map((item) => (
                    <Box key={String(item.id)}>
                      <Chip size="small" label={t(`suggestion.kinds.${String(item.kind)}`)} sx={{ mb: 0.5 }} />
                      <Html value={String(item.bodyHtml)} empty="" />
                    </Box>
                  ))}
                </Stack>
              )}
            </Section>
            <Section title={t('word.title')}>
              {wordList.length === 0 ? (
                <Typography color="text.secondary">{t('parts.none')}</Typography>
              ) : (
                <Box component="dl" sx={{ m: 0 }} lang="en" dir="ltr">
                  {wordList.map((word) => (
                    <Box key={String(word.id)} sx={{ mb: 1 }}>
                      <Typography component="dt" sx={{ fontWeight: 700 }}>
                        {String(word.term)} <Typography component="span" variant="body2" color="text.secondary">({String(word.partOfSpeech)})</Typography>
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }}>
                        {String(word.meaning)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Section>
          </Box>
        </Stack>
      )}
    </>
  );
}
