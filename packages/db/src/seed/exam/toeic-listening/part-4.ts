import { part4FirstSets } from './part-4a';
import { part4LastSets } from './part-4b';
import type { ToeicSectionData } from './types';

/** Part 4: ten talks by one speaker, three printed questions each (71–100). */
export const toeicListeningPart4: ToeicSectionData = {
  title: 'Part 4: Talks',
  part: 4,
  directionsHtml:
    '<p>You will hear some talks given by a single speaker. You will be asked to answer three questions about what the speaker says in each talk. Select the best response to each question. The talks will not be printed in your test book and will be spoken only one time.</p>',
  groups: [...part4FirstSets, ...part4LastSets],
};
