import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { parseId } from '@web/modules/exam-admin/route-params';
import { GrammarGroupNewScreen } from '@web/modules/exam-admin/grammar/grammar-screens';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () => examAdminMetadata('grammar.newGroupTitle');

/** Adds a question group (and, if wanted, a new section for it) to a grammar test. */
export default async function Page({ params }: Props) {
  return <GrammarGroupNewScreen testId={parseId((await params).id)} />;
}
