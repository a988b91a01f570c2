'use client';

import Stack from '@mui/material/Stack';
import { useSearchParams } from 'next/navigation';
import type { ToeicCourseSkill } from '@lexam/contracts';
import { ToeicCourseSection } from './toeic-course-section';
import { ToeicLessonView } from './toeic-lesson-view';

/** The TOEIC course on a skill's landing: the parts, and the lesson picked (`?lesson=`) below them. */
export function ToeicCourseBlock({ skill }: { skill: ToeicCourseSkill }) {
  const params = useSearchParams();
  const lessonId = Number(params.get('lesson'));
  const backHref = skill === 'reading' ? '/page/toeic' : '/page/toeic/listening';
  return (
    <Stack spacing={3}>
      <ToeicCourseSection skill={skill} />
      {Number.isInteger(lessonId) && lessonId > 0 ? <ToeicLessonView key={lessonId} lessonId={lessonId} backHref={backHref} /> : null}
    </Stack>
  );
}
