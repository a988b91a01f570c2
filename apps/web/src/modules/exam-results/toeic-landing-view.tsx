'use client';

import HeadphonesIcon from '@mui/icons-material/Headphones';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type Skill } from '@web/lib/routes/paths';
import { useOnlineTestsQuery } from '@web/modules/exam-player/exam-api';
import { TOEIC_PARTS, toeicPartsOf } from '@web/modules/exam-player/exam-kind';
import { ToeicCourseBlock } from '@web/modules/toeic-course/toeic-course-block';
import { ResultListView } from './result-list-view';
import type { EditionCount } from './edition-counts';
import { useIeltsResultListQuery, useToeicEditionCountsQuery } from './results-api';
import { toeicTotals } from './toeic-score';

/** How many questions each part has in the real test (the landing's overview). */
const PART_QUESTIONS: Record<number, number> = { 1: 6, 2: 25, 3: 39, 4: 30, 5: 30, 6: 16, 7: 54 };

function listPath(skill: Skill, edition?: string): string {
  const base = paths.page.onlineTest.toeic(skill).root;
  return edition ? `${base}?edition=${edition}` : base;
}

/** The learner's TOEIC totals (10–990) per edition with both skills taken. */
function TotalsCard() {
  const { t } = useTranslation('toeic');
  const results = useIeltsResultListQuery({ kind: 'toeic', pageIndex: 1, pageSize: 100 });
  const reading = useOnlineTestsQuery({ kind: 'toeic', skill: 'reading', lessonId: 0, testId: 0, searchByName: '', pageIndex: 0, pageSize: 100 });
  const listening = useOnlineTestsQuery({ kind: 'toeic', skill: 'listening', lessonId: 0, testId: 0, searchByName: '', pageIndex: 0, pageSize: 100 });
  // The edition of a result's test, when the result row does not carry it.
  const editions = useMemo(() => {
    const map = new Map<number, string>();
    for (const row of [...(reading.data?.rows ?? []), ...(listening.data?.rows ?? [])]) {
      const edition = (row as { edition?: unknown }).edition;
      if (typeof edition === 'string') map.set(row.id, edition);
    }
    return map;
  }, [reading.data, listening.data]);
  const totals = toeicTotals({ rows: results.data?.rows ?? [], editionOf: (row) => editions.get((row as { testId?: number }).testId ?? 0) ?? null });
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }} data-testid="toeic-totals">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('landing.totalTitle')}
      </Typography>
      {totals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('landing.totalNone')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {totals.map((total) => (
            <Stack key={total.edition} direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 2 }}>
              <Chip size="small" label={t(`editions.${total.edition}`)} />
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="toeic-total">
                {total.total}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('landing.totalParts', { listening: total.listening.score, reading: total.reading.score })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * An edition with its published tests of the skill: a link to them; without any, a card that says
 * so and leads nowhere (an edition is not offered as if it had tests).
 */
function EditionCard({ row, skill }: { row: EditionCount; skill: Skill }) {
  const { t } = useTranslation('toeic');
  const count = row[skill];
  const body = (
    <>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t(`editions.${row.edition}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count > 0 ? t('landing.testCount', { count }) : t('landing.noTests')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`landing.otherCount.${skill}`, { count: skill === 'reading' ? row.listening : row.reading })}
      </Typography>
    </>
  );
  if (count === 0) {
    return (
      <Card variant="outlined" sx={{ p: 2, borderStyle: 'dashed', bgcolor: 'action.hover' }} data-testid={`edition-card-${row.edition}`} data-empty="true">
        {body}
      </Card>
    );
  }
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} href={listPath(skill, row.edition)} sx={{ p: 2, height: 1 }} data-testid={`edition-card-${row.edition}`}>
        {body}
      </CardActionArea>
    </Card>
  );
}

/**
 * `/page/toeic` (Reading first) and `/page/toeic/listening`: what the TOEIC Listening & Reading test
 * is, its seven parts, the editions with their published tests, and the learner's latest results.
 */
export function ToeicLandingView({ skill }: { skill: Skill }) {
  const { t } = useTranslation('toeic');
  const counts = useToeicEditionCountsQuery();
  const mine = toeicPartsOf(skill);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Box>
          <Typography variant="overline" color="primary">
            {t('landing.overline')}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ typography: { xs: 'h4', md: 'h3' } }}>
            {t('landing.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 760 }}>{t('landing.lead')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, alignItems: { sm: 'center' } }}>
            {/* Two pages, so links: the current one is marked aria-current (a toggle's aria-pressed is for buttons). */}
            <Box component="nav" aria-label={t('landing.skill')} sx={{ display: 'flex' }}>
              {(['reading', 'listening'] as const).map((item, index) => (
                <Button
                  key={item}
                  component={Link}
                  href={item === 'reading' ? paths.page.toeic : paths.page.toeicListening}
                  variant={item === skill ? 'contained' : 'outlined'}
                  color={item === skill ? 'primary' : 'inherit'}
                  aria-current={item === skill ? 'page' : undefined}
                  startIcon={item === 'reading' ? <MenuBookIcon fontSize="small" /> : <HeadphonesIcon fontSize="small" />}
                  data-testid={`landing-${item}`}
                  sx={index === 0 ? { borderStartEndRadius: 0, borderEndEndRadius: 0 } : { borderStartStartRadius: 0, borderEndStartRadius: 0, marginInlineStart: '-1px' }}
                >
                  {t(`skills.${item}`)}
                </Button>
              ))}
            </Box>
            <Button variant="contained" component={Link} href={listPath(skill)} data-testid="landing-tests">
              {t(`landing.seeTests.${skill}`)}
            </Button>
          </Stack>
        </Box>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {(['listening', 'reading', 'total'] as const).map((key) => (
            <Card key={key} variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="subtitle2" color="text.secondary">
                {t(`landing.facts.${key}.label`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
                {t(`landing.facts.${key}.value`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`landing.facts.${key}.detail`)}
              </Typography>
            </Card>
          ))}
        </Box>

        <Box component="section" aria-labelledby="toeic-parts">
          <Typography id="toeic-parts" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('landing.partsTitle')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
            {TOEIC_PARTS.map((part) => {
              const isMine = mine.includes(part);
              return (
                <Card component="li" key={part} variant="outlined" sx={{ p: 2, borderColor: isMine ? 'primary.main' : 'divider', opacity: isMine ? 1 : 0.75 }} data-testid={`part-card-${part}`}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5, gap: 1 }}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                      {t('parts.name', { number: part })}
                    </Typography>
                    <Chip size="small" label={t('landing.questions', { count: PART_QUESTIONS[part] })} />
                  </Stack>
                  <Typography variant="subtitle2">{t(`parts.title.${part}`)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(`parts.text.${part}`)}
                  </Typography>
                </Card>
              );
            })}
          </Box>
        </Box>

        {/* The TOEIC course: strategy lessons and practice, part by part (modules/toeic-course). */}
        <Suspense fallback={null}>
          <ToeicCourseBlock skill={skill} />
        </Suspense>

        <Box component="section" aria-labelledby="toeic-editions">
          <Typography id="toeic-editions" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('landing.editionsTitle')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' } }}>
            {counts.isLoading
              ? [0, 1, 2, 3, 4].map((index) => <Skeleton key={index} variant="rounded" height={96} />)
              : (counts.data ?? []).map((row) => <EditionCard key={row.edition} row={row} skill={skill} />)}
          </Box>
        </Box>

        <TotalsCard />
      </Stack>
      <Box sx={{ mx: { xs: -2, sm: -3 } }}>
        <ResultListView kind="toeic" skill={skill} heading="h2" />
      </Box>
    </Container>
  );
}
