import type { QuestionDraft } from '../types';
import type { MultipleChoiceManyContent, MultipleChoiceManyKey, MultipleChoiceManyResponse } from '../shared/content-types';

/** A new "Choose TWO letters" question with options A–E. */
export function blankMultipleChoiceMany(numbers: number[]): QuestionDraft<MultipleChoiceManyContent, MultipleChoiceManyKey> {
  const choose = Math.max(2, Math.min(numbers.length, 4));
  const letters = 'ABCDEFGH'.slice(0, choose + 3).split('');
  return {
    content: { prompt: '', choose, options: letters.map((id) => ({ id, text: '' })) },
    answerKey: { correct: letters.slice(0, choose) },
  };
}

/** The distinct letters chosen, in the order picked. */
export function chosenLetters(response: MultipleChoiceManyResponse | null): string[] {
  const seen = new Set<string>();
  return (response?.choices ?? []).filter((letter) => {
    const key = letter.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One number per letter chosen, in order, up to the numbers the item covers: "Choose TWO" with one
 * letter ticked answers its first number only.
 */
export function answeredMultipleChoiceMany({ numbers, response }: { numbers: number[]; response: MultipleChoiceManyResponse | null }): number[] {
  return numbers.slice(0, chosenLetters(response).length);
}

/** Ticks or unticks a letter, never past `choose` letters (the player stops the learner there). */
export function toggleLetter({ chosen, letter, choose }: { chosen: string[]; letter: string; choose: number }): string[] {
  const has = chosen.some((item) => item.toLowerCase() === letter.toLowerCase());
  if (has) return chosen.filter((item) => item.toLowerCase() !== letter.toLowerCase());
  return chosen.length >= choose ? chosen : [...chosen, letter];
}
