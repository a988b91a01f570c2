import { titleKeyOf } from '@web/modules/exam-admin/exam-scope';
import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { ExamTestsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`${titleKeyOf((await readRouteParams(params)).scope)}.tests`);

export default async function Page({ params }: Props) {
  const { scope } = await readRouteParams(params);
  return <ExamTestsScreen scope={scope} />;
}
