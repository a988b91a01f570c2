import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { parseId } from '@web/modules/exam-admin/route-params';
import { GrammarQuestionScreen } from '@web/modules/exam-admin/grammar/grammar-screens';

type Props = { params: Promise<{ id: string; questionId: string }> };

export const generateMetadata = () => examAdminMetadata('grammar.editQuestionTitle');

export default async function Page({ params }: Props) {
  const { id, questionId } = await params;
  return <GrammarQuestionScreen testId={parseId(id)} questionId={parseId(questionId)} />;
}
