import type { TestSection } from '@lexam/contracts';

/** Passage 2 of the demo reading test (questions 14–26): an original text on urban beekeeping, paragraphs A–G. */
export const demoReadingPassage2: TestSection = {
  title: 'Honey on the rooftops',
  passageHtml: `<h2>Honey on the rooftops</h2>
<p data-paragraph="A">Walk through the centre of almost any large city on a summer afternoon and, if you look up, you may notice that some rooftops have become surprisingly busy. Hotels, offices, schools and even railway stations have installed beehives, and urban beekeeping associations report long waiting lists for their training courses. A practice once regarded as an eccentric rural hobby has become, in a remarkably short time, a symbol of the environmentally conscious city.</p>
<p data-paragraph="B">The appeal is easy to understand. Honeybees are widely known to be in difficulty, and keeping a hive appears to be a direct and practical way of helping. For companies, a hive on the roof is also an attractive story to tell customers, and jars of honey from the roof are given to clients or sold in hotel shops. Several city councils have encouraged the trend by offering small grants to community groups that want to set up hives in parks and allotments, and some schools now use their colonies to teach biology.</p>
<p data-paragraph="C">Cities turn out to be better places for bees than might be expected. Parks, gardens, railway embankments and tree-lined streets provide a long succession of flowers from early spring until late autumn, and urban gardeners tend to plant a wider variety of species than farmers do. In the countryside, by contrast, large fields of a single crop may offer a huge quantity of nectar for two or three weeks and then almost nothing. Urban hives also tend to be exposed to lower levels of agricultural chemicals. Beekeepers in several cities report that their colonies produce more honey per hive than those of colleagues in nearby farmland.</p>
<p data-paragraph="D">A standard modern hive, of the kind most new urban keepers use, is built as a stack of wooden boxes. At the bottom sits a floor with a narrow opening at the front, the entrance, where bees land and take off; many keepers fit a small sloping board below it, known as the landing board. Above the floor is the brood box, the largest box in the stack, where the queen lays her eggs and the young bees develop. A flat metal grid called the queen excluder is placed on top of the brood box: its gaps are wide enough for worker bees to pass through but too narrow for the larger queen. Above this are one or more shallower boxes, called supers, in which the workers store the honey that the keeper will eventually harvest. The whole stack is closed by an inner cover and a sloping roof that keeps out the rain.</p>
<p data-paragraph="E">Not everyone is enthusiastic. Ecologists point out that the honeybee is a single, domesticated species, and that the bees in real danger are mostly wild ones: the many species of solitary bees and bumblebees that nest in the ground, in hollow stems or in old walls. A honeybee colony can contain tens of thousands of workers at the height of summer, and these bees compete with wild species for the same flowers. Studies in several cities have found that where hives are densely packed, wild bees visit fewer flowers and find less food. In the busiest city centres, some researchers suggest, the number of hives may already be greater than the local flowers can support.</p>
<p data-paragraph="F">Disease is a further concern. Honeybee colonies can carry parasites and viruses, and when many hives are kept close together, infections can spread quickly between them and, some evidence suggests, to wild bees as well. Inexperienced keepers may not recognise the early signs of illness, and an abandoned hive can become a source of infection for a whole neighbourhood. For this reason, a number of associations now require new members to complete a season working alongside an experienced mentor before they are allowed to keep a colony of their own.</p>
<p data-paragraph="G">None of this means that city beekeeping should stop, but many specialists now argue that enthusiasm should be redirected. Planting flowering trees and wildflower meadows, leaving areas of lawn uncut, and providing nesting sites for solitary bees are all likely to do more for pollinators than adding further hives. A single well-planted street, they point out, can feed bees of many kinds, while a single hive feeds only one. As one urban ecologist has put it, a city that wants to help bees should think first about flowers, and only then about honey.</p>`,
  groups: [
    {
      instructions: 'Questions 14–18. Reading Passage 2 has seven paragraphs, A–G. Choose the correct heading for paragraphs B–F from the list of headings below.',
      questions: [
        {
          number: 14,
          numbers: [14, 15, 16, 17, 18],
          type: 'matching',
          content: {
            variant: 'headings',
            instruction: 'Choose the correct heading for each paragraph. Write the correct number, i–viii.',
            items: [
              { id: '14', text: 'Paragraph B' },
              { id: '15', text: 'Paragraph C' },
              { id: '16', text: 'Paragraph D' },
              { id: '17', text: 'Paragraph E' },
              { id: '18', text: 'Paragraph F' },
            ],
            options: [
              { id: 'i', text: 'The danger of infection' },
              { id: 'ii', text: 'Why the idea attracts so many people' },
              { id: 'iii', text: 'Rules on selling honey in cities' },
              { id: 'iv', text: 'An unexpectedly generous food supply' },
              { id: 'v', text: 'The parts of a typical hive' },
              { id: 'vi', text: 'The cost of starting a colony' },
              { id: 'vii', text: 'Competition for limited resources' },
              { id: 'viii', text: 'How beekeeping first came to towns' },
            ],
          },
          key: { answers: { '14': 'ii', '15': 'iv', '16': 'v', '17': 'vii', '18': 'i' } },
          explanation: 'B explains "The appeal" of hives (ii). C describes the long "succession of flowers" that cities offer (iv). D describes the hive "built as a stack of wooden boxes" (v). E: honeybees "compete with wild species for the same flowers" (vii). F: "Disease is a further concern" (i). Costs, sales rules and the history of town beekeeping are not discussed.',
          evidence: 'Disease is a further concern',
        },
      ],
    },
    {
      instructions: 'Questions 19–20. Choose TWO letters, A–E.',
      questions: [
        {
          number: 19,
          numbers: [19, 20],
          type: 'multiple-choice-many',
          content: {
            instruction: 'Choose TWO letters, A–E.',
            prompt: 'Which TWO advantages of cities for honeybees are mentioned in paragraph C?',
            choose: 2,
            options: [
              { id: 'A', text: 'flowers are available over a longer period' },
              { id: 'B', text: 'winters are warmer than in the countryside' },
              { id: 'C', text: 'there are fewer predators' },
              { id: 'D', text: 'bees meet less of the chemicals used on farms' },
              { id: 'E', text: 'there are fewer wild bees to compete with' },
            ],
          },
          key: { correct: ['A', 'D'] },
          explanation: 'Cities offer "a long succession of flowers from early spring until late autumn" (A) and urban hives meet "lower levels of agricultural chemicals" (D). Temperature and predators are not mentioned, and paragraph E says honeybees do compete with wild bees.',
          evidence: 'lower levels of agricultural chemicals',
        },
      ],
    },
    {
      instructions: 'Questions 21–23. Label the diagram below. Choose NO MORE THAN TWO WORDS from the passage for each answer.',
      questions: [
        {
          number: 21,
          numbers: [21, 22, 23],
          type: 'labelling',
          content: {
            variant: 'diagram',
            instruction: 'The diagram of a hive, from the floor up, is the one described in paragraph D. Write NO MORE THAN TWO WORDS for each answer.',
            blanks: [
              { id: '21', text: '______ : the largest box, where the queen lays her eggs' },
              { id: '22', text: '______ : a metal grid that workers can pass through but the queen cannot' },
              { id: '23', text: '______ : shallower boxes in which honey is stored' },
            ],
          },
          key: {
            answers: { '21': '(the) brood box', '22': '(the) queen excluder', '23': '(the) supers/super' },
            wordLimit: 'NO MORE THAN TWO WORDS',
          },
          explanation: '21: "the brood box, the largest box in the stack, where the queen lays her eggs". 22: "A flat metal grid called the queen excluder". 23: "shallower boxes, called supers".',
          evidence: 'A flat metal grid called the queen excluder',
        },
      ],
    },
    {
      instructions: 'Questions 24–26. Choose the correct letter, A, B, C or D.',
      questions: [
        choice(24, 'According to paragraph E, which bees are most at risk?', [
          'honeybees kept in city centres',
          'wild bees such as solitary bees and bumblebees',
          'honeybees kept on farmland',
          'bees brought into cities by new keepers',
        ], 'B', 'Ecologists say "the bees in real danger are mostly wild ones", naming solitary bees and bumblebees.',
        'the bees in real danger are mostly wild ones'),
        choice(25, 'Why do some associations make new members work alongside a mentor?', [
          'to teach them how to sell their honey',
          'to make sure they can recognise signs of illness in a colony',
          'to meet a condition of the council grants',
          'to help them find a suitable roof for a hive',
        ], 'B', 'The mentoring rule follows from the risk that "Inexperienced keepers may not recognise the early signs of illness" ("For this reason").',
        'Inexperienced keepers may not recognise the early signs of illness'),
        choice(26, 'What is the main point of paragraph G?', [
          'City beekeeping should be banned.',
          'More hives should be placed in parks.',
          'Food and nesting sites help bees more than extra hives.',
          'Companies should stop giving honey to clients.',
        ], 'C', 'Planting and nesting sites "are all likely to do more for pollinators than adding further hives"; the ecologist says a city "should think first about flowers, and only then about honey". The paragraph says beekeeping need not stop.',
        'do more for pollinators than adding further hives'),
      ],
    },
  ],
};

/** One multiple-choice question with options A–D as its own one-mark item. */
function choice(number: number, prompt: string, options: string[], correct: string, explanation: string, evidence: string) {
  return {
    number,
    type: 'multiple-choice-one',
    content: { prompt, options: options.map((text, index) => ({ id: 'ABCD'.charAt(index), text })) },
    key: { correct },
    explanation,
    evidence,
  };
}
