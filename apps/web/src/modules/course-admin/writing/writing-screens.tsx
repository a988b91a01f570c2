'use client';

import ListAltIcon from '@mui/icons-material/ListAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { ResourceFormView, ResourceListView, useResourceListQuery } from '@web/modules/resource';
import type { AnyDefinition } from './writing-resources';
import { isWritingTask, layoutResource, promptResource, suggestionResource, wordResource } from './writing-resources';

/** The screens of the writing course by name: route files (server components) pass names and route params, not definitions. */
export type WritingScreen = 'prompt' | 'layout' | 'suggestion' | 'word';

function idOf(value: string | undefined): number {
  if (value && /^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  notFound();
}

function definitionOf(screen: WritingScreen, task: string, writingId?: string): AnyDefinition {
  if (!isWritingTask(task)) notFound();
  if (screen === 'prompt') return promptResource(task);
  if (screen === 'layout') return layoutResource(task);
  const scope = { task, writingId: idOf(writingId) };
  return screen === 'suggestion' ? suggestionResource(scope) : wordResource(scope);
}

/** The list screen of a writing resource. */
export function WritingListScreen({ screen, task, writingId }: { screen: WritingScreen; task: string; writingId?: string }) {
  return <ResourceListView definition={definitionOf(screen, task, writingId)} />;
}

/** The new (no id) or edit form of a writing resource; a prompt's edit form has its suggestions and words below it. */
export function WritingFormScreen({ screen, task, writingId, id }: { screen: WritingScreen; task: string; writingId?: string; id?: string }) {
  const definition = definitionOf(screen, task, writingId);
  return (
    <>
      <ResourceFormView definition={definition} id={id} />
      {screen === 'prompt' && id !== undefined && isWritingTask(task) ? <PromptParts task={task} writingId={idOf(id)} /> : null}
    </>
  );
}

/** Below a prompt's form: its suggestions and words in short lists, each with the way to add and edit them. */
function PromptParts({ task, writingId }: { task: 'task1' | 'task2'; writingId: number }) {
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <SubList definition={suggestionResource({ task, writingId })} paths={paths.dashboard.course.writing(task).ideas(writingId)} testId="prompt-suggestions" describe={(row) => `${String(row.kind)} · ${String(row.bodyHtml).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()}`} />
      <SubList definition={wordResource({ task, writingId })} paths={paths.dashboard.course.writing(task).words(writingId)} testId="prompt-words" describe={(row) => `${String(row.term)} · ${String(row.meaning)}`} />
    </Box>
  );
}

function SubList({ definition, paths: sub, describe, testId }: { definition: AnyDefinition; paths: { list: string; new: string; edit: (id: number) => string }; describe: (row: Record<string, unknown>) => string; testId: string }) {
  const { t } = useTranslation('writing-admin');
  const { data, isLoading } = useResourceListQuery({ key: definition.key, request: definition.calls.list({ pageIndex: 1, pageSize: 50, sort: 'sortOrder', filters: definition.list.fixedFilters }) });
  const rows = (data?.rows ?? []) as Array<Record<string, unknown> & { id: number }>;
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t(definition.labels.list)} ({isLoading ? '…' : rows.length})
          </Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button component={Link} href={sub.list} size="small" variant="outlined" startIcon={<ListAltIcon />}>
              {t('parts.manage')}
            </Button>
            <Button component={Link} href={sub.new} size="small" variant="contained">
              {t(definition.labels.create)}
            </Button>
          </Stack>
        </Stack>
        {rows.length === 0 && !isLoading ? (
          <Typography color="text.secondary">{t('parts.none')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {rows.map((row) => (
              <li key={row.id}>
                <Link href={sub.edit(row.id)} lang="en" dir="ltr">
                  {describe(row).slice(0, 110)}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
