import type { Metadata } from 'next';
import { PreviewView } from '@web/modules/exam-player/preview-view';

export const metadata: Metadata = { title: 'Practice preview' };

/** The test exactly as a learner would see it, fed by the admin's preview call (ROUTES.md "Online tests"). */
export default async function IeltsPracticePreviewPage({ params }: { params: Promise<{ skill: string; id: string }> }) {
  const { id } = await params;
  return <PreviewView testId={Number(id)} />;
}
