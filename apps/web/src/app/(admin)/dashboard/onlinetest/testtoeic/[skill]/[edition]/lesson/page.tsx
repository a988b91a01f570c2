import { titleKeyOf } from '@web/modules/exam-admin/exam-scope';
import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readToeicParams } from '@web/modules/exam-admin/route-params';
import { ExamLessonsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string; edition: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`${titleKeyOf((await readToeicParams(params)).scope)}.lessons`);

/** The TOEIC lessons (`ToeicTestOnlne`) of a skill. */
export default async function Page({ params }: Props) {
  const { scope } = await readToeicParams(params);
  return <ExamLessonsScreen scope={scope} />;
}
