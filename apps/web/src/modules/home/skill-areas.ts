import type { Skill as CourseSkill } from '@lexam/contracts';
import type SvgIcon from '@mui/material/SvgIcon';
import MenuBookRoundedIcon from '@mui/icons-material/MenuBookRounded';
import HeadphonesRoundedIcon from '@mui/icons-material/HeadphonesRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import QuizRoundedIcon from '@mui/icons-material/QuizRounded';
import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import HeadsetMicRoundedIcon from '@mui/icons-material/HeadsetMicRounded';
import RecordVoiceOverRoundedIcon from '@mui/icons-material/RecordVoiceOverRounded';
import EditNoteRoundedIcon from '@mui/icons-material/EditNoteRounded';
import SpellcheckRoundedIcon from '@mui/icons-material/SpellcheckRounded';
import StyleRoundedIcon from '@mui/icons-material/StyleRounded';
import TranslateRoundedIcon from '@mui/icons-material/TranslateRounded';
import OndemandVideoRoundedIcon from '@mui/icons-material/OndemandVideoRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { paths } from '@web/lib/routes';
import type { PaletteColorKey } from '@web/modules/misc/components/accent';

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
  icon: typeof SvgIcon;
  color: PaletteColorKey;
  /** The catalogue skill whose courses open in this area, if any. */
  courseSkill?: CourseSkill;
}

/** Every learner area the home page shows, in order. */
export const SKILL_AREAS: readonly SkillArea[] = [
  { id: 'ieltsReading', group: 'tests', path: paths.page.onlineTest.ielts.reading.root, isAvailable: true, icon: MenuBookRoundedIcon, color: 'primary' },
  { id: 'ieltsListening', group: 'tests', path: paths.page.onlineTest.ielts.listening.root, isAvailable: true, icon: HeadphonesRoundedIcon, color: 'info' },
  { id: 'toeic', group: 'tests', path: paths.page.toeic, isAvailable: true, icon: WorkspacePremiumRoundedIcon, color: 'secondary', courseSkill: 'toeic' },
  { id: 'grammarTest', group: 'tests', path: paths.page.onlineTest.grammar.root, isAvailable: true, icon: QuizRoundedIcon, color: 'warning' },
  { id: 'reading', group: 'courses', path: paths.page.reading, isAvailable: false, icon: AutoStoriesRoundedIcon, color: 'primary', courseSkill: 'reading' },
  { id: 'listening', group: 'courses', path: paths.page.listening, isAvailable: false, icon: HeadsetMicRoundedIcon, color: 'info', courseSkill: 'listening' },
  { id: 'speaking', group: 'courses', path: paths.page.speaking, isAvailable: false, icon: RecordVoiceOverRoundedIcon, color: 'error', courseSkill: 'speaking' },
  { id: 'writing', group: 'courses', path: paths.page.writing, isAvailable: false, icon: EditNoteRoundedIcon, color: 'success', courseSkill: 'writing' },
  { id: 'grammar', group: 'courses', path: paths.page.grammar, isAvailable: false, icon: SpellcheckRoundedIcon, color: 'warning', courseSkill: 'grammar' },
  { id: 'flashcards', group: 'tools', path: paths.page.flashcards, isAvailable: false, icon: StyleRoundedIcon, color: 'warning' },
  { id: 'vocabulary', group: 'tools', path: paths.page.vocabulary, isAvailable: false, icon: TranslateRoundedIcon, color: 'success', courseSkill: 'vocabulary' },
  { id: 'videos', group: 'tools', path: paths.page.videos, isAvailable: false, icon: OndemandVideoRoundedIcon, color: 'error' },
  { id: 'results', group: 'tools', path: paths.page.results, isAvailable: false, icon: FactCheckRoundedIcon, color: 'info' },
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
