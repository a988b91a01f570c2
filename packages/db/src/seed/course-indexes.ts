import type { Skill } from '@lexam/contracts';

/** The demo course catalogue. Written for this project; no exam board's material. */
export const demoCourseIndexes: { code: string; skill: Skill; name: string; description: string }[] = [
  { code: 'ielts-reading', skill: 'reading', name: 'IELTS Reading', description: 'Full academic reading tests with three passages and forty questions, timed like the computer-delivered exam.' },
  { code: 'ielts-listening', skill: 'listening', name: 'IELTS Listening', description: 'Four recorded sections, each heard once, with time to check your answers at the end.' },
  { code: 'toeic-reading', skill: 'toeic', name: 'TOEIC Reading', description: 'Incomplete sentences, text completion and reading comprehension across five editions.' },
  { code: 'toeic-listening', skill: 'toeic', name: 'TOEIC Listening', description: 'Photographs, question–response, conversations and talks, paced by the audio.' },
  { code: 'grammar-foundations', skill: 'grammar', name: 'Grammar foundations', description: 'Units that explain a point, show it in use and let you practise it until it sticks.' },
  { code: 'speaking-parts', skill: 'speaking', name: 'Speaking parts 1 and 2', description: 'Suggested answers, useful vocabulary and recordings you can compare with a model.' },
  { code: 'writing-tasks', skill: 'writing', name: 'Writing tasks 1 and 2', description: 'Layouts for reports and essays, annotated suggestions, and feedback on what you send.' },
  { code: 'vocabulary-builder', skill: 'vocabulary', name: 'Vocabulary builder', description: 'Word lists and flashcards scheduled by spaced repetition so words come back just before you forget them.' },
];
