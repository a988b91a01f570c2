import type { TestSectionData } from './types';
import { EVIDENCE_SEPARATOR } from './types';
import { transcriptHtmlOf } from './transcript';
import type { ScriptLine } from './transcript';

const lines: ScriptLine[] = [
  ['Guide', "Good afternoon, everyone, and welcome to the newly reopened Harbourside Library. My name's Owen, and I'm one of the librarians here. I'll spend about twenty minutes showing you around the ground floor before you're free to explore on your own."],
  ['Guide', "First, a little history. The building opened in eighteen ninety-eight, and it had its last major makeover in the nineteen seventies. When the renovation began, we were told the work would take fourteen months. In the end, the doors were closed for eighteen months, mainly because the old roof turned out to be in worse condition than anyone expected."],
  ['Guide', "People often assume we wanted more room for books, but in fact we now hold slightly fewer books than before. The main aim of the project was to make the whole building step-free, so that everyone, whether they use a wheelchair or push a buggy, can reach every part of it. That's why you'll see two new lifts and ramps at both entrances."],
  ['Guide', "We also tried to waste as little as possible. The floors are all new, I'm afraid, because the old boards were too badly damaged to save. But the bricks from the old extension, which was knocked down, were cleaned and used again to build the new garden wall you walked past on your way in."],
  ['Guide', "Now, what can you actually do here? Laptop loans continue as before, and our home delivery service for readers who can't leave the house has been running for years. What's new is a small recording studio, which anyone with a library card can book for up to two hours a week. And every Thursday evening we now host a language café, where people can practise a new language over a cup of tea. We'd hoped to add a 3D printer as well, but sadly the budget didn't stretch that far."],
  ['Guide', "Right, let's look at the layout. If you have the plan in front of you, the main entrance is in the middle of the south wall, and reception is straight ahead of you as you come in. Immediately to your left, in the south-west corner, are the lockers, where you can leave coats and bags. Halfway along the west wall is the children's library, which has its own story-time corner. In the north-west corner there's a staff office, which isn't open to the public."],
  ['Guide', "Along the north wall there are two rooms side by side. The one on the left, as you face it, is the local history room, which holds old maps and photographs of the harbour. The one on the right is the quiet study room: no phones and no conversation in there, please. The meeting room is in the north-east corner and can be hired by community groups."],
  ['Guide', "Finally, halfway along the east wall is the café, which opens onto the garden, and in the south-east corner, to the right of the entrance, you'll find the toilets. Please do help yourselves to a free coffee before you leave."],
];

/** Section 2: a librarian's tour of a renovated library (multiple choice, choose two, plan labelling). */
export const demoListeningSection2: TestSectionData = {
  title: 'Section 2',
  audioFile: 'demo-listening-1-section-2.mp3',
  transcriptHtml: transcriptHtmlOf(lines),
  groups: [
    {
      instructions: 'Questions 11–13. Choose the correct letter, A, B or C.',
      questions: [
        {
          number: 11,
          type: 'multiple-choice-one',
          content: {
            prompt: 'How long was the library closed for the renovation?',
            options: [
              { id: 'A', text: 'fourteen months' },
              { id: 'B', text: 'eighteen months' },
              { id: 'C', text: 'two years' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'Fourteen months was the original estimate; the building was actually closed for eighteen months because of the roof.',
          evidence: 'In the end, the doors were closed for eighteen months',
        },
        {
          number: 12,
          type: 'multiple-choice-one',
          content: {
            prompt: 'What was the main aim of the renovation?',
            options: [
              { id: 'A', text: 'to create more space for books' },
              { id: 'B', text: 'to replace the old roof' },
              { id: 'C', text: 'to make every part of the building easy to reach' },
            ],
          },
          key: { correct: 'C' },
          explanation: 'The library now holds fewer books, and the roof was a problem found during the work; the main aim was a step-free building that everyone can reach.',
          evidence: 'The main aim of the project was to make the whole building step-free',
        },
        {
          number: 13,
          type: 'multiple-choice-one',
          content: {
            prompt: 'Which material from the old building was used again?',
            options: [
              { id: 'A', text: 'the wooden floorboards' },
              { id: 'B', text: 'bricks from the extension' },
              { id: 'C', text: 'the roof tiles' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'The floorboards were too damaged to save; the bricks of the demolished extension were cleaned and reused in the garden wall.',
          evidence: 'the bricks from the old extension, which was knocked down, were cleaned and used again',
        },
      ],
    },
    {
      instructions: 'Questions 14 and 15. Choose TWO letters, A–E.',
      questions: [
        {
          number: 14,
          numbers: [14, 15],
          type: 'multiple-choice-many',
          content: {
            prompt: 'Which TWO services are new at the library?',
            choose: 2,
            options: [
              { id: 'A', text: 'laptop loans' },
              { id: 'B', text: 'a recording studio' },
              { id: 'C', text: 'a language café' },
              { id: 'D', text: 'home delivery of books' },
              { id: 'E', text: 'a 3D printer' },
            ],
          },
          key: { correct: ['B', 'C'] },
          explanation: 'Laptop loans and home delivery already existed, and the 3D printer was not affordable. The recording studio and the Thursday language café are new.',
          evidence: ["What's new is a small recording studio", 'we now host a language café'].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
    {
      instructions: 'Questions 16–20. Label the plan of the ground floor below. Choose the correct letter, A–H, for each place.',
      questions: [
        {
          number: 16,
          numbers: [16, 17, 18, 19, 20],
          type: 'labelling',
          content: {
            variant: 'plan',
            instruction:
              'The plan shows the ground floor. The main entrance is in the middle of the south wall, with reception straight ahead. Choose the correct letter, A–H.',
            blanks: [
              { id: '16', text: "children's library" },
              { id: '17', text: 'café' },
              { id: '18', text: 'quiet study room' },
              { id: '19', text: 'local history room' },
              { id: '20', text: 'lockers' },
            ],
            options: [
              { id: 'A', text: 'south-west corner, left of the entrance' },
              { id: 'B', text: 'halfway along the west wall' },
              { id: 'C', text: 'north-west corner' },
              { id: 'D', text: 'north wall, left-hand room' },
              { id: 'E', text: 'north wall, right-hand room' },
              { id: 'F', text: 'north-east corner' },
              { id: 'G', text: 'halfway along the east wall' },
              { id: 'H', text: 'south-east corner, right of the entrance' },
            ],
          },
          key: { answers: { '16': 'B', '17': 'G', '18': 'E', '19': 'D', '20': 'A' } },
          explanation:
            'The lockers are in the south-west corner (A) and the children\'s library halfway along the west wall (B). On the north wall the local history room is on the left (D) and the quiet study room on the right (E). The café is halfway along the east wall (G). C (staff office), F (meeting room) and H (toilets) are not asked.',
          evidence: [
            "Halfway along the west wall is the children's library",
            'halfway along the east wall is the café',
            'The one on the right is the quiet study room',
            'The one on the left, as you face it, is the local history room',
            'Immediately to your left, in the south-west corner, are the lockers',
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
  ],
};
