import { choice, gap, trueFalse, yesNo } from '../practice';
import type { DemoPassage } from '../types';

/** Society: an opinion piece on four-day-week trials (the trial and its figures are invented). */
export const fourDayWeek: DemoPassage = {
  title: 'The Four-Day Week: A Promise Worth Testing?',
  summary: 'The writer weighs the results of four-day-week trials against their limits and argues for seeing the idea as one form of flexible work.',
  bodyHtml: [
    '<p>Few ideas about work have spread as quickly in recent years as the four-day week. The principle is simple: employees work four days instead of five, usually for the same pay, on condition that they keep up the same level of output. Supporters claim that a shorter week makes staff happier, healthier and more productive. Critics reply that it is a luxury that only certain kinds of business can afford. Having looked at the evidence so far, I believe that both sides are partly right.</p>',
    '<p>The most widely reported results come from organised trials, in which companies volunteer to try the new pattern for a fixed period. In one six-month trial involving around seventy organisations, from software firms to a fish-and-chip shop, the great majority chose to continue with a four-day week after the trial ended. Staff reported lower levels of stress and fewer days off sick, and several firms found it easier to recruit new employees. Revenue, on average, remained broadly stable.</p>',
    '<p>These figures are encouraging, but they should be treated with caution. The companies that took part chose to do so, and it is reasonable to assume that they were the businesses most likely to succeed. A firm whose managers are sceptical, or whose work depends on staff being present for fixed hours, would probably not have volunteered. It is also worth remembering that many trials rely on self-reported measures: employees who enjoy an extra day off may be inclined to describe their wellbeing in generous terms.</p>',
    '<p>Moreover, the four-day week is much harder to introduce in some sectors than in others. An office team can often find time by cutting unnecessary meetings and reducing interruptions. A hospital ward or a bus company cannot simply close on Fridays; if every nurse or driver works fewer hours, someone else must cover the remaining shifts, and that costs money. In such cases, a shorter week for the same pay is not a matter of working smarter but of hiring more people.</p>',
    '<p>None of this means the idea should be abandoned. Instead, I would argue that it should be seen as one of several ways of making work more flexible, rather than as a universal solution. Some employees may prefer four longer days; others, particularly parents of young children, may value shorter days spread across the whole week. What the trials have shown most clearly is not that five days is too many, but that the traditional working week is less fixed than we once assumed. That, in itself, is a discovery worth taking seriously.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'principle', partOfSpeech: 'noun', meaning: 'the basic idea on which something is based', translations: { fr: 'principe', vn: 'nguyên tắc', cn: '原则，原理', ar: 'مبدأ' }, pronunciation: '/ˈprɪnsəpl/', example: 'The principle of the game is easy, but winning is hard.' },
    { term: 'output', partOfSpeech: 'noun', meaning: 'the amount of work or goods that a person or business produces', translations: { fr: 'production, rendement', vn: 'sản lượng, năng suất', cn: '产量，产出', ar: 'إنتاج' }, pronunciation: '/ˈaʊtpʊt/', example: 'The new machines doubled the factory’s output.' },
    { term: 'productive', partOfSpeech: 'adjective', meaning: 'doing or achieving a lot', translations: { fr: 'productif', vn: 'năng suất, hiệu quả', cn: '多产的，高效的', ar: 'مُنتِج' }, pronunciation: '/prəˈdʌktɪv/', example: 'I am most productive early in the morning.' },
    { term: 'volunteer', partOfSpeech: 'verb', meaning: 'to offer to do something without being asked or forced', translations: { fr: 'se porter volontaire', vn: 'tình nguyện', cn: '自愿，主动提出', ar: 'يتطوّع' }, pronunciation: '/ˌvɒlənˈtɪə/', example: 'Three students volunteered to clean the classroom.' },
    { term: 'recruit', partOfSpeech: 'verb', meaning: 'to find new people to work for an organisation', translations: { fr: 'recruter', vn: 'tuyển dụng', cn: '招聘', ar: 'يُوظِّف، يستقطب' }, pronunciation: '/rɪˈkruːt/', example: 'The hospital is trying to recruit more nurses.' },
    { term: 'revenue', partOfSpeech: 'noun', meaning: 'the money that a business receives from selling goods or services', translations: { fr: 'chiffre d’affaires, recettes', vn: 'doanh thu', cn: '收入，营业额', ar: 'إيرادات' }, pronunciation: '/ˈrevənjuː/', example: 'Online sales now bring in half of the shop’s revenue.' },
    { term: 'caution', partOfSpeech: 'noun', meaning: 'care taken to avoid danger or mistakes', translations: { fr: 'prudence', vn: 'sự thận trọng', cn: '谨慎', ar: 'حَذَر' }, pronunciation: '/ˈkɔːʃn/', example: 'Early results should be read with caution.' },
    { term: 'sceptical', partOfSpeech: 'adjective', meaning: 'having doubts that something is true or useful', translations: { fr: 'sceptique', vn: 'hoài nghi', cn: '怀疑的', ar: 'متشكِّك' }, pronunciation: '/ˈskeptɪkl/', example: 'Many doctors are sceptical about the new diet.' },
    { term: 'inclined', partOfSpeech: 'adjective', meaning: 'likely to do or think something', translations: { fr: 'enclin', vn: 'có khuynh hướng', cn: '倾向于…的', ar: 'مَيّال' }, pronunciation: '/ɪnˈklaɪnd/', example: 'People are inclined to remember good news for longer.' },
    { term: 'sector', partOfSpeech: 'noun', meaning: 'one part of a country’s economy, such as health or transport', translations: { fr: 'secteur', vn: 'lĩnh vực, ngành', cn: '部门，行业', ar: 'قطاع' }, pronunciation: '/ˈsektə/', example: 'Jobs in the tourism sector often depend on the season.' },
    { term: 'flexible', partOfSpeech: 'adjective', meaning: 'able to change easily to suit new conditions', translations: { fr: 'flexible, souple', vn: 'linh hoạt', cn: '灵活的', ar: 'مَرِن' }, pronunciation: '/ˈfleksəbl/', example: 'My job has flexible hours, so I can collect my son from school.' },
    { term: 'universal', partOfSpeech: 'adjective', meaning: 'true or right for everyone or in every situation', translations: { fr: 'universel', vn: 'phổ quát, chung cho mọi người', cn: '普遍的，通用的', ar: 'عالمي، شامل' }, pronunciation: '/ˌjuːnɪˈvɜːsl/', example: 'There is no universal answer to the question of how much sleep we need.' },
  ],
  practice: [
    trueFalse({
      statement: 'Most organisations in the six-month trial kept the four-day week after it ended.',
      answer: 'true',
      explanation: 'TRUE. The second paragraph says "the great majority chose to continue with a four-day week after the trial ended".',
      evidence: 'the great majority chose to continue with a four-day week after the trial ended',
    }),
    yesNo({
      statement: 'The companies in the trials were probably more likely than most to succeed with a shorter week.',
      answer: 'yes',
      explanation: 'YES. The writer says "it is reasonable to assume that they were the businesses most likely to succeed".',
      evidence: 'it is reasonable to assume that they were the businesses most likely to succeed',
    }),
    gap({
      sentence: 'Many trials depend on [[1]] measures, which may make wellbeing look better than it is.',
      answer: 'self-reported',
      limit: 'ONE WORD ONLY',
      explanation: 'self-reported. The third paragraph: "many trials rely on self-reported measures", and employees "may be inclined to describe their wellbeing in generous terms".',
      evidence: 'many trials rely on self-reported measures',
    }),
    choice({
      prompt: 'Why is a four-day week expensive for a hospital, according to the writer?',
      options: ['Staff would have to attend more meetings.', 'The hospital would have to close on Fridays.', 'Other people would have to be paid to work the missing shifts.', 'Nurses would ask for higher pay.'],
      correct: 'C',
      explanation: 'C. The fourth paragraph: "someone else must cover the remaining shifts, and that costs money". A hospital "cannot simply close on Fridays", so B is wrong.',
      evidence: 'someone else must cover the remaining shifts, and that costs money',
    }),
    yesNo({
      statement: 'The four-day week is the right pattern for every kind of organisation.',
      answer: 'no',
      explanation: 'NO. The writer sees it as "one of several ways of making work more flexible, rather than as a universal solution".',
      evidence: 'one of several ways of making work more flexible, rather than as a universal solution',
    }),
    yesNo({
      statement: 'Younger employees like the four-day week more than older employees do.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. The writer says "Some employees may prefer four longer days" and mentions parents of young children, but never compares younger and older employees.',
      evidence: 'Some employees may prefer four longer days',
    }),
  ],
};
