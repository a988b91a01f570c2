import { transcriptHtmlOf } from '../demo-listening/transcript';
import type { ScriptLine } from '../demo-listening/transcript';
import type { TestQuestionData, ToeicGroupData } from './types';

/**
 * Builders of the demo TOEIC listening test's question sets. Each set's transcript holds everything
 * its recording says, narrator included, so `scripts/make-toeic-listening-audio.mjs` can speak it
 * line by line: the speaker names pick the voices (`Narrator`, `Woman`, `Man`, `Woman 2`, `Man 2`).
 */

export type Letter = 'A' | 'B' | 'C' | 'D';
const LETTERS: Letter[] = ['A', 'B', 'C', 'D'];

/** Part 1: a photograph and four statements heard, one describing it. */
export function photoGroup(input: {
  number: number;
  speaker: string;
  statements: [string, string, string, string];
  correct: Letter;
  explanation: string;
}): ToeicGroupData {
  const { number, speaker, statements, correct, explanation } = input;
  const lines: ScriptLine[] = [
    ['Narrator', `Number ${number}. Look at the picture marked number ${number} in your test book.`],
    ...statements.map((text, index): ScriptLine => [speaker, `(${LETTERS[index]}) ${text}`]),
  ];
  return {
    instructions: `Question ${number}. Look at the picture and select the statement that best describes it.`,
    imageFile: `toeic-l1-part1-q${number}.png`,
    audioFile: `toeic-l1-part1-q${number}.mp3`,
    transcriptHtml: transcriptHtmlOf(lines),
    questions: [
      {
        number,
        type: 'audio-choice',
        content: { instruction: 'Select the statement that best describes the picture.', choices: 4 },
        key: { correct },
        explanation,
        evidence: statements[LETTERS.indexOf(correct)] ?? '',
      },
    ],
  };
}

/** Part 2: a question or statement and three responses, all heard. */
export function responseGroup(input: {
  number: number;
  asker: string;
  responder: string;
  prompt: string;
  responses: [string, string, string];
  correct: Exclude<Letter, 'D'>;
  explanation: string;
}): ToeicGroupData {
  const { number, asker, responder, prompt, responses, correct, explanation } = input;
  const lines: ScriptLine[] = [
    ['Narrator', `Number ${number}.`],
    [asker, prompt],
    ...responses.map((text, index): ScriptLine => [responder, `(${LETTERS[index]}) ${text}`]),
  ];
  return {
    instructions: `Question ${number}. Select the best response to the question or statement.`,
    audioFile: `toeic-l1-part2-q${number}.mp3`,
    transcriptHtml: transcriptHtmlOf(lines),
    questions: [
      {
        number,
        type: 'audio-choice',
        content: { instruction: 'Select the best response to the question or statement.', choices: 3 },
        key: { correct },
        explanation,
        evidence: responses[LETTERS.indexOf(correct)] ?? '',
      },
    ],
  };
}

/** One printed question of a Part 3/4 set: prompt, four options, the key, why, and the phrase heard. */
export type SetQuestion = [prompt: string, options: [string, string, string, string], correct: Letter, explanation: string, evidence: string];

/** Parts 3 and 4: a conversation or talk and three printed questions, read out after it. */
export function setGroup(input: {
  part: 3 | 4;
  first: number;
  /** What the narrator introduces: "conversation", "conversation with three speakers", "telephone message", … */
  kind: string;
  /** The graphic printed beside the questions ("schedule", "price list"), with its image file. */
  graphic?: { name: string; imageFile: string };
  lines: ScriptLine[];
  questions: [SetQuestion, SetQuestion, SetQuestion];
}): ToeicGroupData {
  const { part, first, kind, graphic, lines, questions } = input;
  const last = first + questions.length - 1;
  const intro = `Questions ${first} through ${last} refer to the following ${kind}${graphic ? ` and ${graphic.name}` : ''}.`;
  const readings = questions.map(([prompt], index): ScriptLine => ['Narrator', `Number ${first + index}. ${prompt}`]);
  return {
    instructions: `Questions ${first}–${last} refer to the following ${kind}${graphic ? ` and ${graphic.name}` : ''}.`,
    ...(graphic ? { imageFile: graphic.imageFile } : {}),
    audioFile: `toeic-l1-part${part}-q${first}-${last}.mp3`,
    transcriptHtml: transcriptHtmlOf([['Narrator', intro], ...lines, ...readings]),
    questions: questions.map(
      ([prompt, options, correct, explanation, evidence], index): TestQuestionData => ({
        number: first + index,
        type: 'multiple-choice-one',
        content: { prompt, options: options.map((text, optionIndex) => ({ id: LETTERS[optionIndex] ?? 'A', text })) },
        key: { correct },
        explanation,
        evidence,
      }),
    ),
  };
}
