import { photoGroup } from './build';
import type { ToeicSectionData } from './types';

/** Part 1: six photographs (questions 1–6); the statements are heard, never printed. */
export const toeicListeningPart1: ToeicSectionData = {
  title: 'Part 1: Photographs',
  part: 1,
  directionsHtml:
    '<p>For each question in this part, you will hear four statements about a picture in your test book. Select the one statement that best describes what you see in the picture. The statements are spoken only one time and are not printed in your test book.</p>',
  groups: [
    photoGroup({
      number: 1,
      speaker: 'Man',
      statements: [
        'The woman is watering some plants.',
        'The woman is planting a tree.',
        'The woman is buying flowers at a market.',
        'The woman is sweeping the steps.',
      ],
      correct: 'A',
      explanation: 'The picture shows a woman pouring water from a watering can onto potted plants. She is not planting, buying or sweeping.',
    }),
    photoGroup({
      number: 2,
      speaker: 'Woman',
      statements: [
        'A man is loading a truck.',
        'Some boxes have been stacked on a cart.',
        'Some boxes are being opened.',
        'A cart is being pushed up a ramp.',
      ],
      correct: 'B',
      explanation: 'Several boxes sit one on top of another on a hand cart. Nobody is in the picture, so nothing is being loaded, opened or pushed.',
    }),
    photoGroup({
      number: 3,
      speaker: 'Man',
      statements: [
        'The man is hanging a picture on the wall.',
        'The man is closing the window.',
        'The man is typing on a laptop.',
        'The man is answering the telephone.',
      ],
      correct: 'C',
      explanation: 'The man sits at a desk with his hands on the keyboard of a laptop. There is a phone on the desk, but he is not using it.',
    }),
    photoGroup({
      number: 4,
      speaker: 'Woman',
      statements: [
        'Some people are riding bicycles.',
        'A bicycle is being repaired.',
        'A fence is being painted.',
        'Some bicycles are parked in a row.',
      ],
      correct: 'D',
      explanation: 'Four bicycles stand side by side in a rack in front of a fence. No one is riding, repairing or painting anything.',
    }),
    photoGroup({
      number: 5,
      speaker: 'Man',
      statements: [
        'They are sitting across from each other.',
        'They are shaking hands.',
        'They are writing on a whiteboard.',
        'They are putting on their jackets.',
      ],
      correct: 'B',
      explanation: 'The two people stand at either side of a table and shake hands. They are standing, not sitting, and neither is writing.',
    }),
    photoGroup({
      number: 6,
      speaker: 'Woman',
      statements: [
        'A worker is climbing down a ladder.',
        'Some windows are being washed.',
        'A ladder is leaning against a wall.',
        'Some tools are lying on the grass.',
      ],
      correct: 'C',
      explanation: 'A ladder leans against the wall of a house, with nobody on it. There are no tools on the grass and no one is washing the windows.',
    }),
  ],
};
