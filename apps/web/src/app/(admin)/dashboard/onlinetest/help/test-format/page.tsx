import { testFormatBlocks } from '@web/modules/exam-admin/help/test-format-doc';
import { TestFormatHelpView } from '@web/modules/exam-admin/help/test-format-help-view';
import { examAdminMetadata } from '@web/modules/exam-admin/metadata';

export const generateMetadata = () => examAdminMetadata('import.helpTitle');

export default async function Page() {
  return <TestFormatHelpView blocks={await testFormatBlocks()} />;
}
