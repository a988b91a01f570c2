import { DEMO_GRAMMAR_GRADE_ONE } from './grade-one';
import { DEMO_GRAMMAR_GRADE_TWO } from './grade-two';
import type { DemoGrammarGrade } from './helpers';

export type { DemoGrammarExercise, DemoGrammarGrade, DemoGrammarQuestion, DemoGrammarUnit, DemoGrammarWord } from './helpers';

/** The demo grammar course: two grades of three units, each with a grammar point, eight new words and eight exercises. */
export const DEMO_GRAMMAR_COURSE: readonly DemoGrammarGrade[] = [DEMO_GRAMMAR_GRADE_ONE, DEMO_GRAMMAR_GRADE_TWO];
