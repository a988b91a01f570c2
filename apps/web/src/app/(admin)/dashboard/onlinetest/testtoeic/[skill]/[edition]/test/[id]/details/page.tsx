import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readToeicParams } from '@web/modules/exam-admin/route-params';
import { ExamTestStatisticsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string; edition: string; id: string }> };

export const generateMetadata = () => examAdminMetadata('statistics.crumb');

export default async function Page({ params }: Props) {
  const { scope, id } = await readToeicParams(params);
  return <ExamTestStatisticsScreen scope={scope} id={id!} />;
}
