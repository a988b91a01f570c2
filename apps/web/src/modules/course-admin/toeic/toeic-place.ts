import { TOEIC_COURSE_SKILLS, type ToeicCourseSkill } from '@lexam/contracts';
import { notFound } from 'next/navigation';
import { TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';

/** The skill and edition of a TOEIC course screen's path, or a 404. */
export function toeicPlaceOf({ skill, edition }: { skill: string; edition: string }): { skill: ToeicCourseSkill; edition: ToeicEdition } {
  if (!(TOEIC_COURSE_SKILLS as readonly string[]).includes(skill) || !(TOEIC_EDITIONS as readonly string[]).includes(edition)) notFound();
  return { skill: skill as ToeicCourseSkill, edition: edition as ToeicEdition };
}

/** A lesson id or a question's number (from 1, at most `max`) of a path, or a 404. */
export function positiveOf(text: string, max = 2_147_483_647): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > max) notFound();
  return Number(text);
}
