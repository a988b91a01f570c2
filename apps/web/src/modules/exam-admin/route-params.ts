import { notFound } from 'next/navigation';
import { parseSkill, type IeltsSkill } from './exam-admin-keys';

/** The skill and id of a route, or the 404 page for anything else. */
export async function readRouteParams(params: Promise<{ skill: string; id?: string }>): Promise<{ skill: IeltsSkill; id?: number }> {
  const { skill: skillText, id: idText } = await params;
  const skill = parseSkill(skillText);
  if (!skill) notFound();
  if (idText === undefined) return { skill };
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  if (id < 1) notFound();
  return { skill, id };
}
