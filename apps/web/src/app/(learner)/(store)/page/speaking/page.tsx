import type { Metadata } from 'next';
import { PracticeResultScreen } from '@web/modules/grading/practice-result-screen';

export const metadata: Metadata = { title: 'Speaking' };

export default async function SpeakingPage({ searchParams }: { searchParams: Promise<{ resultId?: string | string[] }> }) {
  const { resultId } = await searchParams;
  return <PracticeResultScreen kind="speaking" resultId={resultId} />;
}
