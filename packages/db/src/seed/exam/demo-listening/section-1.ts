import type { TestSectionData } from './types';
import { EVIDENCE_SEPARATOR } from './types';
import { transcriptHtmlOf } from './transcript';
import type { ScriptLine } from './transcript';

const lines: ScriptLine[] = [
  ['Helen', 'Good morning, Riverside Community Gardens, Helen speaking. How can I help you?'],
  ['Daniel', 'Oh, hello. I picked up one of your leaflets and I was wondering whether you still have any plots to rent.'],
  ['Helen', 'We do, yes. Three came free at the end of the summer. Shall I take a few details and then tell you how it all works?'],
  ['Daniel', 'Yes, please.'],
  ['Helen', 'Right. Could I have your name first?'],
  ['Daniel', "It's Daniel Farrow. That's F, A, double R, O, W."],
  ['Helen', 'Thank you, Daniel. And your address?'],
  ['Daniel', "Forty-two Mill Lane. That's in Eastfield, just behind the railway station."],
  ['Helen', "Lovely, so you're only ten minutes away. Now, we have two sizes of plot. The small ones are five metres by ten, and the large ones are twice that."],
  ['Daniel', "I think a small one would be plenty. I've only ever grown herbs in pots on a balcony."],
  ['Helen', "That's what most beginners choose. A small plot costs sixty pounds a year. It's forty for students and for anyone over sixty-five, but otherwise it's the full rate."],
  ['Daniel', 'I work full time, so sixty is fine. How do I pay?'],
  ['Helen', "We don't take cards, I'm afraid. You can pay by cheque, but most people pay by bank transfer."],
  ['Daniel', 'A bank transfer would be easiest for me.'],
  ['Helen', "Good. There's also a deposit of twenty pounds for the key to the tool shed. You get that back when you give up the plot."],
  ['Daniel', 'And is the shed for everyone?'],
  ['Helen', "Yes. The wheelbarrows, spades and forks are all shared, so you don't need to buy your own. Now, every new member comes to an induction session before they start digging. We run them on Saturday mornings and Wednesday evenings."],
  ['Daniel', "Saturdays are difficult, because I usually visit my parents. I'll come on a Wednesday evening."],
  ['Helen', "I'll put you down for that. Just one more question for our records: how did you hear about us? Was it the leaflet?"],
  ['Daniel', 'Well, I did see the leaflet in the library, but actually it was my neighbour who told me about you first. She has had a plot for years.'],
  ['Helen', "That's nice to hear. Now, there are a few rules I should mention. We're an organic site, so no chemical weedkillers at all, please. Slug pellets are not allowed either."],
  ['Daniel', "That's fine. What about water?"],
  ['Helen', "There's a tap at the end of each row, and we collect rainwater in large tanks, so please use watering cans rather than hosepipes."],
  ['Daniel', 'Understood. Is there anything else I have to do?'],
  ['Helen', 'We ask every member to give six hours a year to shared jobs, such as cutting the grass on the paths or helping at the spring open day. Most people find they enjoy it.'],
  ['Daniel', 'That sounds reasonable.'],
  ['Helen', "Great. I'll email you a copy of the plot agreement today. Please read it, sign it and bring it with you to the induction."],
  ['Daniel', 'I will. Thank you very much, Helen.'],
  ['Helen', "You're welcome. See you on Wednesday."],
];

/** Section 1: a phone call booking a community-garden plot (form completion, short answers). */
export const demoListeningSection1: TestSectionData = {
  title: 'Section 1',
  audioFile: 'demo-listening-1-section-1.mp3',
  transcriptHtml: transcriptHtmlOf(lines),
  groups: [
    {
      instructions: 'Questions 1–7. Complete the form below. Write ONE WORD AND/OR A NUMBER for each answer.',
      questions: [
        {
          number: 1,
          numbers: [1, 2, 3, 4, 5, 6, 7],
          type: 'completion',
          content: {
            variant: 'form',
            instruction: 'Write ONE WORD AND/OR A NUMBER for each answer.',
            title: 'Riverside Community Gardens: new plot holder',
            body: [
              'Name: Daniel [[1]]',
              'Address: [[2]] Mill Lane, Eastfield',
              'Plot size: small (5 m × 10 m)',
              'Annual fee: £[[3]]',
              'Payment by: [[4]] transfer',
              'Deposit: £20 for the key to the [[5]] shed',
              'Induction session: [[6]] evening',
              'Heard about the gardens from: a [[7]]',
            ].join('\n'),
          },
          key: {
            answers: { '1': 'Farrow', '2': '42', '3': '(£)60', '4': 'bank', '5': 'tool', '6': 'Wednesday', '7': 'neighbour/neighbor' },
          },
          explanation:
            'Daniel spells his surname F-A-R-R-O-W and lives at number 42. He pays the full rate of £60 (the £40 rate is for students and over-65s) by bank transfer. The £20 deposit is for the tool shed key. He cannot come on Saturdays, so he chooses a Wednesday evening. He saw the leaflet, but his neighbour told him about the gardens first.',
          evidence: [
            "That's F, A, double R, O, W.",
            'Forty-two Mill Lane.',
            'A small plot costs sixty pounds a year.',
            'A bank transfer would be easiest for me.',
            'a deposit of twenty pounds for the key to the tool shed',
            "I'll come on a Wednesday evening.",
            'it was my neighbour who told me about you first',
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
    {
      instructions: 'Questions 8–10. Answer the questions below. Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.',
      questions: [
        {
          number: 8,
          numbers: [8, 9, 10],
          type: 'short-answer',
          content: {
            instruction: 'Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.',
            questions: [
              { id: '8', text: 'Apart from slug pellets, what are plot holders not allowed to use?' },
              { id: '9', text: 'How many hours a year of shared jobs is each member asked to do?' },
              { id: '10', text: 'What will Helen email to Daniel today?' },
            ],
          },
          key: {
            answers: {
              '8': '(chemical) weedkiller(s)',
              '9': '6',
              '10': '(a/the) plot agreement',
            },
          },
          explanation:
            'The site is organic, so chemical weedkillers are banned as well as slug pellets; hosepipes are discouraged, not banned. Members give six hours a year to shared jobs. Helen will email a copy of the plot agreement for Daniel to sign.',
          evidence: [
            'no chemical weedkillers at all',
            'We ask every member to give six hours a year to shared jobs',
            "I'll email you a copy of the plot agreement today.",
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
  ],
};
