/**
 * The activity list's row as `Progress/getActivity` answers it (packages/contracts/src/progress/activity.ts).
 */
export interface ActivityRow {
  key: string;
  activity: 'test' | 'reading' | 'flashcards' | 'writing' | 'speaking' | 'video';
  refId: number;
  userId: number;
  userName: string;
  email: string | null;
  title: string;
  skill: string | null;
  examKind: 'ielts' | 'toeic' | 'grammar' | null;
  mode: string | null;
  rawScore: number | null;
  maxScore: number | null;
  percent: number | null;
  band: number | null;
  scaledScore: number | null;
  items: number | null;
  durationSeconds: number | null;
  status: string | null;
  startedAt: string | null;
  at: string;
}

/** The kinds and skills the list filters by (ACTIVITY_KINDS, ACTIVITY_SKILLS of the contract). */
export const RESULT_KINDS = ['test', 'reading', 'flashcards', 'writing', 'speaking', 'video'] as const;
export const RESULT_SKILLS = ['reading', 'listening', 'speaking', 'writing', 'grammar', 'vocabulary'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];
export type ResultSkill = (typeof RESULT_SKILLS)[number];
