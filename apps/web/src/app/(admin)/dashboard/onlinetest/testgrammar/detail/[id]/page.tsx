import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { GRAMMAR_SCOPE, parseId } from '@web/modules/exam-admin/route-params';
import { ExamTestEditorScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () => examAdminMetadata('editor.editTitle');

/** A grammar test: its settings and its sections, groups and questions. */
export default async function Page({ params }: Props) {
  const id = parseId((await params).id);
  return <ExamTestEditorScreen scope={GRAMMAR_SCOPE} id={id} />;
}
