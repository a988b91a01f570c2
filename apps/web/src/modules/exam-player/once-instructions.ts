import type { LearnerQuestionGroup } from '@lexam/contracts';
import { repeatsInstruction } from '@web/modules/exam/question-types/shared/repeated-instruction';

/** "Question 12. " / "Questions 32–34: ": the numbers a group's instructions open with, before their sentence. */
const LEADING_NUMBERS = /^questions?\s+\d+(?:\s*(?:[–—-]|to|through)\s*\d+)?\s*[.:]\s*/i;

/** The sentence of an instruction without its leading numbers, for comparing (case, spaces and a final stop aside). */
function sentenceOf(text: string): string {
  return text.replace(LEADING_NUMBERS, '').replace(/\s+/g, ' ').replace(/[.\s]+$/, '').trim().toLowerCase();
}

export interface OnceInstructions {
  /** What each group shows as its instructions: its own text, or null when its sentence was already shown in the part. */
  groupText: ReadonlyMap<number, string | null>;
  /** The questions whose own instruction is left out: shown before in the part, or saying again what its group just said. */
  quietQuestions: ReadonlySet<number>;
}

/**
 * A part's instructions once, not once per question: in TOEIC Parts 1 and 2 every question set says
 * "Question 3. Look at the picture and select…" and its question "Select the statement…" again. Going
 * through the part's groups in order, a group whose sentence (numbers aside) was shown already keeps
 * only its number heading, and a question's own instruction shows only the first time, and not at
 * all in a one-question group that has just given its instructions, nor where it only repeats its
 * group's (repeated-instruction.ts).
 */
export function onceInstructions(groups: readonly Pick<LearnerQuestionGroup, 'id' | 'instructions' | 'questions'>[]): OnceInstructions {
  const seen = new Set<string>();
  const groupText = new Map<number, string | null>();
  const quietQuestions = new Set<number>();
  for (const group of groups) {
    const sentence = sentenceOf(group.instructions ?? '');
    const isRepeat = sentence !== '' && seen.has(sentence);
    groupText.set(group.id, isRepeat ? null : group.instructions);
    if (sentence) seen.add(sentence);
    for (const question of group.questions) {
      const own = (question.content as { instruction?: unknown } | null)?.instruction;
      if (typeof own !== 'string' || own.trim() === '') continue;
      const ownSentence = sentenceOf(own);
      const saidByGroup = !isRepeat && sentence !== '' && (group.questions.length === 1 || repeatsInstruction(own, group.instructions ?? ''));
      if (seen.has(ownSentence) || saidByGroup) quietQuestions.add(question.id);
      seen.add(ownSentence);
    }
  }
  return { groupText, quietQuestions };
}
