import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PassageReaderView } from '@web/modules/reading/passage-reader-view';
import { serverPassage } from '@web/modules/reading/server-passage';

export const metadata: Metadata = { title: 'Reading passage' };

/** A passage of the reading course: the text with its words, the practice and the video lesson (the text and words drawn by the server for a signed-in learner). */
export default async function ReadingPassagePage({ params }: { params: Promise<{ passageId: string }> }) {
  const { passageId } = await params;
  const id = Number(passageId);
  if (!/^\d{1,9}$/.test(passageId) || id < 1) notFound();
  return <PassageReaderView passageId={id} initial={await serverPassage(id)} />;
}
