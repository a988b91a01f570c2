'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOEIC_PRACTICE_TYPES, type PracticeItem, type ToeicCourseSkill } from '@lexam/contracts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, type ToeicEdition } from '@web/lib/routes';
import { useToast } from '@web/lib/toast';
import { ErrorState, PageHeader, problemTitle, useResourceOneQuery, useResourceSendMutation } from '@web/modules/resource';
import { problemFieldPaths } from '@web/modules/resource/problem';
import { PracticeItemEditor } from '../reading/practice-item-editor';
import { InvalidJson, itemErrors, type PracticeDraft } from '../reading/practice-json';
import { Html, Media, Section, practiceOf, useLessonCrumbs } from './toeic-admin-bits';
import { toeicContentResource, type ToeicCourseRow } from './toeic-course-resources';

interface Place {
  skill: ToeicCourseSkill;
  edition: ToeicEdition;
  id: number;
  /** The question's number in the lesson, from 1 (the path's `{questionId}`). */
  number: number;
}

/** The question's form: the exam engine's editor of one item, saved alone (`PUT ToeicCourse/{id}/practice/{index}`). */
function QuestionForm({ place, item, resourceKey }: { place: Place; item: PracticeItem; resourceKey: string }) {
  const { t } = useTranslation('course-admin');
  const router = useRouter();
  const toast = useToast();
  const [draft, setDraft] = useState<PracticeDraft>(item);
  const [failure, setFailure] = useState<{ title: string; errors: Record<string, string> } | null>(null);
  const [send, { isLoading }] = useResourceSendMutation();
  const detail = paths.dashboard.toeic.content(place.skill, place.edition).detail(place.id);

  const save = async () => {
    const box = (['content', 'key'] as const).find((name) => draft[name] instanceof InvalidJson);
    if (box) {
      const spot = (draft[box] as InvalidJson).spot;
      setFailure({ title: t('practice.fixJson', { number: place.number, box: t(`practice.${box}`), ...spot }), errors: {} });
      return;
    }
    try {
      await send({ key: resourceKey, request: { method: 'PUT', url: `ToeicCourse/${place.id}/practice/${place.number - 1}`, body: draft } }).unwrap();
      toast.success(t('toeicCourse.question.saved', { number: place.number }));
      router.push(detail);
    } catch (error) {
      const byPath = Object.fromEntries(Object.entries(problemFieldPaths(error)).map(([path, message]) => [`0.${path}`, message]));
      setFailure({ title: problemTitle(error), errors: itemErrors(byPath, 0) });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }} sx={{ display: 'grid', gap: 2 }}>
      {failure ? (
        <Alert severity="error" role="alert" data-testid="toeic-question-error">
          {failure.title}
        </Alert>
      ) : null}
      <PracticeItemEditor index={place.number - 1} item={draft} onChange={setDraft} disabled={isLoading} types={TOEIC_PRACTICE_TYPES} errors={failure?.errors ?? {}} />
      <Stack direction="row" sx={{ gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button component={Link} href={detail} disabled={isLoading}>
          {t('toeicCourse.question.back')}
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          {t('toeicCourse.question.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * `/dashboard/toeic/{skill}/{edition}/content/{id}/detail/{questionId}/edit`: one practice question
 * of a lesson, beside what it is about (the lesson's recording, picture and transcript), saved alone
 * and checked by the engine on the server: a bad question answers 400, shown here.
 */
export function ToeicQuestionEdit(place: Place) {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  const definition = toeicContentResource(place.skill, place.edition);
  const { data, error, refetch, isLoading } = useResourceOneQuery({ key: definition.key, request: definition.calls.get(place.id) });
  const row = data as ToeicCourseRow | undefined;
  const crumbs = useLessonCrumbs(place.skill, place.edition);
  const item = practiceOf(row)[place.number - 1];
  const title = t('toeicCourse.question.title', { number: place.number });
  const lessonTitle = row?.title ?? t('toeicCourse.detail.title');
  return (
    <>
      <PageHeader title={title} crumbs={[...crumbs, { label: lessonTitle, href: paths.dashboard.toeic.content(place.skill, place.edition).detail(place.id) }, { label: title }]} />
      {error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : isLoading || !row ? (
        <Typography aria-busy="true">{t('exam-admin:loading')}</Typography>
      ) : !item ? (
        <Alert severity="warning">{t('toeicCourse.question.missing', { number: place.number, count: practiceOf(row).length })}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <QuestionForm key={`${place.id}-${place.number}`} place={place} item={item} resourceKey={definition.key} />
          <Section title={row.title}>
            <Media audio={row.practiceAudio} picture={row.practicePicture} label={t('toeicCourse.fields.practiceAudio')} />
            {row.practiceTranscript ? (
              <Typography lang="en" dir="ltr" variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1.5 }}>
                {row.practiceTranscript}
              </Typography>
            ) : (
              <Html value={row.exampleHtml} empty={t('toeicCourse.detail.empty')} />
            )}
          </Section>
        </Box>
      )}
    </>
  );
}
