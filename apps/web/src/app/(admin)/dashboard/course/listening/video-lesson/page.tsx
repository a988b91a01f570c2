import type { Metadata } from 'next';
import { VideoLessonStatsView } from '@web/modules/video/video-lesson-stats-view';

export const metadata: Metadata = { title: 'Video lessons' };

/** ROUTES.md `/dashboard/course/listening/video-lesson`: the listening videos and how learners watch them. */
export default function ListeningVideoLessonPage() {
  return <VideoLessonStatsView skill="listening" />;
}
