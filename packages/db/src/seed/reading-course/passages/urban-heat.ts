import { choice, gap, shortAnswer, trueFalse } from '../practice';
import type { DemoPassage } from '../types';

/** Environment: urban heat islands and how cities cool themselves (the roof trial is invented). */
export const urbanHeat: DemoPassage = {
  title: 'Cooling the City: The Problem of Urban Heat Islands',
  summary: 'Why city centres stay hotter than the countryside, why that matters for health, and which measures can cool them.',
  bodyHtml: [
    '<p data-paragraph="A">On a still summer evening, the centre of a large city can be several degrees warmer than the farmland around it. This difference, known as the <strong>urban heat island</strong> effect, was first described in the early nineteenth century, when an amateur scientist noticed that thermometers in the city recorded higher night-time temperatures than those in nearby villages. Today, with more than half of the world\'s population living in urban areas and heatwaves becoming more frequent, the effect has become a serious concern for planners and public health authorities.</p>',
    '<p data-paragraph="B">Several factors combine to produce the extra heat. Dark surfaces such as asphalt roads and tar roofs absorb a large proportion of the sunlight that falls on them and release the stored heat slowly after sunset. Tall buildings trap this heat in the narrow spaces between them and reduce the wind that would otherwise carry it away. Vehicles, air-conditioning units and factories add further heat of their own. At the same time, cities have far fewer trees and open soil than the countryside, so less water evaporates, a process that naturally cools the air.</p>',
    '<p data-paragraph="C">The consequences are most severe at night. In rural areas, the ground loses its heat quickly after dark, giving people and animals a period of relief. In a dense city centre, temperatures may remain high until morning. Medical studies have linked hot nights to poorer sleep and to increased hospital admissions, particularly among elderly people and those with heart or lung conditions. Higher temperatures also raise demand for air conditioning, which in turn releases more heat into the streets and increases electricity consumption.</p>',
    '<p data-paragraph="D">Fortunately, many of the causes can be addressed. One of the simplest measures is to make surfaces lighter in colour. In one trial, a city painted the roofs of several hundred public buildings with reflective white coatings, and temperatures on the top floors fell by an average of 2 degrees Celsius on hot afternoons. Planting trees is another effective approach: a mature tree shades the ground beneath it and releases water vapour through its leaves, and streets lined with trees can be noticeably cooler than treeless streets nearby. Green roofs, covered with low-growing plants, provide a similar benefit while also absorbing rainwater.</p>',
    '<p data-paragraph="E">None of these solutions is without difficulties. Trees need space, water and years of care before they provide much shade, and their roots can damage pavements and pipes. Reflective surfaces can cause glare for pedestrians and drivers. Most experts agree, however, that a combination of measures, planned at the scale of whole neighbourhoods rather than individual buildings, offers the best chance of keeping cities liveable as summers grow hotter.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'amateur', partOfSpeech: 'adjective', meaning: 'doing something for pleasure, not as a paid job', translations: { fr: 'amateur', vn: 'nghiệp dư', cn: '业余的', ar: 'هاوٍ' }, pronunciation: '/ˈæmətə/', example: 'An amateur astronomer spotted the comet first.' },
    { term: 'frequent', partOfSpeech: 'adjective', meaning: 'happening often', translations: { fr: 'fréquent', vn: 'thường xuyên', cn: '频繁的', ar: 'متكرِّر' }, pronunciation: '/ˈfriːkwənt/', example: 'Power cuts were frequent during the storm season.' },
    { term: 'absorb', partOfSpeech: 'verb', meaning: 'to take in heat, light or liquid', translations: { fr: 'absorber', vn: 'hấp thụ', cn: '吸收', ar: 'يمتصّ' }, pronunciation: '/əbˈzɔːb/', example: 'Black clothes absorb more heat than white ones.' },
    { term: 'evaporates', partOfSpeech: 'verb', meaning: 'changes from a liquid into a gas (from evaporate)', translations: { fr: 's’évapore', vn: 'bốc hơi', cn: '蒸发', ar: 'يتبخَّر' }, pronunciation: '/ɪˈvæpəreɪts/', example: 'Sea water evaporates and leaves the salt behind.' },
    { term: 'severe', partOfSpeech: 'adjective', meaning: 'very serious or bad', translations: { fr: 'grave, sévère', vn: 'nghiêm trọng', cn: '严重的', ar: 'شديد' }, pronunciation: '/sɪˈvɪə/', example: 'The region suffered a severe drought last year.' },
    { term: 'relief', partOfSpeech: 'noun', meaning: 'a pleasant feeling when something unpleasant stops', translations: { fr: 'soulagement', vn: 'sự nhẹ nhõm, sự giải toả', cn: '缓解，宽慰', ar: 'ارتياح' }, pronunciation: '/rɪˈliːf/', example: 'The cool breeze brought some relief from the heat.' },
    { term: 'dense', partOfSpeech: 'adjective', meaning: 'with a lot of people or buildings close together', translations: { fr: 'dense', vn: 'dày đặc, đông đúc', cn: '密集的', ar: 'كثيف' }, pronunciation: '/dens/', example: 'The old town has a dense network of narrow streets.' },
    { term: 'admissions', partOfSpeech: 'noun', meaning: 'the times people are taken into hospital for treatment', translations: { fr: 'admissions, hospitalisations', vn: 'số ca nhập viện', cn: '入院（人数）', ar: 'حالات الدخول إلى المستشفى' }, pronunciation: '/ədˈmɪʃnz/', example: 'Admissions for breathing problems rise every winter.' },
    { term: 'consumption', partOfSpeech: 'noun', meaning: 'the amount of energy, food or goods that is used', translations: { fr: 'consommation', vn: 'sự tiêu thụ', cn: '消耗，消费', ar: 'استهلاك' }, pronunciation: '/kənˈsʌmpʃn/', example: 'New fridges have a much lower energy consumption.' },
    { term: 'reflective', partOfSpeech: 'adjective', meaning: 'sending back light or heat from its surface', translations: { fr: 'réfléchissant', vn: 'phản quang, phản xạ', cn: '反光的', ar: 'عاكس' }, pronunciation: '/rɪˈflektɪv/', example: 'Cyclists should wear a reflective jacket at night.' },
    { term: 'glare', partOfSpeech: 'noun', meaning: 'strong, bright light that hurts your eyes', translations: { fr: 'éblouissement', vn: 'ánh chói', cn: '刺眼的光', ar: 'وَهَج' }, pronunciation: '/ɡleə/', example: 'The glare from the snow made it hard to see.' },
    { term: 'liveable', partOfSpeech: 'adjective', meaning: 'pleasant or suitable to live in', translations: { fr: 'vivable', vn: 'đáng sống', cn: '宜居的', ar: 'صالح للعيش' }, pronunciation: '/ˈlɪvəbl/', example: 'Parks and quiet streets make a city more liveable.' },
  ],
  practice: [
    trueFalse({
      statement: 'The urban heat island effect was first described by a professional scientist.',
      answer: 'false',
      explanation: 'FALSE. Paragraph A says it was "first described in the early nineteenth century, when an amateur scientist noticed" the difference.',
      evidence: 'an amateur scientist noticed that thermometers in the city recorded higher night-time temperatures',
    }),
    choice({
      prompt: 'According to paragraph B, why does less water evaporate in cities?',
      options: ['Roads and roofs are dark.', 'There are fewer trees and less open soil.', 'Tall buildings block the wind.', 'Vehicles and factories produce heat.'],
      correct: 'B',
      explanation: 'B. Paragraph B: "cities have far fewer trees and open soil than the countryside, so less water evaporates". The other options are causes of heat, not of less evaporation.',
      evidence: 'cities have far fewer trees and open soil than the countryside, so less water evaporates',
    }),
    trueFalse({
      statement: 'Hot nights have been linked to more people being taken into hospital.',
      answer: 'true',
      explanation: 'TRUE. Paragraph C: "Medical studies have linked hot nights to poorer sleep and to increased hospital admissions".',
      evidence: 'Medical studies have linked hot nights to poorer sleep and to increased hospital admissions',
    }),
    gap({
      sentence: 'After the roofs were painted white, top-floor temperatures fell by an average of [[1]] on hot afternoons.',
      answer: '2 degrees (Celsius)',
      limit: 'NO MORE THAN TWO WORDS AND/OR A NUMBER',
      explanation: '2 degrees (Celsius). Paragraph D: "temperatures on the top floors fell by an average of 2 degrees Celsius on hot afternoons".',
      evidence: 'temperatures on the top floors fell by an average of 2 degrees Celsius on hot afternoons',
    }),
    shortAnswer({
      question: 'What does a mature tree release through its leaves?',
      answer: 'water vapour/vapor',
      limit: 'NO MORE THAN TWO WORDS',
      explanation: 'water vapour. Paragraph D: a mature tree "releases water vapour through its leaves".',
      evidence: 'releases water vapour through its leaves',
    }),
    trueFalse({
      statement: 'Green roofs cost less to build than reflective roofs.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. Paragraph D says "Green roofs, covered with low-growing plants, provide a similar benefit while also absorbing rainwater", but the cost of either kind of roof is not compared.',
      evidence: 'Green roofs, covered with low-growing plants, provide a similar benefit while also absorbing rainwater',
    }),
  ],
};
