import type { PARTS_OF_SPEECH } from '@lexam/contracts';

export interface DemoSpeakingWord { term: string; partOfSpeech: (typeof PARTS_OF_SPEECH)[number]; meaning: string; example: string }
export interface DemoSpeakingSuggestion { kind: 'idea' | 'phrase' | 'tip'; text: string }
/** A demo speaking prompt, written for this project. `key` is its seedKey. */
export interface DemoSpeakingPrompt {
  key: string;
  part: 'part1' | 'part2';
  topic: string;
  questions: string[];
  /** Part 2: the cue card's lines after "Describe …": the first line is the task, the rest the points. */
  cueCard: string[];
  modelAnswer: string[];
  suggestions: DemoSpeakingSuggestion[];
  words: DemoSpeakingWord[];
}

export const w = (term: string, partOfSpeech: DemoSpeakingWord['partOfSpeech'], meaning: string, example: string): DemoSpeakingWord => ({ term, partOfSpeech, meaning, example });
export const idea = (text: string): DemoSpeakingSuggestion => ({ kind: 'idea', text });
export const phrase = (text: string): DemoSpeakingSuggestion => ({ kind: 'phrase', text });
export const tip = (text: string): DemoSpeakingSuggestion => ({ kind: 'tip', text });
