import type { GrammarTestDocument, TestQuestion, ToeicTestDocument } from '@lexam/contracts';
import { TOEIC_PARTS } from './toeic-rules';

/*
 * Small invented TOEIC and grammar documents that pass `validateTestDocument`: the examples of
 * docs/test-format.md in code, and the fixtures of the engine's tests. Every text is made up for
 * this project; the demo content lives in packages/db/src/seed/exam.
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A one-mark multiple-choice question whose answer (and evidence) is the word `answer<n>`. */
function choiceQuestion(number: number, { prompt = true }: { prompt?: boolean } = {}): TestQuestion {
  const correct = LETTERS[number % 4]!;
  return {
    number,
    type: 'multiple-choice-one',
    content: {
      prompt: prompt ? `Question ${number}: which word is meant?` : `Gap ${number}`,
      options: LETTERS.map((id) => ({ id, text: id === correct ? `answer${number}` : `other${number}${id.toLowerCase()}` })),
    },
    key: { correct },
    explanation: `The text says answer${number}.`,
    evidence: `answer${number}`,
  };
}

/** The groups of one TOEIC part: sets of its size (one question per set otherwise, Part 5 and 7 in fives). */
function partGroups({ part, first, count, setSize, skill }: (typeof TOEIC_PARTS)[number]) {
  const size = setSize ?? (part === 5 ? count : part === 7 ? 6 : 1);
  const groups: ToeicTestDocument['test']['sections'][number]['groups'] = [];
  for (let start = first; start < first + count; start += size) {
    const numbers = Array.from({ length: Math.min(size, first + count - start) }, (_, index) => start + index);
    const words = numbers.map((number) => `answer${number}`).join(', ');
    const set = numbers.length === 1 ? `Question ${start}` : `Questions ${start}–${numbers.at(-1)}`;
    groups.push({
      instructions: `${set} refer to the following.`,
      ...(skill === 'listening'
        ? {
            audioFile: `invented-toeic-l-${start}.mp3`,
            transcriptHtml: `<p>The speaker mentions ${words}.</p>`,
            ...(part === 1 ? { imageFile: `invented-toeic-l-${start}.png` } : {}),
          }
        : part === 5 ? {} : { stimulusHtml: `<p>An invented notice naming ${words}.</p>` }),
      // Part 5 keeps the evidence in the sentence itself.
      questions: numbers.map((number) => {
        const question = choiceQuestion(number, { prompt: part !== 6 });
        return part === 5 ? { ...question, content: { ...(question.content as object), prompt: `The manager chose answer${number} ------- the meeting.` } } : question;
      }),
    });
  }
  return groups;
}

/** An invented TOEIC Listening (parts 1–4, 1–100) or Reading (parts 5–7, 101–200) test: every rule met, one file per listening set. */
export function exampleToeicDocument({ skill, edition = 'ets2023', name }: { skill: 'listening' | 'reading'; edition?: ToeicTestDocument['test']['edition']; name?: string }): ToeicTestDocument {
  return {
    format: 'lexam-toeic-test',
    version: 1,
    lesson: { name: `Invented TOEIC ${skill}` },
    test: {
      name: name ?? `Invented TOEIC ${skill} test`,
      skill,
      edition,
      durationSeconds: skill === 'reading' ? 4500 : 2700,
      sections: TOEIC_PARTS.filter((rule) => rule.skill === skill).map((rule) => ({
        title: `Part ${rule.part}`,
        part: rule.part,
        directionsHtml: `<p>Directions for part ${rule.part}.</p>`,
        groups: partGroups(rule),
      })),
    },
  };
}

/** The media file names an example TOEIC document refers to, by kind: what a test uploads before importing it. */
export function exampleToeicMedia(document: ToeicTestDocument): { audio: string[]; image: string[] } {
  const groups = document.test.sections.flatMap((section) => section.groups);
  return {
    audio: groups.flatMap((group) => (group.audioFile ? [group.audioFile] : [])),
    image: groups.flatMap((group) => (group.imageFile ? [group.imageFile] : [])),
  };
}

/** An invented grammar test of `count` one-mark multiple-choice questions (1..count) and a text with one completion gap after them. */
export function exampleGrammarDocument({ count = 9, name = 'Invented grammar test' }: { count?: number; name?: string } = {}): GrammarTestDocument {
  const gap = count + 1;
  return {
    format: 'lexam-grammar-test',
    version: 1,
    lesson: { name: 'Invented grammar lesson' },
    test: {
      name,
      skill: 'grammar',
      durationSeconds: 1200,
      sections: [
        {
          title: 'Choose the word',
          directionsHtml: '<p>Choose the best word for each sentence.</p>',
          groups: [{ instructions: `Questions 1–${count}.`, questions: Array.from({ length: count }, (_, index) => choiceQuestion(index + 1)) }],
        },
        {
          title: 'Complete the text',
          groups: [{
            instructions: `Question ${gap}: write one word.`,
            stimulusHtml: `<p>Yesterday the committee [[${gap}]] the plan.</p>`,
            questions: [{
              number: gap,
              type: 'completion',
              content: { variant: 'sentence', body: `Yesterday the committee [[${gap}]] the plan.` },
              key: { answers: { [gap]: 'approved/accepted' } },
              explanation: 'A past action: the past simple.',
              evidence: 'Yesterday the committee',
            }],
          }],
        },
      ],
    },
  };
}
