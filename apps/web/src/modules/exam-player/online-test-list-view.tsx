'use client';

import SearchIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineTestListItem } from '@lexam/contracts';
import { problemTitle } from '@web/lib/api';
import { TOEIC_EDITIONS } from '@web/lib/routes/paths';
import { useOnlineLessonsQuery, useOnlineTestsQuery } from './exam-api';
import { isToeicEdition, KIND_CALLS, routesOf, type ExamKind, type ExamSkill } from './exam-kind';
import { StartTestDialog } from './start-test-dialog';
import { useToeicEditionCountsQuery } from '@web/modules/exam-results/results-api';
import { TestCard } from './test-card';
import { useTestFilter } from './use-test-filter';

const PAGE_SIZE = 12;

/** The page's rows grouped by lesson, in the order they came. */
function groupByLesson(rows: readonly OnlineTestListItem[]): Array<{ lessonId: number; lessonName: string; tests: OnlineTestListItem[] }> {
  const groups = new Map<number, { lessonId: number; lessonName: string; tests: OnlineTestListItem[] }>();
  for (const row of rows) {
    const group = groups.get(row.lessonId) ?? { lessonId: row.lessonId, lessonName: row.lessonName, tests: [] };
    group.tests.push(row);
    groups.set(row.lessonId, group);
  }
  return [...groups.values()];
}

/** The lessons named by a page of tests (TOEIC has no lesson list call: its rows name their lesson). */
function lessonsOf(rows: readonly OnlineTestListItem[]): Array<{ id: number; name: string }> {
  return groupByLesson(rows).map((group) => ({ id: group.lessonId, name: group.lessonName }));
}

/** The list's title and lead of a kind: IELTS keeps the exam namespace's, TOEIC and grammar have theirs. */
function headingKeys(kind: ExamKind, skill: ExamSkill): { title: string; lead: string } {
  if (kind === 'ielts') return { title: `exam:list.title.${skill}`, lead: `exam:list.lead.${skill}` };
  if (kind === 'grammar') return { title: 'toeic:grammar.listTitle', lead: 'toeic:grammar.listLead' };
  return { title: `toeic:list.title.${skill}`, lead: `toeic:list.lead.${skill}` };
}

function ListContent({ kind, skill }: { kind: ExamKind; skill: ExamSkill }) {
  const { t } = useTranslation(['exam', 'toeic']);
  const { filter, update } = useTestFilter();
  const params = useSearchParams();
  const rawEdition = params.get('edition');
  const edition = kind === 'toeic' && isToeicEdition(rawEdition) ? rawEdition : undefined;
  const [search, setSearch] = useState(filter.searchByName);
  const [starting, setStarting] = useState<OnlineTestListItem | null>(null);
  const examPath = routesOf({ kind, skill }).exam;
  const hasLessonCall = KIND_CALLS[kind].lessons !== null;
  const lessons = useOnlineLessonsQuery({ kind, skill }, { skip: !hasLessonCall });
  const tests = useOnlineTestsQuery({ kind, skill, edition, ...filter, pageSize: PAGE_SIZE });
  const everyTest = useOnlineTestsQuery({ kind, skill, edition, lessonId: 0, testId: 0, searchByName: '', pageIndex: 0, pageSize: 100 }, { skip: hasLessonCall });
  const lessonTests = useOnlineTestsQuery({ kind, skill, edition, lessonId: filter.lessonId, testId: 0, searchByName: '', pageIndex: 0, pageSize: 100 }, { skip: filter.lessonId === 0 });
  const lessonOptions = useMemo(() => (hasLessonCall ? (lessons.data ?? []) : lessonsOf(everyTest.data?.rows ?? [])), [hasLessonCall, lessons.data, everyTest.data]);
  const heading = headingKeys(kind, skill);
  const editionCounts = useToeicEditionCountsQuery(undefined, { skip: kind !== 'toeic' });

  // Another edition is another list: the filter starts again (the address keeps the edition).
  const chooseEdition = (next: string) => {
    const query = new URLSearchParams();
    if (next) query.set('edition', next);
    const text = query.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${text ? `?${text}` : ''}`);
    setSearch('');
  };

  // Searching waits for a pause in typing.
  useEffect(() => {
    if (search === filter.searchByName) return undefined;
    const timer = setTimeout(() => update({ searchByName: search }), 400);
    return () => clearTimeout(timer);
  }, [search, filter.searchByName, update]);

  const rows = tests.data?.rows ?? [];
  const totalPages = tests.data?.pagination?.totalPages ?? 1;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        {t(heading.title)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{t(heading.lead)}</Typography>
      {kind === 'toeic' && (
        <Tabs
          value={edition ?? ''}
          onChange={(_, next: string) => chooseEdition(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('toeic:list.edition')}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          data-testid="edition-tabs"
        >
          <Tab value="" label={t('toeic:list.allEditions')} />
          {TOEIC_EDITIONS.map((value) => {
            // An edition without published tests of this skill is shown, not offered.
            const count = editionCounts.data?.find((row) => row.edition === value)?.[skill as 'reading' | 'listening'];
            return <Tab key={value} value={value} label={t(`toeic:editions.${value}`)} disabled={count === 0 && value !== edition} data-testid={`edition-${value}`} />;
          })}
        </Tabs>
      )}

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <TextField select size="small" label={t('list.lesson')} value={filter.lessonId} onChange={(event) => update({ lessonId: Number(event.target.value) })} sx={{ minWidth: 220 }} data-testid="filter-lesson">
          <MenuItem value={0}>{t('list.allLessons')}</MenuItem>
          {lessonOptions.map((lesson) => (
            <MenuItem key={lesson.id} value={lesson.id}>
              {lesson.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('list.test')} value={filter.testId} disabled={filter.lessonId === 0} onChange={(event) => update({ testId: Number(event.target.value) })} sx={{ minWidth: 220 }}>
          <MenuItem value={0}>{t('list.allTests')}</MenuItem>
          {(lessonTests.data?.rows ?? []).map((test) => (
            <MenuItem key={test.id} value={test.id}>
              {test.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ input: { startAdornment: (<InputAdornment position="start"><SearchIcon /></InputAdornment>) }, htmlInput: { maxLength: 200 } }}
        />
      </Stack>

      {tests.isError && <Alert severity="error">{problemTitle((tests.error as { data?: unknown }).data)}</Alert>}
      {tests.isLoading && (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {[0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={200} />)}
        </Box>
      )}
      {tests.isSuccess && rows.length === 0 && <Alert severity="info">{t('list.empty')}</Alert>}

      <Stack spacing={5}>
        {groupByLesson(rows).map((group) => (
          <Box component="section" key={group.lessonId} aria-labelledby={`lesson-${group.lessonId}`}>
            <Typography id={`lesson-${group.lessonId}`} variant="h5" component="h2" sx={{ mb: 2 }}>
              {group.lessonName}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
              {group.tests.map((test) => (
                <li key={test.id}>
                  <TestCard kind={kind} test={test} examPath={examPath} onStart={setStarting} />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>

      {totalPages > 1 && (
        <Pagination sx={{ mt: 4, display: 'flex', justifyContent: 'center' }} count={totalPages} page={filter.pageIndex + 1} onChange={(_, page) => update({ pageIndex: page - 1 })} />
      )}
      <StartTestDialog kind={kind} test={starting} examPath={examPath} onClose={() => setStarting(null)} />
    </Container>
  );
}

/**
 * The published tests of a kind and skill, by lesson, with the spec's filter: IELTS
 * `/page/onlinetest/ielttest/{skill}/cambridge`, TOEIC `/page/onlinetest/testtoeic/{skill}/ets/test`
 * (with the edition chosen on the page, `?edition=`), grammar `/page/onlinetest/testgrammar/test`.
 */
export function OnlineTestListView({ kind = 'ielts', skill }: { kind?: ExamKind; skill: ExamSkill }) {
  return (
    <Suspense>
      <ListContent kind={kind} skill={skill} />
    </Suspense>
  );
}
