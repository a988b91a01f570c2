import { choose, gap, match, rewrite, spot, type DemoGrammarGrade } from './helpers';

/** Grade 1 of the demo grammar course: original text written for Lexam. */
export const DEMO_GRAMMAR_GRADE_ONE: DemoGrammarGrade = {
  key: 'demo-grammar-grade-1',
  title: 'Grade 1: Foundations',
  description: 'Everyday tenses and the nouns we count.',
  units: [
    {
      key: 'demo-grammar-g1-u1',
      topic: 'Present simple',
      description: 'Habits, routines and facts.',
      point: {
        title: 'Form and use of the present simple',
        bodyHtml:
          '<p>We use the present simple for <strong>habits</strong>, <strong>routines</strong> and <strong>facts</strong>.</p><ul><li>I <strong>walk</strong> to the market on Saturdays.</li><li>Water <strong>boils</strong> at 100 °C.</li></ul><p>With <em>he</em>, <em>she</em> and <em>it</em>, add <strong>-s</strong> or <strong>-es</strong>: she <strong>reads</strong>, he <strong>watches</strong>. Questions and negatives use <em>do / does</em>: <em>Does</em> she <em>read</em>? He <em>doesn’t</em> watch TV.</p>',
      },
      words: [
        ['routine', 'noun', 'the things you usually do, in the same order', 'My morning routine starts with a cup of tea.'],
        ['commute', 'verb', 'to travel to and from work', 'Lena commutes by train every weekday.'],
        ['usually', 'adverb', 'in most cases; most of the time', 'We usually eat dinner at seven.'],
        ['rarely', 'adverb', 'not often', 'He rarely drinks coffee after lunch.'],
        ['chore', 'noun', 'a small job you do regularly at home', 'Washing the dishes is my least favourite chore.'],
        ['schedule', 'noun', 'a plan of times when things happen', 'The bus schedule changes in winter.'],
        ['neighbour', 'noun', 'a person who lives next to you', 'Our neighbour waters our plants when we travel.'],
        ['habit', 'noun', 'something you do often, almost without thinking', 'Reading before bed is a good habit.'],
      ],
      exercises: [
        choose('He or she', 'My sister ______ in a bakery near the station.', ['work', 'works', 'working', 'is work'], 1, 'With he, she or it, the present simple verb takes -s: my sister works.'),
        choose('Questions', '______ your brother play the guitar?', ['Do', 'Is', 'Does', 'Has'], 2, 'Questions with he, she or it use does + the base verb: Does your brother play…?'),
        choose('Negatives', 'They ______ meat on Fridays.', ['doesn’t eat', 'don’t eat', 'not eat', 'aren’t eat'], 1, 'With they, the negative is don’t + base verb.'),
        gap('Spelling -es', 'Tom [[1]] (watch) the news every evening.', 'watches', 'Verbs ending in -ch, -sh, -s, -x and -o add -es with he, she or it: watches.'),
        gap('Facts', 'The sun [[1]] (rise) in the east.', 'rises', 'Facts use the present simple; with it, add -s: rises.'),
        spot('Find the mistake', 'Every morning my father [A:drink] [B:a glass] of water [C:before] [D:breakfast].', 'A', 'drinks', 'My father is he, so the verb needs -s: drinks.'),
        rewrite('Same meaning', { original: 'Anna is a fast runner.', prompt: 'RUNS', start: 'Anna', end: '.' }, 'runs fast', 'A habit or ability described with a verb: Anna runs fast.'),
        match('Routines', [['The shop opens', 'at nine every morning.'], ['My grandparents live', 'in a small village.'], ['Does your teacher', 'give much homework?']], 'Each ending completes a present simple sentence that makes sense.'),
      ],
    },
    {
      key: 'demo-grammar-g1-u2',
      topic: 'Past simple',
      description: 'Finished actions at a time in the past.',
      point: {
        title: 'Regular and irregular past forms',
        bodyHtml:
          '<p>We use the past simple for actions that <strong>finished</strong> at a known time: <em>yesterday</em>, <em>last week</em>, <em>in 2019</em>.</p><ul><li>Regular verbs add <strong>-ed</strong>: walk → <strong>walked</strong>, stop → <strong>stopped</strong>.</li><li>Irregular verbs have their own form: go → <strong>went</strong>, buy → <strong>bought</strong>.</li></ul><p>Questions and negatives use <em>did</em> + base verb: <em>Did</em> you <em>see</em> it? We <em>didn’t go</em>.</p>',
      },
      words: [
        ['journey', 'noun', 'a trip from one place to another', 'The journey to the coast took four hours.'],
        ['arrive', 'verb', 'to reach a place', 'We arrived at the hotel late at night.'],
        ['luggage', 'noun', 'the bags you take when you travel', 'Our luggage was lost at the airport.'],
        ['ago', 'adverb', 'before now', 'I visited Rome three years ago.'],
        ['sightseeing', 'noun', 'visiting famous places as a tourist', 'We went sightseeing in the old town.'],
        ['souvenir', 'noun', 'a thing you keep to remember a place', 'She bought a small souvenir for her mother.'],
        ['delay', 'noun', 'a time when something happens later than planned', 'There was a two-hour delay because of snow.'],
        ['remember', 'verb', 'to keep something in your mind', 'I still remember my first day at school.'],
      ],
      exercises: [
        choose('Irregular verbs', 'Last summer we ______ to the mountains.', ['go', 'goed', 'went', 'gone'], 2, 'Go is irregular: its past simple is went.'),
        choose('Questions', '______ you finish your homework last night?', ['Do', 'Did', 'Were', 'Have'], 1, 'Past simple questions use did + base verb.'),
        choose('Negatives', 'She ______ the film because it started too late.', ['didn’t watch', 'didn’t watched', 'not watched', 'wasn’t watch'], 0, 'After didn’t, use the base verb: didn’t watch.'),
        gap('Spelling', 'The bus [[1]] (stop) outside the museum.', 'stopped', 'A short verb ending consonant-vowel-consonant doubles the last letter: stopped.'),
        gap('Irregular', 'I [[1]] (buy) a new umbrella yesterday.', 'bought', 'Buy is irregular: bought.'),
        spot('Find the mistake', 'We [A:didn’t] [B:saw] the castle [C:because] it [D:was closed].', 'B', 'see', 'After didn’t, the verb is in the base form: didn’t see.'),
        rewrite('Same meaning', { original: 'My trip to Lisbon was in 2021.', prompt: 'WENT', start: 'I', end: 'Lisbon in 2021.' }, 'went to', 'A finished action at a known time: I went to Lisbon in 2021.'),
        match('Time words', [['I met her', 'two weeks ago.'], ['They moved house', 'last year.'], ['Did you call', 'the hotel yesterday?']], 'Ago, last and yesterday go with the past simple.'),
      ],
    },
    {
      key: 'demo-grammar-g1-u3',
      topic: 'Countable and uncountable nouns',
      description: 'A, some, any, much and many.',
      point: {
        title: 'Counting things',
        bodyHtml:
          '<p><strong>Countable</strong> nouns have a plural: one apple, two <strong>apples</strong>. <strong>Uncountable</strong> nouns have no plural: <em>rice</em>, <em>advice</em>, <em>information</em>.</p><ul><li>Use <strong>some</strong> in positive sentences: There is some milk.</li><li>Use <strong>any</strong> in questions and negatives: Are there any eggs? We haven’t got any bread.</li><li><strong>many</strong> + plural countable; <strong>much</strong> + uncountable: many chairs, much time.</li></ul>',
      },
      words: [
        ['ingredient', 'noun', 'one of the foods used to make a dish', 'Flour is the main ingredient of bread.'],
        ['recipe', 'noun', 'instructions for cooking a dish', 'This soup recipe is very easy.'],
        ['advice', 'noun', 'an opinion about what someone should do', 'My aunt gave me some useful advice.'],
        ['furniture', 'noun', 'tables, chairs, beds and similar things', 'They bought new furniture for the flat.'],
        ['loaf', 'noun', 'bread baked in one piece', 'Could you buy a loaf on your way home?'],
        ['plenty', 'pronoun', 'a large amount; more than enough', 'Don’t hurry, we have plenty of time.'],
        ['spoonful', 'noun', 'the amount a spoon holds', 'Add a spoonful of sugar.'],
        ['amount', 'noun', 'how much there is of something', 'A small amount of salt is enough.'],
      ],
      exercises: [
        choose('Some or any', 'Is there ______ juice in the fridge?', ['some', 'any', 'many', 'a'], 1, 'Questions usually take any: Is there any juice?'),
        choose('Much or many', 'How ______ apples do we need for the pie?', ['much', 'many', 'any', 'lot'], 1, 'Apples are countable: how many.'),
        choose('Uncountable', 'Can you give me some ______ about the course?', ['informations', 'information', 'an information', 'informationes'], 1, 'Information is uncountable: no -s and no a / an.'),
        gap('Negatives', 'We haven’t got [[1]] bread left.', 'any', 'Negatives take any.'),
        gap('Quantity', 'There isn’t [[1]] time before the train leaves.', 'much', 'Time is uncountable: much time.'),
        spot('Find the mistake', 'She [A:gave] me [B:some] [C:good] [D:advices].', 'D', 'advice', 'Advice is uncountable and has no plural.'),
        rewrite('Same meaning', { original: 'There are a lot of eggs in the basket.', prompt: 'MANY', start: 'There are', end: 'eggs in the basket.' }, 'many', 'Eggs are countable: many eggs.'),
        match('Containers', [['a loaf of', 'bread'], ['a bottle of', 'water'], ['a piece of', 'furniture']], 'Uncountable nouns are counted with a word for a container or a part.'),
      ],
    },
  ],
};
