import { titleKeyOf } from '@web/modules/exam-admin/exam-scope';
import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readToeicParams } from '@web/modules/exam-admin/route-params';
import { ExamTestsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string; edition: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`${titleKeyOf((await readToeicParams(params)).scope)}.tests`);

/** The TOEIC tests of a skill and edition: list, import, export. */
export default async function Page({ params }: Props) {
  const { scope } = await readToeicParams(params);
  return <ExamTestsScreen scope={scope} />;
}
