import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { IeltsTestEditorScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = () => examAdminMetadata('editor.newTitle');

export default async function Page({ params }: Props) {
  const { skill } = await readRouteParams(params);
  return <IeltsTestEditorScreen skill={skill} />;
}
