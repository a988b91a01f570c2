import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseClassId } from '@web/modules/classes/class-id';
import { ClassMembersView } from '@web/modules/classes/members/class-members-view';

export const metadata: Metadata = { title: 'Class students' };

export default async function ClassMembersPage({ params }: { params: Promise<{ id: string }> }) {
  const classId = parseClassId((await params).id);
  if (!classId) notFound();
  return <ClassMembersView classId={classId} />;
}
