import type { Metadata } from 'next';
import { VideoListView } from '@web/modules/video/video-list-view';

export const metadata: Metadata = { title: 'Video lessons' };

export default function VideosPage() {
  return <VideoListView />;
}
