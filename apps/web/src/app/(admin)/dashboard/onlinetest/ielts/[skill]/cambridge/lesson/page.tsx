import { titleKeyOf } from '@web/modules/exam-admin/exam-scope';
import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { ExamLessonsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`${titleKeyOf((await readRouteParams(params)).scope)}.lessons`);

export default async function Page({ params }: Props) {
  const { scope } = await readRouteParams(params);
  return <ExamLessonsScreen scope={scope} />;
}
