import type { ToeicCourseSkill } from '@lexam/contracts';

/** Where a learner reads a TOEIC course lesson: its skill's landing with the lesson open below the parts. */
export const lessonHref = (skill: ToeicCourseSkill, lessonId: number) => `${skill === 'reading' ? '/page/toeic' : '/page/toeic/listening'}?lesson=${lessonId}#toeic-lesson`;
