import type { Metadata } from 'next';
import { PracticeResultScreen } from '@web/modules/grading/practice-result-screen';

export const metadata: Metadata = { title: 'Writing' };

export default async function WritingPage({ searchParams }: { searchParams: Promise<{ resultId?: string | string[] }> }) {
  const { resultId } = await searchParams;
  return <PracticeResultScreen kind="writing" resultId={resultId} />;
}
