import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { ExamTestEditorScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string; id: string }> };

export const generateMetadata = () => examAdminMetadata('editor.editTitle');

export default async function Page({ params }: Props) {
  const { scope, id } = await readRouteParams(params);
  return <ExamTestEditorScreen scope={scope} id={id} />;
}
