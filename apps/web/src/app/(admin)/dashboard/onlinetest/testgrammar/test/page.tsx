import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { GRAMMAR_SCOPE } from '@web/modules/exam-admin/route-params';
import { ExamTestsScreen } from '@web/modules/exam-admin/screens';

export const generateMetadata = () => examAdminMetadata('scope.grammar.tests');

export default function Page() {
  return <ExamTestsScreen scope={GRAMMAR_SCOPE} />;
}
