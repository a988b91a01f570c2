import type { TestSectionData } from './types';
import { EVIDENCE_SEPARATOR } from './types';
import { transcriptHtmlOf } from './transcript';
import type { ScriptLine } from './transcript';

const lines: ScriptLine[] = [
  ['Lecturer', "Good morning. In today's lecture on the history of everyday technology, I want to look at something we now take completely for granted: keeping things cold. Before electric refrigerators, there was a huge international business in natural ice, cut from frozen lakes and shipped around the world."],
  ['Lecturer', "The trade began in the early nineteenth century, when a merchant from Boston decided to send a ship full of ice to the Caribbean. People laughed at the idea, and the first voyage lost money, largely because there was nowhere to store the ice when it arrived, so much of it simply melted on the dock. His solution was to build insulated ice houses in the ports he traded with, and within twenty years the business was making a profit."],
  ['Lecturer', "So how was the ice actually harvested? Workers waited until the ice on a lake was at least thirty centimetres thick. First, the snow was cleared from the surface. Then horses pulled a sharp plough across the ice to cut a grid of deep grooves, and the blocks were broken off with long saws and floated along a channel to the shore."],
  ['Lecturer', "The key problem, of course, was melting. The answer turned out to be surprisingly cheap: sawdust. Sawmills produced enormous quantities of it as waste, and a thick layer packed between the blocks kept them frozen for months, even in the hold of a ship. Straw was also tried, but it tended to rot when it got wet."],
  ['Lecturer', "By the middle of the century, ice was no longer a luxury. In cities, a delivery man brought a block to each home several times a week, and families kept it in a wooden cabinet called an ice box. This had an important effect on diet. Fresh milk and meat could be kept safely for longer, and fish could be sent far inland."],
  ['Lecturer', "Let me now compare three markets. In the Caribbean, the first customers were hotels, which used ice mainly to cool drinks for wealthy visitors. In India, the ice arrived after a voyage of four months, and hospitals were among the most important buyers, using it to bring down fevers. And in Britain, much of the ice came from Norway rather than America, because the crossing was much shorter, and it was bought mostly by fishmongers."],
  ['Lecturer', "Why did the trade end? The obvious answer is the invention of mechanical refrigeration, but the decline started earlier. As rivers and lakes near big cities became polluted, natural ice was increasingly seen as unsafe, and factories that made ice from clean water took over the market. By the nineteen thirties, the natural ice trade had almost completely disappeared."],
  ['Lecturer', "Next week, we'll look at how refrigeration changed the design of the kitchen itself."],
];

/** Section 4: a lecture on the nineteenth-century natural ice trade (note and table completion). */
export const demoListeningSection4: TestSectionData = {
  title: 'Section 4',
  audioFile: 'demo-listening-1-section-4.mp3',
  transcriptHtml: transcriptHtmlOf(lines),
  groups: [
    {
      instructions: 'Questions 31–35. Complete the notes below. Write ONE WORD ONLY for each answer.',
      questions: [
        {
          number: 31,
          numbers: [31, 32, 33, 34, 35],
          type: 'completion',
          content: {
            variant: 'note',
            instruction: 'Write ONE WORD ONLY for each answer.',
            title: 'The natural ice trade',
            body: [
              'Beginnings',
              '• first voyage lost money: no place for [[31]] when the ice arrived',
              'Harvesting',
              '• [[32]] pulled a plough to cut grooves in the ice',
              'Preventing melting',
              '• blocks were packed in [[33]], a waste product of sawmills',
              'Effects in cities',
              '• ice was kept at home in a wooden cabinet called an ice [[34]]',
              '• people’s [[35]] changed: fresh milk, meat and fish lasted longer',
            ].join('\n'),
          },
          key: { answers: { '31': 'storage', '32': 'horses', '33': 'sawdust', '34': 'box', '35': 'diet' } },
          explanation:
            'The ice melted because there was nowhere to store it, so the missing word is storage. Horses pulled the plough; sawdust from sawmills insulated the blocks (straw rotted); the cabinet was an ice box; and the lecturer says ice had an effect on diet.',
          evidence: [
            'there was nowhere to store the ice when it arrived',
            'horses pulled a sharp plough across the ice',
            'The answer turned out to be surprisingly cheap: sawdust.',
            'a wooden cabinet called an ice box',
            'This had an important effect on diet.',
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
    {
      instructions: 'Questions 36–40. Complete the table below. Write ONE WORD ONLY for each answer.',
      questions: [
        {
          number: 36,
          numbers: [36, 37, 38, 39, 40],
          type: 'completion',
          content: {
            variant: 'table',
            instruction: 'Write ONE WORD ONLY for each answer.',
            title: 'Three markets for natural ice',
            body: [
              'Market | Main buyers | Notes',
              'Caribbean | [[36]] | ice mostly used to cool drinks',
              'India | hospitals | used to reduce [[37]]; voyage took four [[38]]',
              'Britain | [[39]] | ice mainly imported from [[40]]',
            ].join('\n'),
          },
          key: { answers: { '36': 'hotels', '37': 'fevers/fever', '38': 'months', '39': 'fishmongers', '40': 'Norway' } },
          explanation:
            'Hotels were the first Caribbean customers; in India hospitals used ice to bring down fevers after a four-month voyage; British ice came mostly from Norway, not America, and was bought mostly by fishmongers.',
          evidence: [
            'the first customers were hotels',
            'using it to bring down fevers',
            'after a voyage of four months',
            'it was bought mostly by fishmongers',
            'much of the ice came from Norway rather than America',
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
  ],
};
