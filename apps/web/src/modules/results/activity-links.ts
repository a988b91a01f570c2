import { routesOf, type ExamKind, type ExamSkill } from '@web/modules/exam-player/exam-kind';
import { paths } from '@web/lib/routes/paths';
import type { ActivityRow } from './activity-types';

type LinkRow = Pick<ActivityRow, 'activity' | 'refId' | 'skill' | 'examKind'>;

/** Where a row of the results list leads: the review of a test or answer, else the passage, video or flashcards. */
export function reviewPathOf(row: LinkRow): string {
  switch (row.activity) {
    case 'test': {
      const kind: ExamKind = row.examKind ?? 'ielts';
      const skill: ExamSkill = row.skill === 'listening' ? 'listening' : kind === 'grammar' || row.skill === 'grammar' ? 'grammar' : 'reading';
      return `${routesOf({ kind, skill }).result}?resultId=${row.refId}`;
    }
    case 'writing':
      return `${paths.page.writing}?resultId=${row.refId}`;
    case 'speaking':
      return `${paths.page.speaking}?resultId=${row.refId}`;
    case 'reading':
      return paths.page.readingPassage(row.refId);
    case 'video':
      return paths.page.video(row.refId);
    case 'listening':
      return `${paths.page.listening}?recordingId=${row.refId}`;
    case 'grammar':
      return `${paths.page.grammar}?unitId=${row.refId}`;
    case 'toeic':
      return `${row.skill === 'listening' ? paths.page.toeicListening : paths.page.toeic}?lesson=${row.refId}#toeic-lesson`;
    default:
      return paths.page.flashcards;
  }
}

/** Where the open attempt resumes: its kind's exam screen with `?attemptId=`. */
export function resumePathOf(attempt: { attemptId: number; kind: ExamKind; skill: ExamSkill }): string {
  return `${routesOf({ kind: attempt.kind, skill: attempt.skill }).exam}?attemptId=${attempt.attemptId}`;
}

/** The parts of a row's result, for the caller to word: a band, a TOEIC score, marks, cards, a share watched. */
export type ScoreParts =
  | { kind: 'band'; band: number }
  | { kind: 'scaled'; score: number }
  | { kind: 'marks'; raw: number; max: number; percent: number | null }
  | { kind: 'cards'; count: number }
  | { kind: 'watched'; percent: number }
  | { kind: 'dictation'; segments: number; accuracy: number }
  | { kind: 'status'; status: string }
  | { kind: 'none' };

export function scorePartsOf(row: Pick<ActivityRow, 'activity' | 'band' | 'scaledScore' | 'rawScore' | 'maxScore' | 'percent' | 'items' | 'status' | 'examKind'>): ScoreParts {
  if (row.activity === 'video') return row.percent !== null ? { kind: 'watched', percent: row.percent } : { kind: 'none' };
  if (row.activity === 'listening') return { kind: 'dictation', segments: row.items ?? 0, accuracy: row.rawScore ?? 0 };
  if (row.activity === 'flashcards') return row.items !== null ? { kind: 'cards', count: row.items } : { kind: 'none' };
  if (row.band !== null && (row.activity !== 'test' || row.examKind === 'ielts' || row.examKind === null)) return { kind: 'band', band: row.band };
  if (row.scaledScore !== null) return { kind: 'scaled', score: row.scaledScore };
  if (row.rawScore !== null && row.maxScore !== null && row.maxScore > 0) return { kind: 'marks', raw: row.rawScore, max: row.maxScore, percent: row.percent };
  if (row.status) return { kind: 'status', status: row.status };
  return { kind: 'none' };
}
