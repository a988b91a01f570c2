import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GrammarGradePage } from '@web/modules/grammar/grade-page';

export const metadata: Metadata = { title: 'Grammar course' };

/** `/page/grammar/{courseId}`: the course id is a grade's id (docs/grammar.md); anything else is "not found". */
export default async function GrammarGradeRoute({ params }: { params: Promise<{ courseId: string }> }) {
  const { courseId } = await params;
  if (!/^\d{1,9}$/.test(courseId) || Number(courseId) < 1) notFound();
  return <GrammarGradePage gradeId={Number(courseId)} />;
}
