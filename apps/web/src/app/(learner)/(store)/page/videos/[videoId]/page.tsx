import type { Metadata } from 'next';
import { VideoPageView } from '@web/modules/video/video-page-view';

export const metadata: Metadata = { title: 'Video lesson' };

/** `/page/videos/{videoId}`: one video lesson; an id that is not a positive whole number shows "not found". */
export default async function VideoPage({ params }: { params: Promise<{ videoId: string }> }) {
  const { videoId } = await params;
  const id = /^\d{1,9}$/.test(videoId) && Number(videoId) > 0 ? Number(videoId) : null;
  return <VideoPageView videoId={id} />;
}
