'use client';

import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListeningCourse, ListeningRecordingSummary } from '@lexam/contracts';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes/paths';
import { failureText } from '@web/modules/flashcards/failure-text';
import { useListeningCourseQuery } from './listening-api';

export const recordingHref = (recordingId: number) => `${paths.page.listening}?recordingId=${recordingId}`;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, listStyle: 'none', m: 0, p: 0 } as const;

/** The listening course: its introduction, where to go on, and each lesson's recordings with the learner's progress. */
export function CourseView() {
  const { t } = useTranslation('listening');
  const course = useListeningCourseQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = course.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {t('course.title')}
          </Typography>
          <Typography color="text.secondary">{t('course.intro')}</Typography>
        </Box>
        {course.error ? <Alert severity="error">{failureText(course.error)}</Alert> : null}
        {data?.resume ? <ResumeBanner course={data} /> : null}
        {data?.introduction ? <Introduction introduction={data.introduction} /> : null}
        {course.isLoading ? (
          <Box sx={grid}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={160} />
            ))}
          </Box>
        ) : data && data.lessons.length === 0 ? (
          <Typography color="text.secondary">{t('course.empty')}</Typography>
        ) : null}
        {data?.lessons.map((lesson) => (
          <Box component="section" key={lesson.id} aria-labelledby={`listening-lesson-${lesson.id}`} data-testid="listening-lesson">
            <Typography variant="h5" component="h2" id={`listening-lesson-${lesson.id}`} dir="auto" sx={{ mb: 0.5 }}>
              {lesson.name}
            </Typography>
            {lesson.description ? (
              <Typography color="text.secondary" dir="auto" sx={{ mb: 1.5 }}>
                {lesson.description}
              </Typography>
            ) : null}
            <Box component="ul" sx={grid}>
              {lesson.recordings.map((recording) => (
                <li key={recording.id}>
                  <RecordingCard recording={recording} />
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

function ResumeBanner({ course }: { course: ListeningCourse }) {
  const { t } = useTranslation('listening');
  const recording = course.lessons.flatMap((lesson) => lesson.recordings).find((item) => item.id === course.resume?.recordingId);
  if (!recording || !course.resume) return null;
  const started = course.lessons.some((lesson) => lesson.recordings.some((item) => item.doneCount > 0));
  return (
    <Alert
      severity="info"
      icon={<PlayArrowIcon />}
      action={
        <Button component={Link} href={recordingHref(recording.id)} color="inherit" variant="outlined" size="small" data-testid="listening-resume">
          {started ? t('course.resume') : t('course.start')}
        </Button>
      }
    >
      <span dir="auto">{started ? t('course.resumeText', { title: recording.title, done: recording.doneCount, total: recording.segmentCount }) : t('course.startWith', { title: recording.title, total: recording.segmentCount })}</span>
    </Alert>
  );
}

function Introduction({ introduction }: { introduction: NonNullable<ListeningCourse['introduction']> }) {
  const { t } = useTranslation('listening');
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 1, '&::before': { display: 'none' } }} data-testid="listening-introduction">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="listening-introduction-body" id="listening-introduction-head">
        <Box>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('course.introduction')}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} dir="auto">
            {introduction.title}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="listening-introduction-body">
        <Box lang="en" dir="ltr" sx={{ '& h2, & h3': { typography: 'subtitle1', fontWeight: 700, mt: 0, mb: 1 }, '& p': { mt: 0, mb: 1.5 } }} dangerouslySetInnerHTML={{ __html: introduction.bodyHtml }} />
      </AccordionDetails>
    </Accordion>
  );
}

function RecordingCard({ recording }: { recording: ListeningRecordingSummary }) {
  const { t } = useTranslation('listening');
  const { doneCount, segmentCount } = recording;
  const finished = segmentCount > 0 && doneCount >= segmentCount;
  const action = finished ? t('course.review') : doneCount > 0 ? t('course.continue') : t('course.start');
  const percent = segmentCount ? Math.round((doneCount / segmentCount) * 100) : 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="recording-card" data-recording-id={recording.id}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} dir="auto">
          {recording.title}
        </Typography>
        {recording.description ? (
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', mb: 1 }}>
            {recording.description}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="recording-progress">
          {t('course.segmentsDone', { done: doneCount, total: segmentCount })}
        </Typography>
        <LinearProgress variant="determinate" value={percent} color={finished ? 'success' : 'primary'} aria-label={t('course.progressLabel', { title: recording.title })} sx={{ height: 6, borderRadius: 3, mb: 1 }} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {finished ? <Chip size="small" color="success" label={t('course.done')} /> : null}
          {recording.accuracy !== null ? <Chip size="small" variant="outlined" label={t('course.accuracy', { percent: recording.accuracy })} /> : null}
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={Link} href={recordingHref(recording.id)} variant={finished ? 'outlined' : 'contained'} aria-label={`${action}: ${recording.title}`} data-testid="recording-open">
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
