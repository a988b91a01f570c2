import type { LearnerQuestion, LearnerTest } from '@lexam/contracts';

/** One question number of the test and where it lives. */
export interface QuestionSlot {
  number: number;
  questionId: number;
  sectionIndex: number;
}

/** Every question number of the test in order, with its question and section (the navigator's cells). */
export function indexQuestions(test: Pick<LearnerTest, 'sections'>): QuestionSlot[] {
  const slots = test.sections.flatMap((section, sectionIndex) =>
    section.groups.flatMap((group) => group.questions.flatMap((question) => numbersOf(question).map((number) => ({ number, questionId: question.id, sectionIndex })))),
  );
  return slots.sort((a, b) => a.number - b.number);
}

function numbersOf(question: LearnerQuestion): number[] {
  return question.numbers.length > 0 ? question.numbers : [question.number];
}

/** Tells which numbers of a question its response answers (the question type knows; see the registry). */
export type AnsweredNumbersOf = (input: { type: string; numbers: number[]; content: unknown; response: unknown }) => number[];

/** The question numbers answered by the current responses. */
export function answeredNumbers({ test, responses, answeredOf }: { test: Pick<LearnerTest, 'sections'>; responses: ReadonlyMap<number, unknown>; answeredOf: AnsweredNumbersOf }): Set<number> {
  const answered = new Set<number>();
  for (const section of test.sections) {
    for (const group of section.groups) {
      for (const question of group.questions) {
        const response = responses.get(question.id);
        if (response === undefined || response === null) continue;
        for (const number of answeredOf({ type: question.type, numbers: numbersOf(question), content: question.content, response })) answered.add(number);
      }
    }
  }
  return answered;
}

/** The counts the submit confirmation lists. */
export function summarizeProgress({ slots, answered, flagged }: { slots: readonly QuestionSlot[]; answered: ReadonlySet<number>; flagged: ReadonlySet<number> }) {
  const numbers = slots.map((slot) => slot.number);
  return {
    total: numbers.length,
    answered: numbers.filter((number) => answered.has(number)).length,
    unanswered: numbers.filter((number) => !answered.has(number)).length,
    flagged: numbers.filter((number) => flagged.has(number)).length,
  };
}

/** The section a question number is in; the first section when the number is unknown. */
export function sectionOfNumber(slots: readonly QuestionSlot[], number: number): number {
  return slots.find((slot) => slot.number === number)?.sectionIndex ?? 0;
}

/** The key of the flagged numbers in localStorage. */
export function flagsStorageKey(attemptKey: string): string {
  return `lexam.exam.flags.${attemptKey}`;
}
