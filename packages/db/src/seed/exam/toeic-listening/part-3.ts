import { part3FirstSets } from './part-3a';
import { part3LastSets } from './part-3b';
import type { ToeicSectionData } from './types';

/** Part 3: thirteen conversations of two or three speakers, three printed questions each (32–70). */
export const toeicListeningPart3: ToeicSectionData = {
  title: 'Part 3: Conversations',
  part: 3,
  directionsHtml:
    '<p>You will hear some conversations between two or more people. You will be asked to answer three questions about what the speakers say in each conversation. Select the best response to each question. The conversations will not be printed in your test book and will be spoken only one time.</p>',
  groups: [...part3FirstSets, ...part3LastSets],
};
