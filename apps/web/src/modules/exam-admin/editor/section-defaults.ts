import type { TFunction } from 'i18next';
import type { ExamScope } from '../exam-scope';

/** The TOEIC part a new section takes: the first of the skill's parts the test does not hold yet. */
export function nextPart(parts: readonly number[], used: readonly (number | null | undefined)[]): number | undefined {
  return parts.find((part) => !used.includes(part)) ?? parts.at(-1);
}

/** The heading of a section: "Passage 2", "Section 3", "Part 5: Incomplete sentences". */
export function sectionHeading({ t, scope, index, part }: { t: TFunction; scope: ExamScope; index: number; part?: number | null }): string {
  if (scope.kind === 'toeic' && part) return t('section.partHeading', { number: part, name: t(`parts.${part}`) });
  return t(scope.kind === 'ielts' && scope.skill === 'reading' ? 'section.passageHeading' : 'section.sectionHeading', { number: index + 1 });
}

/** The body of `POST OnlinePassage` for the next section of a test (a TOEIC one carries its part). */
export function newSectionBody({ t, scope, test }: { t: TFunction; scope: ExamScope; test: { id: number; sections: { id: number; part?: number | null }[] } }) {
  const index = test.sections.length;
  if (scope.kind !== 'toeic') return { testId: test.id, title: sectionHeading({ t, scope, index }) };
  const part = nextPart(scope.parts, test.sections.map((section) => section.part));
  return { testId: test.id, title: sectionHeading({ t, scope, index, part }), part };
}
