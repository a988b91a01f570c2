'use client';

import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import HelpIcon from '@mui/icons-material/TipsAndUpdatesRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SpeakingPart } from '@lexam/contracts';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@web/modules/flashcards/failure-text';
import { LearnerResult } from '@web/modules/grading/learner-result';
import { HelpPanel } from './help-panel';
import { MyAnswers } from './my-answers';
import { Part1Session } from './part1-session';
import { Part2Session } from './part2-session';
import { useSpeakingPromptQuery, useSpeakingPromptsQuery } from './speaking-api';

const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

type View = SpeakingPart | 'answers';
const VIEWS: View[] = ['part1', 'part2', 'answers'];

/** The prompts of a part, each a card to open. */
function PromptList({ part, onOpen }: { part: SpeakingPart; onOpen: (id: number) => void }) {
  const { t } = useTranslation('speaking');
  const { data, isLoading, error } = useSpeakingPromptsQuery({ part });
  if (isLoading) return <Skeleton variant="rounded" height={200} />;
  if (error) return <Alert severity="error">{failureText(error)}</Alert>;
  if (!data?.length) return <Typography sx={{ color: 'text.secondary' }}>{t('prompts.empty')}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', p: 0, m: 0 }} data-testid={`prompts-${part}`}>
      {data.map((prompt) => (
        <Card component="li" key={prompt.id} variant="outlined">
          <CardActionArea onClick={() => onOpen(prompt.id)} sx={{ p: 2, height: '100%' }} data-testid="prompt-card">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} lang="en" dir="ltr">
              {prompt.topic}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {part === 'part1' ? t('prompts.questions', { count: prompt.questionCount }) : t('prompts.cueCard')}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** One prompt: its session, with the help panel on demand. */
function PromptSession({ part, speakingId, onBack, onMyAnswers }: { part: SpeakingPart; speakingId: number; onBack: () => void; onMyAnswers: () => void }) {
  const { t } = useTranslation('speaking');
  const { data, isLoading, error } = useSpeakingPromptQuery({ part, speakingId }, { refetchOnMountOrArgChange: true });
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} onClick={onBack}>
          {t('prompts.back')}
        </Button>
        <Button variant="outlined" startIcon={<HelpIcon />} onClick={() => setHelpOpen(true)} disabled={!data} data-testid="open-help">
          {t('help.open')}
        </Button>
      </Stack>
      {isLoading ? <Skeleton variant="rounded" height={240} /> : null}
      {error ? <Alert severity="error">{failureText(error)}</Alert> : null}
      {data ? (
        <>
          <Typography variant="h5" component="h2" lang="en" dir="ltr">
            {data.topic}
          </Typography>
          {part === 'part1' ? <Part1Session key={data.id} prompt={data} onMyAnswers={onMyAnswers} /> : <Part2Session key={data.id} prompt={data} onMyAnswers={onMyAnswers} />}
          <HelpPanel prompt={data} open={helpOpen} onClose={() => setHelpOpen(false)} />
        </>
      ) : null}
    </Stack>
  );
}

/** `/page/speaking`: choose Part 1 or Part 2 and a prompt, record and send; "My answers"; `?resultId=` shows one answer. */
export function SpeakingView() {
  const { t } = useTranslation('speaking');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const resultId = Number(params.get('resultId'));
  const view = (VIEWS as string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'part1';
  const speakingId = Number(params.get('speakingId'));
  const go = (next: Record<string, string | number | null>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== null) query.set(key, String(value));
    router.push(`${pathname}${query.size ? `?${query}` : ''}`);
  };

  if (Number.isInteger(resultId) && resultId > 0) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        <Button startIcon={<ArrowBackIcon sx={FLIP_IN_RTL} />} onClick={() => go({ view: 'answers' })} sx={{ mb: 2 }}>
          {t('answers.title')}
        </Button>
        <LearnerResult kind="speaking" id={resultId} />
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      <Tabs value={view} onChange={(_, next: View) => go({ view: next })} sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }} variant="scrollable" allowScrollButtonsMobile>
        {VIEWS.map((item) => (
          <Tab key={item} value={item} label={item === 'answers' ? t('answers.title') : t(`parts.${item}`)} data-testid={`tab-${item}`} />
        ))}
      </Tabs>
      {view === 'answers' ? (
        <MyAnswers />
      ) : Number.isInteger(speakingId) && speakingId > 0 ? (
        <PromptSession part={view} speakingId={speakingId} onBack={() => go({ view })} onMyAnswers={() => go({ view: 'answers' })} />
      ) : (
        <PromptList part={view} onOpen={(id) => go({ view, speakingId: id })} />
      )}
    </Container>
  );
}
