import type { Metadata } from 'next';
import { ReadingCourseView } from '@web/modules/reading/reading-course-view';

export const metadata: Metadata = { title: 'Reading course' };

/** The reading course: its introduction, the two sources, their lessons and passages with the learner's progress. */
export default function ReadingCoursePage() {
  return <ReadingCourseView />;
}
