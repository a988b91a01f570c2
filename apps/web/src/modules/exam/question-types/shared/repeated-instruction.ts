/** Words an instruction uses around what it asks, which say nothing by themselves. */
const FILLER = new Set(['write', 'choose', 'the', 'a', 'an', 'for', 'each', 'from', 'of', 'in', 'to', 'and', 'or', 'your', 'answer', 'answers', 'below', 'passage', 'text', 'reading']);

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Whether a question's own instruction only repeats its group's ("Write NO MORE THAN TWO WORDS AND/OR
 * A NUMBER for each answer." under "Complete the notes below. Choose NO MORE THAN TWO WORDS AND/OR A
 * NUMBER from the passage for each answer."): every word of it that says something is in the group's.
 * One that adds something (which diagram, which letters) is not a repetition.
 */
export function repeatsInstruction(instruction: string, groupInstructions: string): boolean {
  const telling = wordsOf(instruction).filter((word) => !FILLER.has(word));
  if (telling.length === 0) return false;
  const group = new Set(wordsOf(groupInstructions));
  return telling.every((word) => group.has(word));
}
