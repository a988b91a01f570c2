import { examAdminMetadata } from '@web/modules/exam-admin/metadata';
import { readRouteParams } from '@web/modules/exam-admin/route-params';
import { IeltsLessonsScreen } from '@web/modules/exam-admin/screens';

type Props = { params: Promise<{ skill: string }> };

export const generateMetadata = async ({ params }: Props) => examAdminMetadata(`skill.${(await readRouteParams(params)).skill}Lessons`);

export default async function Page({ params }: Props) {
  const { skill } = await readRouteParams(params);
  return <IeltsLessonsScreen skill={skill} />;
}
