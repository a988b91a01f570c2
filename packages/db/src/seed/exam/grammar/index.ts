import type { GrammarTestDocument } from '@lexam/contracts';
import { grammarGapFill, grammarMultipleChoice } from './choice-and-gap-fill';
import { grammarErrorIdentification, grammarMatching, grammarTransformation } from './transformation-errors-matching';

/**
 * The demo grammar test (intermediate, 30 questions, 30 minutes) in the `lexam-grammar-test`
 * document format of the issue #5 design, using every grammar question type: multiple choice,
 * gap fill (`completion`, variant `sentence`), error identification, sentence transformation with
 * accepted alternatives, and matching (sentence halves). All sentences were written for this project.
 */
export const demoGrammarTest: GrammarTestDocument = {
  format: 'lexam-grammar-test',
  version: 1,
  lesson: { name: 'Grammar: intermediate demo tests' },
  test: {
    name: 'Demo Grammar Test 1 (intermediate)',
    skill: 'grammar',
    durationSeconds: 1800,
    sections: [grammarMultipleChoice, grammarGapFill, grammarErrorIdentification, grammarTransformation, grammarMatching],
  },
};
