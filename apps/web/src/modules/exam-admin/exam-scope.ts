import type { PermissionName } from '@lexam/contracts';
import { paths, TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';
import type { ResourceRequest } from '@web/modules/resource';

/** The kinds of online test one editor authors (toeic-design.md: `exam_kind`). */
export type ExamKind = 'ielts' | 'toeic' | 'grammar';
export type ExamSkill = 'reading' | 'listening' | 'grammar';

/**
 * Which tests a screen shows, as plain data: the route files (server components) hand it to the
 * client screens, which turn it into an {@link ExamScope} with {@link scopeOf}.
 */
export type ScopeRef = { kind: 'ielts'; skill: 'reading' | 'listening' } | { kind: 'toeic'; skill: 'reading' | 'listening'; edition: ToeicEdition } | { kind: 'grammar' };

/** The screens of a scope (ROUTES.md "Online tests"). `details` and `practice` are absent where ROUTES.md has none. */
export interface ScopeScreens {
  list: string;
  new: string;
  edit: (id: number) => string;
  lesson: string;
  details?: (id: number) => string;
  practice?: (id: number) => string;
}

/** Everything the shared screens need to know about one kind of test. */
export interface ExamScope {
  ref: ScopeRef;
  kind: ExamKind;
  skill: ExamSkill;
  edition?: ToeicEdition;
  /** The admin resource of the tests (API.md). */
  testEntity: 'IeltsOnlineTest' | 'OnlineToeicTest' | 'GrammarOnlineTest';
  /** The admin resource of the lessons. */
  lessonEntity: 'IeltsOnlineTestLesson' | 'ToeicTestOnlne' | 'GrammarOnlineTestLesson';
  /** The permission family of the tests (and of their questions). */
  permission: 'ielts-online-test' | 'online-toeic-test' | 'grammar-online-test';
  /** The permission family of the lessons (TOEIC lessons have their own: `toeic-test-online`). */
  lessonPermission: 'ielts-online-test' | 'toeic-test-online' | 'grammar-online-test';
  screens: ScopeScreens;
  /** The question types an author may pick, in menu order. */
  questionTypes: readonly string[];
  /** The parts a section may hold (TOEIC); empty where sections have no part. */
  parts: readonly number[];
  /** The usual duration of a new test. */
  defaultMinutes: number;
  /** The i18n key stem of this scope's titles (`scope.toeic.reading.ets2023` + `.tests`/`.lessons`). */
  titleKey: string;
}

/** The IELTS types of #4, in the order of the old menu. */
const IELTS_TYPES = ['multiple-choice-one', 'multiple-choice-many', 'true-false-not-given', 'yes-no-not-given', 'matching', 'completion', 'short-answer', 'labelling'] as const;
/** TOEIC: multiple choice for Parts 3–7, the heard choices of Parts 1 and 2 (toeic-design.md). */
const TOEIC_TYPES = { listening: ['audio-choice', 'multiple-choice-one'], reading: ['multiple-choice-one'] } as const;
/** Grammar tests (issue #5, item 4). */
export const GRAMMAR_TYPES = ['multiple-choice-one', 'completion', 'error-identification', 'sentence-transformation', 'matching'] as const;

/** TOEIC listening holds parts 1–4, reading 5–7. */
export const TOEIC_PARTS = { listening: [1, 2, 3, 4], reading: [5, 6, 7] } as const;

/** The i18n key stem of a scope's titles: `scope.ielts.reading`, `scope.toeic.reading.ets2023`, `scope.grammar`. */
export function titleKeyOf(ref: ScopeRef): string {
  if (ref.kind === 'ielts') return `scope.ielts.${ref.skill}`;
  if (ref.kind === 'toeic') return `scope.toeic.${ref.skill}.${ref.edition}`;
  return 'scope.grammar';
}

/** The scope of a route's plain reference. */
export function scopeOf(ref: ScopeRef): ExamScope {
  if (ref.kind === 'ielts') {
    const screens = paths.dashboard.onlineTest.ielts(ref.skill);
    return {
      ref, kind: 'ielts', skill: ref.skill, testEntity: 'IeltsOnlineTest', lessonEntity: 'IeltsOnlineTestLesson', permission: 'ielts-online-test', lessonPermission: 'ielts-online-test',
      screens: { list: screens.list, new: screens.new, edit: screens.edit, lesson: screens.lesson, details: screens.details, practice: screens.practice },
      questionTypes: IELTS_TYPES, parts: [], defaultMinutes: ref.skill === 'reading' ? 60 : 30, titleKey: titleKeyOf(ref),
    };
  }
  if (ref.kind === 'toeic') {
    const screens = paths.dashboard.onlineTest.toeic(ref.skill, ref.edition);
    return {
      ref, kind: 'toeic', skill: ref.skill, edition: ref.edition, testEntity: 'OnlineToeicTest', lessonEntity: 'ToeicTestOnlne', permission: 'online-toeic-test', lessonPermission: 'toeic-test-online',
      screens: { list: screens.test.list, new: screens.test.new, edit: screens.test.edit, lesson: screens.lesson, details: screens.details },
      questionTypes: TOEIC_TYPES[ref.skill], parts: TOEIC_PARTS[ref.skill], defaultMinutes: ref.skill === 'reading' ? 75 : 45, titleKey: titleKeyOf(ref),
    };
  }
  const screens = paths.dashboard.onlineTest.grammar;
  return {
    ref, kind: 'grammar', skill: 'grammar', testEntity: 'GrammarOnlineTest', lessonEntity: 'GrammarOnlineTestLesson', permission: 'grammar-online-test', lessonPermission: 'grammar-online-test',
    screens: { list: screens.test, new: screens.new, edit: screens.detail, lesson: screens.lesson },
    questionTypes: GRAMMAR_TYPES, parts: [], defaultMinutes: 30, titleKey: titleKeyOf(ref),
  };
}

/** The same TOEIC scope in another edition (the edition switcher's links); any other scope as it is. */
export function scopeInEdition(scope: ExamScope, edition: ToeicEdition): ExamScope {
  return scope.ref.kind === 'toeic' ? scopeOf({ ...scope.ref, edition }) : scope;
}

type Action = 'read' | 'create' | 'update' | 'delete';

/** `permission.action` of a scope's tests, for `useCan`. */
export function permissionOf(scope: ExamScope, action: Action): PermissionName {
  return `${scope.permission}.${action}` as PermissionName;
}

/** `permission.action` of a scope's lessons, for `useCan`. */
export function lessonPermissionOf(scope: ExamScope, action: Action): PermissionName {
  return `${scope.lessonPermission}.${action}` as PermissionName;
}

/** What narrows a list of tests or lessons to this scope (skill, and the TOEIC edition). */
export function scopeParams(scope: ExamScope): Record<string, string> {
  return scope.edition ? { skill: scope.skill, edition: scope.edition } : { skill: scope.skill };
}

/** The most rows a screen loads at once where it shows everything (lessons of a skill). */
export const ALL_ROWS = 500;

/** The lessons of a scope in their order. */
export function lessonsRequestOf(scope: ExamScope): ResourceRequest {
  return { method: 'GET', url: scope.lessonEntity, params: { skill: scope.skill, pageSize: ALL_ROWS, sort: 'sortOrder' } };
}

/** The edition of a route segment, or undefined (the page answers 404). */
export function parseEdition(segment: string): ToeicEdition | undefined {
  return (TOEIC_EDITIONS as readonly string[]).includes(segment) ? (segment as ToeicEdition) : undefined;
}
