import type { Skill as CourseSkill } from '@lexam/contracts';
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
  /** The area's screen (ROUTES.md). */
  path: string;
  /**
   * Whether the screen is built. While false the card says "Coming soon" and leads to /coming-soon;
   * flip it when the screen ships and the card leads to `path`.
   */
  isAvailable: boolean;
  color: PaletteColorKey;
  /** The catalogue skill whose courses open in this area, if any. */
  courseSkill?: CourseSkill;
}

/** Every learner area the home page shows, in order. */
export const SKILL_AREAS: readonly SkillArea[] = [
  { id: 'ieltsReading', group: 'tests', path: paths.page.onlineTest.ielts.reading.root, isAvailable: true, color: 'primary' },
  { id: 'ieltsListening', group: 'tests', path: paths.page.onlineTest.ielts.listening.root, isAvailable: true, color: 'info' },
  { id: 'toeic', group: 'tests', path: paths.page.toeic, isAvailable: true, color: 'secondary', courseSkill: 'toeic' },
  { id: 'grammarTest', group: 'tests', path: paths.page.onlineTest.grammar.root, isAvailable: true, color: 'warning' },
  { id: 'reading', group: 'courses', path: paths.page.reading, isAvailable: false, color: 'primary', courseSkill: 'reading' },
  { id: 'listening', group: 'courses', path: paths.page.listening, isAvailable: false, color: 'info', courseSkill: 'listening' },
  { id: 'speaking', group: 'courses', path: paths.page.speaking, isAvailable: false, color: 'error', courseSkill: 'speaking' },
  { id: 'writing', group: 'courses', path: paths.page.writing, isAvailable: false, color: 'success', courseSkill: 'writing' },
  { id: 'grammar', group: 'courses', path: paths.page.grammar, isAvailable: false, color: 'warning', courseSkill: 'grammar' },
  { id: 'flashcards', group: 'tools', path: paths.page.flashcards, isAvailable: false, color: 'warning' },
  { id: 'vocabulary', group: 'tools', path: paths.page.vocabulary, isAvailable: false, color: 'success', courseSkill: 'vocabulary' },
  { id: 'videos', group: 'tools', path: paths.page.videos, isAvailable: false, color: 'error' },
  { id: 'results', group: 'tools', path: paths.page.results, isAvailable: false, color: 'info' },
];

export const SKILL_AREA_GROUPS: readonly SkillAreaGroup[] = ['tests', 'courses', 'tools'];

/** Where a card leads: the area's own screen once it is available, /coming-soon until then. */
export function getSkillAreaHref(area: Pick<SkillArea, 'path' | 'isAvailable'>): string {
  return area.isAvailable ? area.path : paths.comingSoon;
}

/** The area a catalogue course opens in (grammar courses open at their own course page when available). */
export function findSkillAreaOfCourse(skill: CourseSkill): SkillArea | undefined {
  return SKILL_AREAS.find((area) => area.courseSkill === skill);
}

/** Finds an area by its id. */
export function getSkillArea(id: SkillAreaId): SkillArea {
  const area = SKILL_AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new Error(`Unknown skill area: ${id}`);
  return area;
}
