import { choice, gap, shortAnswer, trueFalse } from '../practice';
import type { DemoPassage } from '../types';

/** Technology: reading on screens and on paper (research findings summarised, studies unnamed). */
export const screensOrPaper: DemoPassage = {
  title: 'Screens or Paper? How We Read in the Digital Age',
  summary: 'What research suggests about understanding texts on screens and on paper, why a gap appears, and how readers can close it.',
  bodyHtml: [
    '<p data-paragraph="A">Over the past twenty years, reading has moved steadily from the printed page to the screen. Students download course materials, commuters read the news on their phones, and many schools have replaced textbooks with tablets. This shift has prompted a question that researchers are still trying to answer: do we understand and remember a text equally well whatever it is displayed on?</p>',
    '<p data-paragraph="B">Early studies, carried out when screens were heavy and blurred, found that reading on a monitor was slower and more tiring than reading on paper. As display technology improved, many people assumed that the difference would disappear. However, a review of several dozen experiments published over the last decade suggests otherwise. Across these studies, readers who used paper scored slightly but consistently higher on tests of comprehension than those who read the same text on a screen, particularly when the text was long and informational rather than a story.</p>',
    '<p data-paragraph="C">Interestingly, the gap does not appear to be caused by the screen itself. When participants were given unlimited time, their scores on paper and on screen were almost identical. The difference appeared mainly when time was limited. Researchers believe that readers on screens tend to adopt a faster, more superficial style of reading, scanning for key words instead of following an argument closely. This habit, developed through years of browsing websites and social media, seems to carry over even to texts that demand careful attention.</p>',
    '<p data-paragraph="D">Another factor is what psychologists call a <em>mental map</em> of the text. With a printed book, readers can feel how far they have progressed and often remember that a particular idea appeared near the top of a left-hand page. Scrolling through a continuous document provides fewer of these physical clues, which may make it harder to locate and recall information later. Some e-readers now display page numbers and progress bars partly for this reason.</p>',
    '<p data-paragraph="E">Readers are not always aware of these effects. In several experiments, participants who read on screens predicted that they would perform better than those reading on paper, yet their actual results were worse. This overconfidence matters, because students who believe they have understood a text are less likely to read it a second time.</p>',
    '<p data-paragraph="F">None of this means that digital reading should be avoided. Screens offer clear advantages: texts can be searched, enlarged and shared instantly, and they are cheaper to distribute. The research suggests instead that readers, and teachers, should adapt their strategies to the medium. Slowing down, taking notes and setting aside enough time may allow readers to gain the benefits of the screen without losing the depth of understanding that paper seems to encourage.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'steadily', partOfSpeech: 'adverb', meaning: 'gradually and without stopping', translations: { fr: 'régulièrement, progressivement', vn: 'đều đặn, dần dần', cn: '稳步地', ar: 'بثبات' }, pronunciation: '/ˈstedɪli/', example: 'The number of cyclists in the city has risen steadily.' },
    { term: 'prompted', partOfSpeech: 'verb', meaning: 'caused something to happen (from prompt)', translations: { fr: 'a suscité, a provoqué', vn: 'đã thúc đẩy, khiến', cn: '促使，引发', ar: 'دفع إلى، أثار' }, pronunciation: '/ˈprɒmptɪd/', example: 'The storm prompted the school to close early.' },
    { term: 'consistently', partOfSpeech: 'adverb', meaning: 'always in the same way', translations: { fr: 'systématiquement, constamment', vn: 'một cách nhất quán', cn: '一贯地，始终', ar: 'باستمرار' }, pronunciation: '/kənˈsɪstəntli/', example: 'She has consistently been the best player in the team.' },
    { term: 'comprehension', partOfSpeech: 'noun', meaning: 'the ability to understand something, especially a text', translations: { fr: 'compréhension', vn: 'sự hiểu, khả năng đọc hiểu', cn: '理解（力）', ar: 'فَهْم، استيعاب' }, pronunciation: '/ˌkɒmprɪˈhenʃn/', example: 'The test checks listening comprehension as well as grammar.' },
    { term: 'participants', partOfSpeech: 'noun', meaning: 'people who take part in an activity or study', translations: { fr: 'participants', vn: 'người tham gia', cn: '参与者', ar: 'المشاركون' }, pronunciation: '/pɑːˈtɪsɪpənts/', example: 'All participants were given the same set of questions.' },
    { term: 'superficial', partOfSpeech: 'adjective', meaning: 'only looking at the surface of something, not deep or careful', translations: { fr: 'superficiel', vn: 'hời hợt, nông cạn', cn: '肤浅的，表面的', ar: 'سطحي' }, pronunciation: '/ˌsuːpəˈfɪʃl/', example: 'A superficial reading of the report missed its main warning.' },
    { term: 'browsing', partOfSpeech: 'verb', meaning: 'looking at information or websites without a fixed purpose (from browse)', translations: { fr: 'naviguer, feuilleter', vn: 'lướt xem', cn: '浏览', ar: 'تصفُّح' }, pronunciation: '/ˈbraʊzɪŋ/', example: 'He spent the evening browsing second-hand bookshops online.' },
    { term: 'locate', partOfSpeech: 'verb', meaning: 'to find the exact position of something', translations: { fr: 'localiser, trouver', vn: 'xác định vị trí, tìm ra', cn: '找到，确定位置', ar: 'يُحدِّد موقع' }, pronunciation: '/ləʊˈkeɪt/', example: 'Use the index to locate the chapter on volcanoes.' },
    { term: 'recall', partOfSpeech: 'verb', meaning: 'to remember something', translations: { fr: 'se rappeler', vn: 'nhớ lại', cn: '回忆，想起', ar: 'يتذكَّر' }, pronunciation: '/rɪˈkɔːl/', example: 'I cannot recall the name of the hotel we stayed in.' },
    { term: 'overconfidence', partOfSpeech: 'noun', meaning: 'the feeling of being more sure of your ability than you should be', translations: { fr: 'excès de confiance', vn: 'sự quá tự tin', cn: '过度自信', ar: 'الثقة المفرطة' }, pronunciation: '/ˌəʊvəˈkɒnfɪdəns/', example: 'Overconfidence led him to skip the final revision session.' },
    { term: 'medium', partOfSpeech: 'noun', meaning: 'a way of communicating or presenting information, such as print or the internet', translations: { fr: 'support, média', vn: 'phương tiện', cn: '媒介', ar: 'وسيط، وسيلة' }, pronunciation: '/ˈmiːdiəm/', example: 'Radio is still a popular medium for local news.' },
  ],
  practice: [
    trueFalse({
      statement: 'Early research found that reading on a monitor was slower than reading on paper.',
      answer: 'true',
      explanation: 'TRUE. Paragraph B: early studies "found that reading on a monitor was slower and more tiring than reading on paper".',
      evidence: 'found that reading on a monitor was slower and more tiring than reading on paper',
    }),
    trueFalse({
      statement: 'Schools that use tablets instead of textbooks get better exam results.',
      answer: 'not-given',
      explanation: 'NOT GIVEN. Paragraph A only says "many schools have replaced textbooks with tablets"; nothing is said about their results.',
      evidence: 'many schools have replaced textbooks with tablets',
    }),
    choice({
      prompt: 'When were scores on paper and on screen almost the same?',
      options: ['when readers had as much time as they wanted', 'when the text was long', 'when the text was informational', 'when readers used modern displays'],
      correct: 'A',
      explanation: 'A. Paragraph C: "When participants were given unlimited time, their scores on paper and on screen were almost identical".',
      evidence: 'When participants were given unlimited time, their scores on paper and on screen were almost identical',
    }),
    shortAnswer({
      question: 'Besides page numbers, what do some e-readers now display?',
      answer: 'progress bars',
      limit: 'NO MORE THAN TWO WORDS',
      explanation: 'progress bars. Paragraph D: "Some e-readers now display page numbers and progress bars".',
      evidence: 'Some e-readers now display page numbers and progress bars',
    }),
    trueFalse({
      statement: 'People reading on screens usually expected to do worse than people reading on paper.',
      answer: 'false',
      explanation: 'FALSE. Paragraph E: "participants who read on screens predicted that they would perform better than those reading on paper".',
      evidence: 'participants who read on screens predicted that they would perform better than those reading on paper',
    }),
    gap({
      sentence: 'Scrolling gives fewer physical clues, so it may be harder to build a [[1]] of the text.',
      answer: 'mental map',
      explanation: 'mental map. Paragraph D describes "a mental map of the text" and says "Scrolling through a continuous document provides fewer of these physical clues".',
      evidence: 'Scrolling through a continuous document provides fewer of these physical clues',
    }),
  ],
};
