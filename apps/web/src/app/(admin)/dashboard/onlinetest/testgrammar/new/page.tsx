import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { GRAMMAR_SCOPE } from '@web/modules/exam-admin/route-params';
import { ExamTestEditorScreen } from '@web/modules/exam-admin/screens';

export const generateMetadata = () => examAdminMetadata('editor.newTitle');

export default function Page() {
  return <ExamTestEditorScreen scope={GRAMMAR_SCOPE} />;
}
