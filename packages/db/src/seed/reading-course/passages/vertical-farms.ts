import { choice, gap, shortAnswer, trueFalse } from '../practice';
import type { DemoPassage } from '../types';

/** Technology and environment: vertical farms (the farm described and its figures are invented). */
export const verticalFarms: DemoPassage = {
  title: 'Farming Upwards: The Promise and Limits of Vertical Farms',
  summary: 'Indoor farms stacked in layers save water and transport but depend on costly energy, so they are likely to complement rather than replace fields.',
  bodyHtml: [
    '<p>In a converted warehouse on the edge of a large city, lettuces grow in trays stacked twelve levels high. There is no soil and no sunlight; the roots of the plants hang in a shallow stream of water enriched with nutrients, and rows of LED lamps glow pink above them. This is a vertical farm, and its supporters believe that buildings like it could change the way cities are fed.</p>',
    '<p>The advantages are easy to list. Because conditions indoors are controlled, crops can be grown all year round, regardless of drought, frost or storms. Pests are rare, so pesticides are seldom needed. Water that is not taken up by the plants is collected and reused, and operators claim that their farms use up to 95 per cent less water than conventional fields for the same quantity of leafy greens. Since the farms can be placed close to shops and restaurants, produce can reach customers within hours of being harvested, reducing both transport costs and waste.</p>',
    '<p>The main obstacle is energy. In a field, sunlight is free; in a vertical farm, every unit of light must be paid for. Lighting typically accounts for the largest share of running costs, followed by the air conditioning needed to remove the heat produced by the lamps. When electricity prices rose sharply a few years ago, a number of well-funded vertical farming companies were forced to close or to cut back their operations.</p>',
    '<p>The range of crops is also narrow. Leafy greens and herbs are well suited to indoor growing: they are small, grow quickly and can be sold at high prices. Staple crops such as wheat, rice and potatoes, which provide most of the calories the world eats, are a different matter. They need much more space and light per kilogram of food, and growing them indoors would cost many times more than growing them outdoors. For the foreseeable future, vertical farms are therefore unlikely to replace traditional agriculture.</p>',
    '<p>Researchers are working on ways to improve the economics. More efficient lamps now turn a greater proportion of electricity into light, and experiments with the colour and timing of lighting suggest that some plants can grow just as well with fewer hours of light per day. Some farms have been built next to power stations or data centres so that they can use waste heat. Others are experimenting with growing strawberries and tomatoes, which sell for higher prices than lettuce.</p>',
    '<p>Vertical farming is perhaps best understood not as a replacement for fields but as a complement to them. In cities with little farmland, or in regions where the climate makes outdoor growing difficult, it may provide a reliable supply of fresh vegetables. Whether it becomes more than a niche will depend largely on the price of clean energy.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'converted', partOfSpeech: 'adjective', meaning: 'changed so that it can be used for a different purpose', translations: { fr: 'reconverti, aménagé', vn: 'được cải tạo, chuyển đổi', cn: '改建的', ar: 'مُحوَّل' }, pronunciation: '/kənˈvɜːtɪd/', example: 'They live in a converted railway station.' },
    { term: 'nutrients', partOfSpeech: 'noun', meaning: 'substances that plants or animals need in order to live and grow', translations: { fr: 'nutriments', vn: 'chất dinh dưỡng', cn: '养分，营养物', ar: 'مُغذّيات' }, pronunciation: '/ˈnjuːtriənts/', example: 'Tomatoes take a lot of nutrients from the soil.' },
    { term: 'regardless of', partOfSpeech: 'phrase', meaning: 'without being affected by something', translations: { fr: 'indépendamment de', vn: 'bất kể', cn: '不管，不论', ar: 'بغضّ النظر عن' }, pronunciation: '/rɪˈɡɑːdləs əv/', example: 'The match will go ahead regardless of the weather.' },
    { term: 'pesticides', partOfSpeech: 'noun', meaning: 'chemicals used to kill insects and other pests that harm crops', translations: { fr: 'pesticides', vn: 'thuốc trừ sâu', cn: '杀虫剂，农药', ar: 'مبيدات الآفات' }, pronunciation: '/ˈpestɪsaɪdz/', example: 'The farm stopped using pesticides ten years ago.' },
    { term: 'conventional', partOfSpeech: 'adjective', meaning: 'usual or traditional', translations: { fr: 'conventionnel, classique', vn: 'thông thường, truyền thống', cn: '传统的，常规的', ar: 'تقليدي' }, pronunciation: '/kənˈvenʃənl/', example: 'Electric cars are quieter than conventional ones.' },
    { term: 'obstacle', partOfSpeech: 'noun', meaning: 'something that makes it difficult to do or achieve something', translations: { fr: 'obstacle', vn: 'trở ngại', cn: '障碍', ar: 'عَقَبة' }, pronunciation: '/ˈɒbstəkl/', example: 'Cost is the biggest obstacle to studying abroad.' },
    { term: 'staple', partOfSpeech: 'adjective', meaning: 'basic and eaten or used regularly by most people', translations: { fr: 'de base', vn: 'chủ yếu, thiết yếu', cn: '主要的，基本的（食物）', ar: 'أساسي' }, pronunciation: '/ˈsteɪpl/', example: 'Rice is a staple food in much of Asia.' },
    { term: 'foreseeable', partOfSpeech: 'adjective', meaning: 'able to be known or expected; for the foreseeable future: for as long as we can predict', translations: { fr: 'prévisible', vn: 'có thể thấy trước', cn: '可预见的', ar: 'منظور، متوقَّع' }, pronunciation: '/fɔːˈsiːəbl/', example: 'Prices are likely to stay high for the foreseeable future.' },
    { term: 'efficient', partOfSpeech: 'adjective', meaning: 'working well without wasting time, money or energy', translations: { fr: 'efficace, performant', vn: 'hiệu quả', cn: '高效的', ar: 'كفء، فعّال' }, pronunciation: '/ɪˈfɪʃnt/', example: 'The new boiler is far more efficient than the old one.' },
    { term: 'complement', partOfSpeech: 'noun', meaning: 'something that goes well with something else and improves it', translations: { fr: 'complément', vn: 'sự bổ sung', cn: '补充', ar: 'مُكمِّل' }, pronunciation: '/ˈkɒmplɪmənt/', example: 'Online lessons are a useful complement to classroom teaching.' },
    { term: 'niche', partOfSpeech: 'noun', meaning: 'a small area of business or activity that only a few people are interested in', translations: { fr: 'niche', vn: 'thị trường ngách', cn: '小众市场，利基', ar: 'مجال متخصِّص ضيّق' }, pronunciation: '/niːʃ/', example: 'Handmade bicycles are still a niche in the cycling market.' },
  ],
  practice: [
    trueFalse({
      statement: 'The lettuces in the warehouse are grown without soil.',
      answer: 'true',
      explanation: 'TRUE. The first paragraph says "There is no soil and no sunlight".',
      evidence: 'There is no soil and no sunlight',
    }),
    trueFalse({
      statement: 'Vertical farms need more pesticides than ordinary farms.',
      answer: 'false',
      explanation: 'FALSE. The second paragraph says "Pests are rare, so pesticides are seldom needed".',
      evidence: 'Pests are rare, so pesticides are seldom needed',
    }),
    shortAnswer({
      question: 'What usually makes up the largest part of the running costs of a vertical farm?',
      answer: 'lighting',
      limit: 'ONE WORD ONLY',
      explanation: 'lighting. The third paragraph: "Lighting typically accounts for the largest share of running costs".',
      evidence: 'Lighting typically accounts for the largest share of running costs',
    }),
    choice({
      prompt: 'Why are staple crops such as wheat not grown in vertical farms?',
      options: ['They grow too quickly indoors.', 'They need too much space and light for the food they produce.', 'They can only be sold at low prices to restaurants.', 'They are easily damaged by pests indoors.'],
      correct: 'B',
      explanation: 'B. The fourth paragraph says staple crops "need much more space and light per kilogram of food".',
      evidence: 'They need much more space and light per kilogram of food',
    }),
    gap({
      sentence: 'Some vertical farms are built next to power stations or data centres so that they can use [[1]].',
      answer: 'waste heat',
      explanation: 'waste heat. The fifth paragraph: some farms were built there "so that they can use waste heat".',
      evidence: 'so that they can use waste heat',
    }),
    trueFalse({
      statement: 'Strawberries grown in vertical farms taste sweeter than those grown outdoors.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. The fifth paragraph only says some farms "are experimenting with growing strawberries and tomatoes", because they sell for higher prices; their taste is not mentioned.',
      evidence: 'are experimenting with growing strawberries and tomatoes',
    }),
  ],
};
