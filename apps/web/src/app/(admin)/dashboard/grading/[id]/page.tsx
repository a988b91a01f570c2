import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GradingDetailView } from '@web/modules/grading/grading-detail-view';

export const metadata: Metadata = { title: 'Grading' };

export default async function GradingDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) notFound();
  return <GradingDetailView id={value} />;
}
