import type { DemoReadingCourse } from '@lexam/db';

/**
 * A tiny reading course of the demo data's shape (original text written for this project), for the
 * tests and, until the full demo data (packages/db/src/seed/reading-course) is connected, for the
 * demo seed: one lesson per source, three passages, a few words and practice questions.
 */
export const tinyReadingCourse: DemoReadingCourse = {
  introductionHtml:
    '<h2>Read, look up, practise</h2><p>Each lesson holds short passages. Tap a <strong>highlighted word</strong> for its meaning, then answer the practice questions and check them.</p><ul><li>Cambridge-style lessons build one skill at a time.</li><li>Real-test lessons mix the question types.</li></ul>',
  sources: {
    cambridge: [
      {
        name: 'Skimming for the main idea',
        description: 'Read quickly for what a passage is about before reading for detail.',
        passages: [
          {
            title: 'The rooftop gardens of Calder',
            summary: 'How a small town turned its flat roofs into vegetable gardens.',
            bodyHtml:
              '<h2>The rooftop gardens of Calder</h2><p data-paragraph="A">In the small town of Calder, almost every flat roof now grows vegetables. The scheme began when a retired engineer showed that a light layer of soil would not harm the buildings.</p><p data-paragraph="B">Volunteers carry compost up the stairs each spring. The harvest is shared, and the surplus is sold at a weekly market whose profits pay for seeds.</p><script>alert(1)</script>',
            vocabulary: [
              { term: 'scheme', partOfSpeech: 'noun', meaning: 'an organised plan for doing something', translations: { fr: 'projet', vn: 'kế hoạch', cn: '计划', ar: 'مشروع' }, pronunciation: '/skiːm/', example: 'The town started a scheme to plant more trees.' },
              { term: 'surplus', partOfSpeech: 'noun', meaning: 'an amount that is more than what is needed', translations: { fr: 'excédent', vn: 'phần dư', cn: '剩余', ar: 'فائض' }, pronunciation: '/ˈsɜːpləs/', example: 'The farm sold its surplus to the neighbours.' },
              { term: 'compost', partOfSpeech: 'noun', meaning: 'decayed plants used to make soil richer', translations: { fr: 'compost', vn: 'phân ủ', cn: '堆肥', ar: 'سماد' }, pronunciation: '/ˈkɒmpɒst/', example: 'She mixed compost into the flower beds.' },
            ],
            practice: [
              {
                type: 'true-false-not-given',
                content: { instruction: 'Do the statements agree with the passage? Choose TRUE, FALSE or NOT GIVEN.', statements: [{ id: '1', text: 'The scheme was started by a retired engineer.' }, { id: '2', text: 'The gardens are watered by rain alone.' }] },
                key: { answers: { '1': 'true', '2': 'not-given' } },
                explanation: 'Paragraph A names the engineer who showed the roofs were safe; watering is never mentioned.',
                evidence: 'a retired engineer showed',
              },
              {
                type: 'multiple-choice-one',
                content: { instruction: 'Choose the correct letter, A, B or C.', prompt: 'What pays for the seeds?', options: [{ id: 'A', text: 'a grant from the town' }, { id: 'B', text: 'the profits of a market' }, { id: 'C', text: 'the volunteers themselves' }] },
                key: { correct: 'B' },
                explanation: 'Paragraph B: the surplus is sold at a weekly market whose profits pay for seeds.',
              },
              {
                type: 'completion',
                content: { variant: 'sentence', instruction: 'Complete the sentence. Write ONE WORD ONLY.', body: 'Each spring, volunteers carry [[1]] up to the roofs.' },
                key: { answers: { '1': 'compost' } },
                explanation: 'Paragraph B: volunteers carry compost up the stairs each spring.',
              },
            ],
          },
          {
            title: 'A library without walls',
            summary: 'Books left on benches for anyone to take.',
            bodyHtml: '<p>In one city park, people leave books on benches for strangers. A note inside each asks the reader to pass it on.</p>',
            vocabulary: [{ term: 'stranger', partOfSpeech: 'noun', meaning: 'a person you do not know', translations: { fr: 'inconnu', vn: 'người lạ', cn: '陌生人', ar: 'غريب' }, pronunciation: '/ˈstreɪndʒə/', example: 'A stranger asked me the way.' }],
            practice: [
              {
                type: 'multiple-choice-one',
                content: { prompt: 'Where are the books left?', options: [{ id: 'A', text: 'on benches' }, { id: 'B', text: 'in shops' }] },
                key: { correct: 'A' },
                explanation: 'The passage says people leave books on benches.',
              },
            ],
          },
        ],
      },
    ],
    realTest: [
      {
        name: 'Mixed practice 1',
        description: 'A passage with several question types, as in the test.',
        passages: [
          {
            title: 'Night trains return',
            summary: 'Why sleeper trains are popular again.',
            bodyHtml: '<p>Sleeper trains are running again on routes that were closed a decade ago, as travellers look for ways to cross the continent without flying.</p>',
            vocabulary: [{ term: 'decade', partOfSpeech: 'noun', meaning: 'a period of ten years', translations: { fr: 'décennie', vn: 'thập kỷ', cn: '十年', ar: 'عقد' }, pronunciation: '/ˈdekeɪd/', example: 'Prices have doubled in a decade.' }],
            practice: [
              {
                type: 'true-false-not-given',
                content: { statements: [{ id: '1', text: 'The routes were closed ten years ago.' }] },
                key: { answers: { '1': 'true' } },
                explanation: 'A decade is ten years.',
              },
            ],
          },
        ],
      },
    ],
  },
};
