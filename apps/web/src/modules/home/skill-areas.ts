import type { Skill as CourseSkill } from '@lexam/contracts';
import { isNotBuilt } from '@web/lib/routes/not-built';
import { paths } from '@web/lib/routes/paths';
import type { PaletteColorKey } from '@web/theme/readable-shade';

/** How the learner home groups the areas: full tests, courses, and study tools. */
export type SkillAreaGroup = 'tests' | 'courses' | 'tools';

export type SkillAreaId =
  | 'ieltsReading'
  | 'ieltsListening'
  | 'toeic'
  | 'grammarTest'
  | 'reading'
  | 'listening'
  | 'speaking'
  | 'writing'
  | 'grammar'
  | 'flashcards'
  | 'vocabulary'
  | 'videos'
  | 'results';

export interface SkillArea {
  /** Also the key of its title and text in the `home` translations (`areas.<id>`). */
  id: SkillAreaId;
  group: SkillAreaGroup;
  /**
   * The area's screen (ROUTES.md). While it is in lib/routes/not-built.ts the card says "Coming soon"
   * (the screen itself says so too, inside the learner layout).
   */
  path: string;
  color: PaletteColorKey;
  /** The catalogue skill whose courses open in this area, if any. */
  courseSkill?: CourseSkill;
  /**
   * A built area that holds this area's courses until its own screen is built: the IELTS reading
   * course's learners practise on the IELTS reading tests meanwhile.
   */
  standIn?: SkillAreaId;
}

/** Every learner area the home page shows, in order. */
export const SKILL_AREAS: readonly SkillArea[] = [
  { id: 'ieltsReading', group: 'tests', path: paths.page.onlineTest.ielts.reading.root, color: 'primary' },
  { id: 'ieltsListening', group: 'tests', path: paths.page.onlineTest.ielts.listening.root, color: 'info' },
  { id: 'toeic', group: 'tests', path: paths.page.toeic, color: 'secondary', courseSkill: 'toeic' },
  { id: 'grammarTest', group: 'tests', path: paths.page.onlineTest.grammar.root, color: 'warning' },
  { id: 'reading', group: 'courses', path: paths.page.reading, color: 'primary', courseSkill: 'reading', standIn: 'ieltsReading' },
  { id: 'listening', group: 'courses', path: paths.page.listening, color: 'info', courseSkill: 'listening', standIn: 'ieltsListening' },
  { id: 'speaking', group: 'courses', path: paths.page.speaking, color: 'error', courseSkill: 'speaking' },
  { id: 'writing', group: 'courses', path: paths.page.writing, color: 'success', courseSkill: 'writing' },
  { id: 'grammar', group: 'courses', path: paths.page.grammar, color: 'warning', courseSkill: 'grammar' },
  { id: 'flashcards', group: 'tools', path: paths.page.flashcards, color: 'warning' },
  { id: 'vocabulary', group: 'tools', path: paths.page.vocabulary, color: 'success', courseSkill: 'vocabulary' },
  { id: 'videos', group: 'tools', path: paths.page.videos, color: 'error' },
  { id: 'results', group: 'tools', path: paths.page.results, color: 'info' },
];

export const SKILL_AREA_GROUPS: readonly SkillAreaGroup[] = ['tests', 'courses', 'tools'];

/** Whether the area's screen is built (not in lib/routes/not-built.ts). */
export function isSkillAreaBuilt(area: Pick<SkillArea, 'path'>): boolean {
  return !isNotBuilt(area.path);
}

/**
 * Where a catalogue course of `skill` opens: its area when built, else the area standing in for it
 * (the IELTS reading tests for a reading course), else its area's coming-soon screen.
 */
export function courseDestination(skill: CourseSkill): { href: string; isBuilt: boolean; area?: SkillArea } {
  const area = SKILL_AREAS.find((candidate) => candidate.courseSkill === skill);
  if (!area) return { href: paths.comingSoon, isBuilt: false };
  const standIn = area.standIn ? getSkillArea(area.standIn) : undefined;
  const target = !isSkillAreaBuilt(area) && standIn && isSkillAreaBuilt(standIn) ? standIn : area;
  return { href: target.path, isBuilt: isSkillAreaBuilt(target), area };
}

/** Finds an area by its id. */
export function getSkillArea(id: SkillAreaId): SkillArea {
  const area = SKILL_AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown skill area: ${id}`);
  return area;
}
