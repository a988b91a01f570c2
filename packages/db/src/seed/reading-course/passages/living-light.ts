import { choice, gap, shortAnswer, trueFalse } from '../practice';
import type { DemoPassage } from '../types';

/** Science: bioluminescence in the deep ocean (invented figures where needed). */
export const livingLight: DemoPassage = {
  title: 'Living Light: Bioluminescence in the Deep Ocean',
  summary: 'Why so many deep-sea animals make their own light, how they use it, and what laboratories have learned from it.',
  bodyHtml: [
    '<p data-paragraph="A">Below a depth of about 200 metres, sunlight fades so quickly that the ocean becomes a world of near-total darkness. Yet this darkness is far from empty of light. Scientists now estimate that roughly three-quarters of the animals living between 200 and 1,000 metres are able to produce light of their own, a phenomenon known as <strong>bioluminescence</strong>. For a long time, the glow of these creatures was regarded as a curiosity. Today, it is seen as one of the most widespread forms of communication on the planet.</p>',
    '<p data-paragraph="B">The chemistry behind the glow is surprisingly simple. In most cases, a molecule called luciferin reacts with oxygen, and the reaction is speeded up by an enzyme. The energy released escapes not as heat but as light, which is why bioluminescence is often described as <em>cold light</em>. Most marine species emit blue or blue-green light, because these wavelengths travel furthest through seawater. A few fish, however, produce red light, which most of their prey cannot detect, allowing them to hunt almost unseen.</p>',
    '<p data-paragraph="C">Animals use their light in a variety of ways. Some use it to deter predators: certain shrimp, when attacked, release a cloud of glowing fluid that distracts the attacker while the shrimp escapes into the dark. Others use light as bait. The anglerfish dangles a luminous lure in front of its mouth and waits for smaller fish to approach. Perhaps the most ingenious strategy is counter-illumination, in which an animal lights up its underside to match the faint light coming from above, so that its silhouette disappears when seen from below.</p>',
    '<p data-paragraph="D">Studying these behaviours has never been easy. Many deep-sea animals are fragile, and they are frequently damaged when they are brought to the surface in nets. Moreover, the bright lamps of research submarines may scare away the very creatures that researchers hope to observe. In the last two decades, however, engineers have developed cameras that are sensitive enough to record in extremely dim red light, which most deep-sea animals cannot see. Footage from these cameras has revealed that some jellyfish emit light in complex patterns, and one research team has suggested that each pattern may act as a kind of signature.</p>',
    '<p data-paragraph="E">Bioluminescence has also found uses far from the ocean. The light-producing genes of marine organisms are now routinely inserted into cells in laboratories, where the glow indicates whether a particular gene is active. In medical research, this technique allows scientists to follow the spread of an infection in living tissue without the need for surgery. Some designers have even proposed using glowing bacteria to light buildings, although current prototypes produce only a faint light and would need considerable improvement to be practical.</p>',
    '<p data-paragraph="F">Despite these advances, much remains unknown. Researchers believe that bioluminescence has evolved independently more than ninety times, which suggests that the ability to make light offers a powerful advantage in the dark. Understanding why, and how, it evolved so often is one of the questions that will keep marine biologists busy for years to come.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'phenomenon', partOfSpeech: 'noun', meaning: 'something that happens or exists, especially something unusual that people study', translations: { fr: 'phénomène', vn: 'hiện tượng', cn: '现象', ar: 'ظاهرة' }, pronunciation: '/fəˈnɒmɪnən/', example: 'Fog on this coast is a common phenomenon in early summer.' },
    { term: 'widespread', partOfSpeech: 'adjective', meaning: 'found or happening in many places or among many people', translations: { fr: 'répandu', vn: 'phổ biến, lan rộng', cn: '广泛的', ar: 'واسع الانتشار' }, pronunciation: '/ˈwaɪdspred/', example: 'Mobile payments have become widespread in the region.' },
    { term: 'enzyme', partOfSpeech: 'noun', meaning: 'a substance made by living things that makes a chemical reaction happen faster', translations: { fr: 'enzyme', vn: 'enzym', cn: '酶', ar: 'إنزيم' }, pronunciation: '/ˈenzaɪm/', example: 'This enzyme helps the body break down sugar.' },
    { term: 'emit', partOfSpeech: 'verb', meaning: 'to send out light, heat, sound or gas', translations: { fr: 'émettre', vn: 'phát ra', cn: '发出', ar: 'يُصدِر' }, pronunciation: '/iˈmɪt/', example: 'The old lamp emits a soft yellow light.' },
    { term: 'deter', partOfSpeech: 'verb', meaning: 'to make someone or something decide not to do something', translations: { fr: 'dissuader', vn: 'ngăn cản, răn đe', cn: '威慑，阻止', ar: 'يَردع' }, pronunciation: '/dɪˈtɜː/', example: 'Bright lights at night can deter thieves.' },
    { term: 'lure', partOfSpeech: 'noun', meaning: 'something used to attract an animal so that it can be caught', translations: { fr: 'leurre, appât', vn: 'mồi nhử', cn: '诱饵', ar: 'طُعم' }, pronunciation: '/lʊə/', example: 'The fisherman tied a bright lure to the end of his line.' },
    { term: 'ingenious', partOfSpeech: 'adjective', meaning: 'very clever and original', translations: { fr: 'ingénieux', vn: 'khéo léo, tài tình', cn: '巧妙的', ar: 'بارع' }, pronunciation: '/ɪnˈdʒiːniəs/', example: 'She found an ingenious way to carry water without a bucket.' },
    { term: 'fragile', partOfSpeech: 'adjective', meaning: 'easily broken or damaged', translations: { fr: 'fragile', vn: 'dễ vỡ, mỏng manh', cn: '易碎的，脆弱的', ar: 'هَشّ' }, pronunciation: '/ˈfrædʒaɪl/', example: 'Pack the glasses carefully because they are fragile.' },
    { term: 'routinely', partOfSpeech: 'adverb', meaning: 'as a normal, regular part of doing something', translations: { fr: 'couramment, systématiquement', vn: 'thường xuyên, theo thông lệ', cn: '例行地，常规地', ar: 'بشكل روتيني' }, pronunciation: '/ruːˈtiːnli/', example: 'Visitors are routinely asked to show their tickets twice.' },
    { term: 'prototype', partOfSpeech: 'noun', meaning: 'the first model of something, made to test it before it is produced', translations: { fr: 'prototype', vn: 'nguyên mẫu', cn: '原型，样机', ar: 'نموذج أوّلي' }, pronunciation: '/ˈprəʊtətaɪp/', example: 'The team tested a prototype of the new bicycle for six months.' },
    { term: 'evolved', partOfSpeech: 'verb', meaning: 'developed gradually over a long period of time (past of evolve)', translations: { fr: 'a évolué', vn: 'đã tiến hoá', cn: '进化了，演变了', ar: 'تطوَّر' }, pronunciation: '/iˈvɒlvd/', example: 'Birds evolved from small dinosaurs millions of years ago.' },
  ],
  practice: [
    trueFalse({
      statement: 'Most of the animals living between 200 and 1,000 metres can produce light.',
      answer: 'true',
      explanation: 'TRUE. Paragraph A says "roughly three-quarters of the animals living between 200 and 1,000 metres are able to produce light of their own"; three-quarters is most of them.',
      evidence: 'roughly three-quarters of the animals living between 200 and 1,000 metres are able to produce light of their own',
    }),
    trueFalse({
      statement: 'The chemical reaction behind bioluminescence gives off a lot of heat.',
      answer: 'false',
      explanation: 'FALSE. Paragraph B says "The energy released escapes not as heat but as light", which is why it is called cold light.',
      evidence: 'The energy released escapes not as heat but as light',
    }),
    trueFalse({
      statement: 'The first cameras able to film in dim red light were paid for by a university.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. Paragraph D only says that "engineers have developed cameras that are sensitive enough to record in extremely dim red light"; it says nothing about who paid for them.',
      evidence: 'engineers have developed cameras that are sensitive enough to record in extremely dim red light',
    }),
    choice({
      prompt: 'What is the purpose of counter-illumination?',
      options: ['to attract smaller fish', 'to hide the shape of an animal from below', 'to warn other animals of danger', 'to signal to a partner'],
      correct: 'B',
      explanation: 'B. In paragraph C, the animal lights its underside "so that its silhouette disappears when seen from below". Attracting fish (A) is what the anglerfish\'s lure does.',
      evidence: 'so that its silhouette disappears when seen from below',
    }),
    gap({
      sentence: 'In laboratories, the glow shows whether a particular [[1]] is active.',
      answer: 'gene',
      limit: 'ONE WORD ONLY',
      explanation: 'gene. Paragraph E: "the glow indicates whether a particular gene is active".',
      evidence: 'the glow indicates whether a particular gene is active',
    }),
    shortAnswer({
      question: 'How many times do researchers believe bioluminescence has evolved independently?',
      answer: '(more than) ninety',
      limit: 'NO MORE THAN THREE WORDS AND/OR A NUMBER',
      explanation: 'More than ninety. Paragraph F: "bioluminescence has evolved independently more than ninety times".',
      evidence: 'bioluminescence has evolved independently more than ninety times',
    }),
  ],
};
