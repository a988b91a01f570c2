import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { IeltsTestsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`skill.${(await readRouteParams(params)).skill}Tests`);

export default async function Page({ params }: Props) {
  const { skill } = await readRouteParams(params);
  return <IeltsTestsScreen skill={skill} />;
}
