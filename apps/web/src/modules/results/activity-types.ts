import { ACTIVITY_KINDS, ACTIVITY_SKILLS, type ActivityKind } from '@lexam/contracts';

/** The activity list's row as `Progress/getActivity` answers it (packages/contracts/src/progress/activity.ts). */
export type { ActivityRow } from '@lexam/contracts';

/** The kinds and skills the list filters by. */
export const RESULT_KINDS = ACTIVITY_KINDS;
export const RESULT_SKILLS = ACTIVITY_SKILLS;
export type ResultKind = ActivityKind;
export type ResultSkill = (typeof ACTIVITY_SKILLS)[number];
