import { choice, gap, shortAnswer, trueFalse } from '../practice';
import type { DemoPassage } from '../types';

/** History: the nineteenth-century trade in natural ice (general history, no real names or quotes). */
export const iceTrade: DemoPassage = {
  title: 'Before the Refrigerator: The Trade in Natural Ice',
  summary: 'How ice cut from frozen lakes was stored, shipped and sold in the nineteenth century, and why the trade disappeared.',
  bodyHtml: [
    '<p data-paragraph="A">Long before the electric refrigerator became an ordinary household object, people in cold climates had found a way to sell winter itself. In the nineteenth century, ice cut from frozen lakes and rivers in northern regions was stored, shipped and sold in cities and ports thousands of kilometres away. At its height, the natural ice trade employed tens of thousands of workers and was one of the more surprising industries of the age.</p>',
    '<p data-paragraph="B">The harvest took place in the coldest weeks of the year, once the ice had reached a thickness of at least thirty centimetres. Workers first cleared the snow from the surface, because snow acts as an insulator and slows the freezing of the water beneath. The ice was then marked out in a grid by a horse-drawn cutter and sawn into large blocks, each of which could weigh more than a hundred kilograms. The blocks were floated along channels to the shore and lifted into tall wooden ice houses.</p>',
    '<p data-paragraph="C">Keeping the ice frozen for months was the central technical problem. Early merchants lost a large share of every cargo to melting, and several went out of business as a result. The solution was insulation. Ice houses were built with double walls, and the space between them was packed with sawdust, a waste product of the timber industry that could be bought cheaply. Blocks were stacked tightly together, because a solid mass of ice melts far more slowly than separate pieces. With these methods, losses during storage fell to a fraction of what they had been.</p>',
    '<p data-paragraph="D">Demand grew as customers discovered what ice made possible. Fishermen could carry their catch to distant markets without it spoiling, brewers could produce beer in summer, and hospitals used ice to bring down fevers. In cities, ice was delivered to homes in small blocks and kept in an insulated wooden cabinet known as an <em>icebox</em>. For many middle-class families, a daily delivery of ice became as routine as the delivery of milk.</p>',
    '<p data-paragraph="E">The decline of the trade was gradual rather than sudden. Mechanical ice-making machines existed by the middle of the century, but early models were expensive and unreliable, and natural ice remained cheaper for decades. Two developments eventually changed this. Firstly, as cities grew, the lakes and rivers near them became polluted, and public health officials began to warn that natural ice could carry disease. Secondly, manufactured ice improved in quality and fell in price. By the early twentieth century, artificial ice had overtaken the natural product in most markets.</p>',
    '<p data-paragraph="F">Today, the ice trade is largely forgotten, but it left a lasting legacy. The insulated railway wagons and ships built to carry ice were later adapted to carry fresh meat and fruit, laying the foundations of the chain of cold stores and vehicles that now brings chilled food to supermarkets around the world.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'household', partOfSpeech: 'adjective', meaning: 'used in or belonging to a home', translations: { fr: 'ménager, domestique', vn: 'gia dụng, trong nhà', cn: '家用的', ar: 'منزلي' }, pronunciation: '/ˈhaʊshəʊld/', example: 'Bleach is a common household product that must be stored safely.' },
    { term: 'insulator', partOfSpeech: 'noun', meaning: 'a material that stops heat, cold or electricity from passing through it', translations: { fr: 'isolant', vn: 'chất cách nhiệt, chất cách điện', cn: '绝缘体，隔热材料', ar: 'عازل' }, pronunciation: '/ˈɪnsjuleɪtə/', example: 'Wool is a good insulator, so it keeps you warm in winter.' },
    { term: 'cargo', partOfSpeech: 'noun', meaning: 'the goods carried by a ship, plane or lorry', translations: { fr: 'cargaison', vn: 'hàng hoá (chở trên tàu, xe)', cn: '货物', ar: 'حمولة، بضائع' }, pronunciation: '/ˈkɑːɡəʊ/', example: 'The ship arrived late with a cargo of bananas.' },
    { term: 'insulation', partOfSpeech: 'noun', meaning: 'material used to stop heat from escaping or entering', translations: { fr: 'isolation', vn: 'sự cách nhiệt, vật liệu cách nhiệt', cn: '隔热，绝缘材料', ar: 'عَزْل' }, pronunciation: '/ˌɪnsjuˈleɪʃn/', example: 'Better insulation has cut our heating bills by a third.' },
    { term: 'spoiling', partOfSpeech: 'verb', meaning: 'becoming bad and not safe to eat (from spoil)', translations: { fr: 'se gâter, s’avarier', vn: 'bị hỏng, bị ôi thiu', cn: '变质，腐坏', ar: 'يَفسَد' }, pronunciation: '/ˈspɔɪlɪŋ/', example: 'Keep the milk in the fridge to stop it spoiling.' },
    { term: 'routine', partOfSpeech: 'adjective', meaning: 'ordinary and done regularly, not special', translations: { fr: 'habituel, de routine', vn: 'thường lệ', cn: '例行的，日常的', ar: 'روتيني' }, pronunciation: '/ruːˈtiːn/', example: 'The doctor said it was just a routine check.' },
    { term: 'gradual', partOfSpeech: 'adjective', meaning: 'happening slowly over a long period', translations: { fr: 'progressif', vn: 'dần dần, từ từ', cn: '逐渐的', ar: 'تدريجي' }, pronunciation: '/ˈɡrædʒuəl/', example: 'There has been a gradual rise in the price of bread.' },
    { term: 'unreliable', partOfSpeech: 'adjective', meaning: 'not able to be trusted to work or behave well', translations: { fr: 'peu fiable', vn: 'không đáng tin cậy', cn: '不可靠的', ar: 'غير موثوق' }, pronunciation: '/ˌʌnrɪˈlaɪəbl/', example: 'The bus service here is slow and unreliable.' },
    { term: 'overtaken', partOfSpeech: 'verb', meaning: 'become more important or successful than something else (from overtake)', translations: { fr: 'dépassé', vn: 'vượt qua', cn: '超过', ar: 'تجاوز' }, pronunciation: '/ˌəʊvəˈteɪkən/', example: 'Streaming has overtaken television as the main source of films for teenagers.' },
    { term: 'legacy', partOfSpeech: 'noun', meaning: 'something that exists because of an earlier person, event or period', translations: { fr: 'héritage', vn: 'di sản', cn: '遗产，遗留影响', ar: 'إرث' }, pronunciation: '/ˈleɡəsi/', example: 'The old canals are a legacy of the town’s industrial past.' },
    { term: 'adapted', partOfSpeech: 'verb', meaning: 'changed so as to be suitable for a new use (from adapt)', translations: { fr: 'adapté', vn: 'được điều chỉnh, cải biến', cn: '改造，改编', ar: 'مُعدَّل، تمّ تكييفه' }, pronunciation: '/əˈdæptɪd/', example: 'The old factory was adapted for use as a school.' },
  ],
  practice: [
    trueFalse({
      statement: 'Snow was removed from the frozen surface because it slowed down freezing.',
      answer: 'true',
      explanation: 'TRUE. Paragraph B: snow was cleared "because snow acts as an insulator and slows the freezing of the water beneath".',
      evidence: 'because snow acts as an insulator and slows the freezing of the water beneath',
    }),
    trueFalse({
      statement: 'Ice houses were usually built close to a railway line.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. Paragraph B says the blocks were "lifted into tall wooden ice houses" on the shore; where the houses stood in relation to railways is not mentioned.',
      evidence: 'lifted into tall wooden ice houses',
    }),
    gap({
      sentence: 'The space between the two walls of an ice house was filled with [[1]].',
      answer: 'sawdust',
      limit: 'ONE WORD ONLY',
      explanation: 'sawdust. Paragraph C: "the space between them was packed with sawdust".',
      evidence: 'the space between them was packed with sawdust',
    }),
    shortAnswer({
      question: 'What was the wooden cabinet in which ice was kept at home called?',
      answer: 'icebox',
      limit: 'ONE WORD ONLY',
      explanation: 'icebox. Paragraph D: ice was "kept in an insulated wooden cabinet known as an icebox".',
      evidence: 'kept in an insulated wooden cabinet known as an icebox',
    }),
    trueFalse({
      statement: 'Natural ice disappeared soon after ice-making machines were invented.',
      answer: 'false',
      explanation: 'FALSE. Paragraph E says "The decline of the trade was gradual rather than sudden" and "natural ice remained cheaper for decades".',
      evidence: 'The decline of the trade was gradual rather than sudden',
    }),
    choice({
      prompt: 'Which developments finally ended the natural ice trade, according to paragraph E?',
      options: ['the invention of the first ice-making machines', 'fears about polluted ice and cheaper, better manufactured ice', 'a fall in demand from hospitals and brewers', 'a series of unusually warm winters'],
      correct: 'B',
      explanation: 'B. Officials warned "that natural ice could carry disease", and "manufactured ice improved in quality and fell in price". The first machines (A) were "expensive and unreliable".',
      evidence: 'manufactured ice improved in quality and fell in price',
    }),
  ],
};
