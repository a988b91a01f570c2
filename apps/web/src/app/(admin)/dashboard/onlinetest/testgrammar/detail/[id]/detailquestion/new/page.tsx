import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { parseId } from '@web/modules/exam-admin/route-params';
import { GrammarQuestionScreen } from '@web/modules/exam-admin/grammar/grammar-screens';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () => examAdminMetadata('question.new');

export default async function Page({ params }: Props) {
  return <GrammarQuestionScreen testId={parseId((await params).id)} />;
}
