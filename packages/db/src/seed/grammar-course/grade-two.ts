import { choose, gap, match, rewrite, spot, type DemoGrammarGrade } from './helpers';

/** Grade 2 of the demo grammar course: original text written for Lexam. */
export const DEMO_GRAMMAR_GRADE_TWO: DemoGrammarGrade = {
  key: 'demo-grammar-grade-2',
  title: 'Grade 2: Building up',
  description: 'Linking past and present, conditions and the passive.',
  units: [
    {
      key: 'demo-grammar-g2-u1',
      topic: 'Present perfect',
      description: 'Experiences and changes that matter now.',
      point: {
        title: 'Have / has + past participle',
        bodyHtml:
          '<p>We use the present perfect for <strong>experiences</strong> (no time given) and past actions with a <strong>result now</strong>.</p><ul><li>I <strong>have visited</strong> Japan twice.</li><li>She <strong>has lost</strong> her keys, so she can’t get in.</li></ul><p>Use <em>for</em> with a period (for three years) and <em>since</em> with a starting point (since 2020). With a finished time (<em>yesterday</em>), use the past simple instead.</p>',
      },
      words: [
        ['achievement', 'noun', 'something good you succeeded in doing', 'Finishing the marathon was a real achievement.'],
        ['already', 'adverb', 'before now, or sooner than expected', 'I have already sent the email.'],
        ['yet', 'adverb', 'until now (in questions and negatives)', 'Have you eaten yet?'],
        ['experience', 'noun', 'something that happened to you', 'Living abroad was a great experience.'],
        ['recently', 'adverb', 'not long ago', 'They have recently opened a new library.'],
        ['improve', 'verb', 'to become or make better', 'Your pronunciation has improved a lot.'],
        ['abroad', 'adverb', 'in or to another country', 'Have you ever worked abroad?'],
        ['career', 'noun', 'the jobs you do over your working life', 'He has had a long career in music.'],
      ],
      exercises: [
        choose('Experiences', 'I ______ sushi, but I would like to try it.', ['never eat', 'have never eaten', 'never ate', 'has never eaten'], 1, 'An experience up to now, with no time given: have never eaten.'),
        choose('For or since', 'We have lived in this flat ______ 2019.', ['for', 'since', 'from', 'ago'], 1, 'Since goes with a starting point: since 2019.'),
        choose('Finished time', 'She ______ the report yesterday.', ['has finished', 'finished', 'have finished', 'has finish'], 1, 'Yesterday is a finished time, so the past simple is used.'),
        gap('Has or have', 'My brother [[1]] just passed his driving test.', 'has', 'My brother is he: has + past participle.'),
        gap('Participle', 'Have you ever [[1]] (write) a poem?', 'written', 'The past participle of write is written.'),
        spot('Find the mistake', 'I [A:have seen] that film [B:last] [C:week] with [D:my cousin].', 'A', 'saw', 'Last week is a finished time: use the past simple, saw.'),
        rewrite('Same meaning', { original: 'I started learning the piano three years ago.', prompt: 'FOR', start: 'I have', end: 'three years.' }, '(been) learning the piano for', 'A situation that began in the past and continues now: I have been learning the piano for three years.'),
        match('Already, yet, just', [['Have you finished', 'your project yet?'], ['The film has', 'just started.'], ['I have already', 'booked the tickets.']], 'Yet goes at the end of questions; just and already go before the participle.'),
      ],
    },
    {
      key: 'demo-grammar-g2-u2',
      topic: 'First and second conditionals',
      description: 'Real and imagined situations.',
      point: {
        title: 'If clauses',
        bodyHtml:
          '<p>The <strong>first conditional</strong> talks about a real possibility: <em>If it <strong>rains</strong>, we <strong>will stay</strong> at home.</em></p><p>The <strong>second conditional</strong> talks about an imagined or unlikely situation: <em>If I <strong>had</strong> more time, I <strong>would learn</strong> Italian.</em></p><ul><li>First: if + present simple, will + base verb.</li><li>Second: if + past simple, would + base verb. With <em>be</em>, <em>were</em> is common for all persons: If I were you…</li></ul>',
      },
      words: [
        ['unless', 'conjunction', 'if not', 'We will miss the bus unless we hurry.'],
        ['possibility', 'noun', 'something that might happen', 'There is a possibility of snow tonight.'],
        ['imagine', 'verb', 'to form a picture in your mind', 'Imagine you could fly.'],
        ['afford', 'verb', 'to have enough money for', 'If we could afford it, we would buy a boat.'],
        ['decision', 'noun', 'a choice you make', 'It was a difficult decision.'],
        ['offer', 'noun', 'a proposal to give or do something', 'She accepted the job offer.'],
        ['condition', 'noun', 'something that must happen first', 'You can go on one condition: be home by ten.'],
        ['probably', 'adverb', 'very likely', 'It will probably be sunny tomorrow.'],
      ],
      exercises: [
        choose('First conditional', 'If you ______ now, you will catch the train.', ['leave', 'will leave', 'left', 'leaving'], 0, 'First conditional: if + present simple.'),
        choose('Second conditional', 'If I won the lottery, I ______ a house by the sea.', ['will buy', 'buy', 'would buy', 'bought'], 2, 'Second conditional: would + base verb in the main clause.'),
        choose('Were', 'If I ______ you, I would call her today.', ['am', 'were', 'will be', 'be'], 1, 'In the second conditional, were is used with I: If I were you.'),
        gap('Main clause', 'If it snows, the school [[1]] close early.', 'will', 'A real possibility: will + base verb.'),
        gap('If clause', 'If she [[1]] (have) a car, she would drive to work.', 'had', 'An imagined situation: if + past simple, had.'),
        spot('Find the mistake', 'If he [A:will study] harder, he [B:will pass] [C:the] [D:exam].', 'A', 'studies', 'The if clause of the first conditional uses the present simple, not will.'),
        rewrite('Same meaning', { original: 'We will be late if we don’t hurry.', prompt: 'UNLESS', start: 'We will be late', end: '.' }, 'unless we hurry', 'Unless means if not: unless we hurry.'),
        match('Conditions', [['If I had wings,', 'I would fly to school.'], ['If you heat ice,', 'it melts.'], ['If the shop is open,', 'I will buy some milk.']], 'Each ending matches the kind of condition: imagined, always true, or real.'),
      ],
    },
    {
      key: 'demo-grammar-g2-u3',
      topic: 'The passive voice',
      description: 'When the action matters more than who does it.',
      point: {
        title: 'Be + past participle',
        bodyHtml:
          '<p>We use the passive when the <strong>action</strong> or the <strong>thing affected</strong> is more important than who does it.</p><ul><li>Present: Coffee <strong>is grown</strong> in Brazil.</li><li>Past: The bridge <strong>was built</strong> in 1890.</li></ul><p>Form: <em>be</em> in the right tense + past participle. Add <em>by</em> to say who did it: The song was written <em>by</em> a teenager.</p>',
      },
      words: [
        ['invent', 'verb', 'to make something new for the first time', 'The telephone was invented in the 19th century.'],
        ['produce', 'verb', 'to make or grow something', 'Olive oil is produced in many countries.'],
        ['deliver', 'verb', 'to take goods or letters to a place', 'The parcels are delivered every morning.'],
        ['factory', 'noun', 'a building where goods are made', 'The cars are built in a factory in the north.'],
        ['export', 'verb', 'to sell goods to another country', 'Tea is exported all over the world.'],
        ['repair', 'verb', 'to fix something broken', 'The road was repaired last month.'],
        ['design', 'verb', 'to plan how something will look or work', 'The museum was designed by a young architect.'],
        ['translate', 'verb', 'to change words into another language', 'Her novel has been translated into ten languages.'],
      ],
      exercises: [
        choose('Present passive', 'English ______ in many countries.', ['speaks', 'is spoken', 'is speaking', 'spoke'], 1, 'Present passive: is + past participle, is spoken.'),
        choose('Past passive', 'The letters ______ yesterday.', ['were sent', 'was sent', 'sent', 'are sent'], 0, 'Letters is plural and yesterday is past: were sent.'),
        choose('By', 'The painting was made ______ a local artist.', ['from', 'with', 'by', 'of'], 2, 'By introduces who did the action in a passive sentence.'),
        gap('Participle', 'The windows are [[1]] (clean) every Friday.', 'cleaned', 'Passive: are + past participle, cleaned.'),
        gap('Was or were', 'The first cinema in our town [[1]] opened in 1925.', 'was', 'One cinema in the past: was + past participle.'),
        spot('Find the mistake', 'These shoes [A:were] [B:make] [C:in] [D:Italy].', 'B', 'made', 'The passive needs the past participle: were made.'),
        rewrite('Same meaning', { original: 'Someone stole my bike last night.', prompt: 'WAS', start: 'My bike', end: 'last night.' }, 'was stolen', 'Past passive: was + stolen.'),
        match('Who made it?', [['The light bulb', 'was improved by many inventors.'], ['Rice', 'is grown in wet fields.'], ['The letters', 'are delivered before noon.']], 'Each subject takes a passive verb that agrees with it.'),
      ],
    },
  ],
};
