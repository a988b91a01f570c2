import type { Metadata } from 'next';
import { VideoLessonStatsView } from '@web/modules/video/video-lesson-stats-view';

export const metadata: Metadata = { title: 'Video lessons' };

/** ROUTES.md `/dashboard/course/reading/video-lesson`: the reading videos and how learners watch them. */
export default function ReadingVideoLessonPage() {
  return <VideoLessonStatsView skill="reading" />;
}
