'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToeicCheck } from '@lexam/contracts';
import { VideoPlayer } from '@web/modules/video/video-player';
import { PracticeQuestion } from './practice-question';
import { useToeicLessonQuery } from './toeic-course-api';

const htmlSx = { '& h2, & h3': { typography: 'subtitle1', fontWeight: 700, mt: 0, mb: 1 }, '& p': { mt: 0, mb: 1.5 }, '& ul, & ol': { mt: 0, paddingInlineStart: 3 } } as const;

function Media({ audio, picture, label }: { audio: string | null; picture: string | null; label: string }) {
  return (
    <Stack spacing={1.5}>
      {picture ? <Box component="img" src={picture} alt={label} sx={{ maxWidth: '100%', width: 360, borderRadius: 1, border: 1, borderColor: 'divider' }} /> : null}
      {audio ? <audio controls preload="metadata" src={audio} aria-label={label} style={{ width: '100%', maxWidth: 480 }} data-testid="course-audio" /> : null}
    </Stack>
  );
}

/** One part's lesson: the strategy, the worked example, the practice (each answer checked at once, explained), the part's video. */
export function ToeicLessonView({ lessonId, backHref }: { lessonId: number; backHref: string }) {
  const { t } = useTranslation('toeic-course');
  const lesson = useToeicLessonQuery(lessonId);
  const [transcript, setTranscript] = useState<string>('');
  if (lesson.isLoading) return <Skeleton variant="rounded" height={320} />;
  if (!lesson.data) return <Alert severity="warning">{t('notFound')}</Alert>;
  const data = lesson.data;
  const onChecked = (check: ToeicCheck) => setTranscript(check.transcript);
  return (
    <Paper component="section" id="toeic-lesson" variant="outlined" aria-labelledby="toeic-lesson-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="toeic-lesson">
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="overline" color="primary" component="p">
              {t('part', { number: data.part })} · {t(`edition.${data.edition}`)}
            </Typography>
            <Typography id="toeic-lesson-title" variant="h5" component="h2" lang="en" dir="auto">
              {data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="lesson-progress">
              {t('progress', data.progress)}
            </Typography>
          </Box>
          <Button component={Link} href={backHref} scroll={false} variant="outlined">
            {t('close')}
          </Button>
        </Stack>

        <Box component="section" aria-labelledby="toeic-strategy">
          <Typography id="toeic-strategy" variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('strategy')}
          </Typography>
          <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: data.strategyHtml }} />
        </Box>

        {data.exampleHtml || data.exampleAudioUrl || data.examplePictureUrl ? (
          <Box component="section" aria-labelledby="toeic-example">
            <Typography id="toeic-example" variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('example')}
            </Typography>
            <Stack spacing={1.5}>
              <Media audio={data.exampleAudioUrl} picture={data.examplePictureUrl} label={t('exampleMedia')} />
              {data.exampleHtml ? <Box lang="en" dir="ltr" sx={htmlSx} dangerouslySetInnerHTML={{ __html: data.exampleHtml }} /> : null}
            </Stack>
          </Box>
        ) : null}

        <Box component="section" aria-labelledby="toeic-practice">
          <Typography id="toeic-practice" variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('practice')}
          </Typography>
          <Stack spacing={2}>
            <Media audio={data.practiceAudioUrl} picture={data.practicePictureUrl} label={t('practiceMedia')} />
            {data.questions.map((question, position) => (
              <PracticeQuestion key={question.index} lessonId={data.id} question={question} number={position + 1} onChecked={onChecked} />
            ))}
            {data.questions.length === 0 ? <Typography color="text.secondary">{t('noPractice')}</Typography> : null}
            {transcript ? (
              <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="course-transcript">
                <Typography variant="subtitle2" component="p">
                  {t('transcript')}
                </Typography>
                <Typography variant="body2" lang="en" dir="ltr" sx={{ whiteSpace: 'pre-line' }}>
                  {transcript}
                </Typography>
              </Box>
            ) : null}
          </Stack>
        </Box>

        {data.videoId ? (
          <Box component="section" aria-labelledby="toeic-video">
            <Typography id="toeic-video" variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('videoTitle')}
            </Typography>
            <VideoPlayer videoId={data.videoId} />
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
