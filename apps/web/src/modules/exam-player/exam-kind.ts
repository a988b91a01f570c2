import type { LearnerQuestionGroup, LearnerSection } from '@lexam/contracts';
import { paths, type Skill, type ToeicEdition } from '@web/lib/routes/paths';

/** The three kinds of online test the one exam engine serves (issue #5). */
export type ExamKind = 'ielts' | 'toeic' | 'grammar';

/** A test's skill: IELTS and TOEIC tests are reading or listening, a grammar test is `grammar`. */
export type ExamSkill = Skill | 'grammar';

/** The learner API's calls of a kind (API.md): the same handlers under three controllers. */
export interface KindCalls {
  controller: string;
  list: string;
  start: string;
  submit: string;
  /** The lessons that hold published tests; null when the list's rows name them (TOEIC). */
  lessons: string | null;
}

export const KIND_CALLS: Record<ExamKind, KindCalls> = {
  ielts: { controller: 'OnlineIeltsTest', list: 'getOnlineIeltsTest', start: 'startOnlineIeltsTest', submit: 'submitOnlineIeltsTest', lessons: 'TestIndex/getListLessonTest' },
  toeic: { controller: 'OnlineToeicTest', list: 'getOnlineToeicTest', start: 'startOnlineToeicTest', submit: 'submitIeltsReadingTest', lessons: null },
  grammar: { controller: 'OnlineGrammarTest', list: 'getOnlineGrammarTest', start: 'startOnlineGrammarTest', submit: 'submitOnlineGrammarTest', lessons: 'OnlineGrammarTest/getListLessonTest' },
};

/** `OnlineToeicTest/getAttempt` and the like: a call of the kind's controller. */
export function kindUrl(kind: ExamKind, call: string): string {
  return `${KIND_CALLS[kind].controller}/${call}`;
}

/** The learner screens of a kind and skill: the list, the exam screen and the result screen. */
export interface ExamRoutes {
  /** The list this screen belongs to (the way back). */
  list: string;
  /** The exam screen (`?attemptId=` is added). */
  exam: string;
  /** The result screen (`?resultId=` is added). */
  result: string;
  /** The learner's results of this kind. */
  results: string;
}

export function routesOf({ kind, skill }: { kind: ExamKind; skill: ExamSkill }): ExamRoutes {
  if (kind === 'grammar' || skill === 'grammar') {
    const base = paths.page.onlineTest.grammar;
    return { list: base.root, exam: base.dofulltest, result: base.result, results: base.root };
  }
  if (kind === 'toeic') {
    const base = paths.page.onlineTest.toeic(skill);
    return { list: base.root, exam: base.dofulltest, result: base.result, results: skill === 'listening' ? paths.page.toeicListening : paths.page.toeic };
  }
  const base = paths.page.onlineTest.ielts[skill];
  return { list: base.root, exam: base.dofulltest, result: base.result, results: paths.page.onlineTest.ielts.result };
}

/** The kind of a test or result DTO; rows of before issue #5 carry none and are IELTS. */
export function kindOf(value: object): ExamKind {
  const { kind } = value as { kind?: unknown };
  return kind === 'toeic' || kind === 'grammar' ? kind : 'ielts';
}

export const TOEIC_PARTS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The TOEIC parts of a skill: listening 1–4, reading 5–7. */
export function toeicPartsOf(skill: Skill): number[] {
  return skill === 'listening' ? [1, 2, 3, 4] : [5, 6, 7];
}

export function isToeicEdition(value: string | null | undefined): value is ToeicEdition {
  return value === 'ets' || value === 'ets2020' || value === 'ets2021' || value === 'ets2022' || value === 'ets2023';
}

/** What issue #5 adds to a section (optional so the screen also reads answers of before it). */
export interface SectionExtras {
  part: number | null;
  directionsHtml: string | null;
}

/** What issue #5 adds to a question group: a shared text, a picture, a recording, and after submitting its transcript. */
export interface GroupExtras {
  stimulusHtml: string | null;
  imageUrl: string | null;
  audioUrl: string | null;
  transcriptHtml: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function sectionExtras(section: Pick<LearnerSection, 'id'>): SectionExtras {
  const value = section as { part?: unknown; directionsHtml?: unknown };
  return { part: typeof value.part === 'number' ? value.part : null, directionsHtml: text(value.directionsHtml) };
}

export function groupExtras(group: Pick<LearnerQuestionGroup, 'id'>): GroupExtras {
  const value = group as { stimulusHtml?: unknown; imageUrl?: unknown; audioUrl?: unknown; transcriptHtml?: unknown };
  return { stimulusHtml: text(value.stimulusHtml), imageUrl: text(value.imageUrl), audioUrl: text(value.audioUrl), transcriptHtml: text(value.transcriptHtml) };
}
