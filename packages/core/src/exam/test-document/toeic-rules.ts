import type { ToeicTestDocument } from '@lexam/contracts';
import type { TestDocumentProblem } from './problems';

/** One TOEIC part: its skill, its first question number, how many it has, and the size of its question sets. */
export interface ToeicPartRule {
  part: number;
  skill: 'listening' | 'reading';
  first: number;
  count: number;
  /** Questions per set (every group of the part); absent when sets vary (Parts 1, 2, 5, 7). */
  setSize?: number;
}

/** The TOEIC Listening & Reading test: parts 1–4 (questions 1–100) and 5–7 (101–200). */
export const TOEIC_PARTS: readonly ToeicPartRule[] = [
  { part: 1, skill: 'listening', first: 1, count: 6 },
  { part: 2, skill: 'listening', first: 7, count: 25 },
  { part: 3, skill: 'listening', first: 32, count: 39, setSize: 3 },
  { part: 4, skill: 'listening', first: 71, count: 30, setSize: 3 },
  { part: 5, skill: 'reading', first: 101, count: 30 },
  { part: 6, skill: 'reading', first: 131, count: 16, setSize: 4 },
  { part: 7, skill: 'reading', first: 147, count: 54 },
];

/** Questions (and marks) of a TOEIC section test. */
export const TOEIC_SECTION_MARKS = 100;

/** The first question number of a TOEIC skill: 1 for listening, 101 for reading. */
export const toeicFirstNumber = (skill: 'listening' | 'reading'): number => (skill === 'listening' ? 1 : 101);

export const toeicPartRule = (part: number): ToeicPartRule | undefined => TOEIC_PARTS.find((rule) => rule.part === part);

type NumbersOf = (question: ToeicTestDocument['test']['sections'][number]['groups'][number]['questions'][number]) => number[];

/**
 * The TOEIC rules beyond the shape: each section's part belongs to the skill; each question's numbers
 * lie in its part's range; each part has its number of questions, in sets of its size; listening sets
 * carry their recording and transcript, Part 1 sets their photograph; reading has no recordings;
 * Part 6 and 7 sets have their text (in the set or the section).
 */
export function toeicProblems(document: ToeicTestDocument, numbersOf: NumbersOf): TestDocumentProblem[] {
  const { skill, sections } = document.test;
  const problems: TestDocumentProblem[] = [];
  const perPart = new Map<number, number>();
  sections.forEach((section, sectionIndex) => {
    const path = `test.sections.${sectionIndex}`;
    const rule = toeicPartRule(section.part);
    if (!rule || rule.skill !== skill) {
      const allowed = TOEIC_PARTS.filter((candidate) => candidate.skill === skill).map((candidate) => candidate.part);
      problems.push({ path: `${path}.part`, message: `A TOEIC ${skill} test has parts ${allowed[0]}–${allowed.at(-1)}; part ${section.part} is not one of them.` });
      return;
    }
    const last = rule.first + rule.count - 1;
    if (skill === 'reading' && section.audioFile) problems.push({ path: `${path}.audioFile`, message: 'A TOEIC reading part has no recording.', code: 'notAllowed' });
    section.groups.forEach((group, groupIndex) => {
      const groupPath = `${path}.groups.${groupIndex}`;
      const numbers = group.questions.flatMap(numbersOf);
      perPart.set(rule.part, (perPart.get(rule.part) ?? 0) + numbers.length);
      const outside = numbers.filter((value) => value < rule.first || value > last);
      if (outside.length > 0) problems.push({ path: groupPath, message: `Part ${rule.part} holds questions ${rule.first}–${last}; ${outside.join(', ')} ${outside.length > 1 ? 'are' : 'is'} outside it.` });
      if (rule.setSize !== undefined && numbers.length !== rule.setSize) {
        problems.push({ path: groupPath, message: `A Part ${rule.part} set has ${rule.setSize} questions, not ${numbers.length}.` });
      }
      if (skill === 'listening') {
        if (!group.audioFile) problems.push({ path: `${groupPath}.audioFile`, message: `Every TOEIC listening set has its own recording (audioFile).` });
        if (!group.transcriptHtml) problems.push({ path: `${groupPath}.transcriptHtml`, message: `Every TOEIC listening set has the transcript of its recording (transcriptHtml).` });
        if (rule.part === 1 && !group.imageFile) problems.push({ path: `${groupPath}.imageFile`, message: 'A Part 1 set has its photograph (imageFile).' });
      } else {
        if (group.audioFile) problems.push({ path: `${groupPath}.audioFile`, message: 'A TOEIC reading set has no recording.', code: 'notAllowed' });
        if (rule.part !== 5 && !group.stimulusHtml && !section.passageHtml) {
          problems.push({ path: `${groupPath}.stimulusHtml`, message: `A Part ${rule.part} set has its text (stimulusHtml, or the section's passageHtml).` });
        }
      }
    });
  });
  for (const rule of TOEIC_PARTS.filter((candidate) => candidate.skill === skill)) {
    const found = perPart.get(rule.part) ?? 0;
    if (found !== rule.count) problems.push({ path: 'test.sections', message: `Part ${rule.part} has ${rule.count} questions; the document gives it ${found}.` });
  }
  return problems;
}
