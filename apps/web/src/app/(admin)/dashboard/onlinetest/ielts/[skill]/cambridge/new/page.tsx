import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { ExamTestEditorScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = () => examAdminMetadata('editor.newTitle');

export default async function Page({ params }: Props) {
  const { scope } = await readRouteParams(params);
  return <ExamTestEditorScreen scope={scope} />;
}
