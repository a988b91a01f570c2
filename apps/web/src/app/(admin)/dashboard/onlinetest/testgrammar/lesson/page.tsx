import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { GRAMMAR_SCOPE } from '@web/modules/exam-admin/route-params';
import { ExamLessonsScreen } from '@web/modules/exam-admin/screens';

export const generateMetadata = () => examAdminMetadata('scope.grammar.lessons');

export default function Page() {
  return <ExamLessonsScreen scope={GRAMMAR_SCOPE} />;
}
