import {
  AutoStoriesIcon,
  EditNoteIcon,
  FactCheckIcon,
  HeadphonesIcon,
  HeadsetMicIcon,
  MenuBookIcon,
  OndemandVideoIcon,
  QuizIcon,
  RecordVoiceOverIcon,
  SpellcheckIcon,
  StyleIcon,
  TranslateIcon,
  WorkspacePremiumIcon,
  type IconComponent,
} from '@web/components/plain/icons';
import type { SkillAreaId } from './skill-areas';

/**
 * Each area's icon (inline SVG, components/plain/icons): on its card on the learner home and on the
 * chip of a catalogue course of its skill. Apart from skill-areas.ts so that what only needs an
 * area's address (the greeting's buttons) does not bring the drawings.
 */
export const SKILL_AREA_ICONS: Readonly<Record<SkillAreaId, IconComponent>> = {
  ieltsReading: MenuBookIcon,
  ieltsListening: HeadphonesIcon,
  toeic: WorkspacePremiumIcon,
  grammarTest: QuizIcon,
  reading: AutoStoriesIcon,
  listening: HeadsetMicIcon,
  speaking: RecordVoiceOverIcon,
  writing: EditNoteIcon,
  grammar: SpellcheckIcon,
  flashcards: StyleIcon,
  vocabulary: TranslateIcon,
  videos: OndemandVideoIcon,
  results: FactCheckIcon,
};
