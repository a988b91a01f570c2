import { notFound } from 'next/navigation';
import { parseSkill } from './exam-admin-keys';
import { parseEdition, type ScopeRef } from './exam-scope';

/** A positive id of a route segment, or the 404 page. */
export function parseId(idText: string): number {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  if (id < 1) notFound();
  return id;
}

/** The IELTS scope and id of a route, or the 404 page for anything else. */
export async function readRouteParams(params: Promise<{ skill: string; id?: string }>): Promise<{ scope: ScopeRef; id?: number }> {
  const { skill: skillText, id: idText } = await params;
  const skill = parseSkill(skillText);
  if (!skill) notFound();
  return { scope: { kind: 'ielts', skill }, id: idText === undefined ? undefined : parseId(idText) };
}

/** The TOEIC scope (skill and edition) and id of a route, or the 404 page. */
export async function readToeicParams(params: Promise<{ skill: string; edition: string; id?: string }>): Promise<{ scope: ScopeRef; id?: number }> {
  const { skill: skillText, edition: editionText, id: idText } = await params;
  const skill = parseSkill(skillText);
  const edition = parseEdition(editionText);
  if (!skill || !edition) notFound();
  return { scope: { kind: 'toeic', skill, edition }, id: idText === undefined ? undefined : parseId(idText) };
}

/** The grammar scope. */
export const GRAMMAR_SCOPE: ScopeRef = { kind: 'grammar' };
