import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseClassId } from '@web/modules/classes/class-id';
import { AddStudentView } from '@web/modules/classes/add-student/add-student-view';

export const metadata: Metadata = { title: 'Add students' };

export default async function AddStudentPage({ params }: { params: Promise<{ id: string }> }) {
  const classId = parseClassId((await params).id);
  if (!classId) notFound();
  return <AddStudentView classId={classId} />;
}
