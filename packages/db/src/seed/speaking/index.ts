import { DEMO_SPEAKING_PART1 } from './part1';
import { DEMO_SPEAKING_PART2 } from './part2';
import type { DemoSpeakingPrompt } from './types';

export type { DemoSpeakingPrompt, DemoSpeakingSuggestion, DemoSpeakingWord } from './types';

/** The demo speaking prompts: `speaking-part1-1` … `-8` and `speaking-part2-1` … `-4`. */
export const DEMO_SPEAKING_PROMPTS: DemoSpeakingPrompt[] = [...DEMO_SPEAKING_PART1, ...DEMO_SPEAKING_PART2];

/** The layouts of the two parts: how to build an answer. */
export const DEMO_SPEAKING_LAYOUTS: { section: 'part1' | 'part2'; title: string; paragraphs: string[] }[] = [
  {
    section: 'part1',
    title: 'Answer, extend, example',
    paragraphs: [
      'Answer the question directly in the first sentence.',
      'Extend it with a reason (“because …”, “mainly since …”).',
      'Add a short example or a contrast (“for instance …”, “although …”). Two or three sentences are enough: the examiner has more questions to ask.',
    ],
  },
  {
    section: 'part2',
    title: 'Use the minute, cover every point',
    paragraphs: [
      'Preparation: write one key word for each point of the cue card, not full sentences.',
      'Start with a clear opening (“I’d like to talk about …”) and follow the points in order.',
      'Spend the most time on the last point (the “explain why”): it is where you show your range.',
      'Keep talking until the examiner stops you; if you run out, describe details, feelings or what you would do differently.',
    ],
  },
];
