import { choice, gap, shortAnswer, trueFalse, yesNo } from '../practice';
import type { DemoPassage } from '../types';

/** Society: endangered languages and how communities revive them (the regional figure is invented). */
export const revivingLanguages: DemoPassage = {
  title: 'Words Back from Silence: Reviving Endangered Languages',
  summary: 'Why languages decline, which methods have helped communities bring them back, and why the writer thinks revival is worth its cost.',
  bodyHtml: [
    '<p>Of the roughly 7,000 languages spoken in the world today, linguists estimate that around 40 per cent are endangered, meaning that fewer and fewer children are learning them at home. When the last fluent speakers of a language die, much more than a set of words is lost. Each language contains its own ways of describing plants, landscapes, family relationships and the passing of time, and much of this knowledge has never been written down.</p>',
    '<p>Languages usually decline not because people decide to abandon them but because of economic and social pressure. Parents who believe that their children will have better prospects in a dominant national or international language may stop speaking their own language at home. Within two or three generations, the older language may survive only among grandparents, used for prayers, songs or conversations with friends of the same age.</p>',
    '<p>Yet decline is not always permanent. Over the past half-century, a number of communities have succeeded in reversing it. One of the most effective methods has been the <em>language nest</em>, a kind of nursery in which young children are cared for entirely in the community language by fluent older speakers. Because very young children acquire languages with ease, a child who spends several years in such a nest can become a confident speaker before starting school. In one region where nests were introduced, the number of children able to hold a conversation in the local language is reported to have risen more than fivefold in twenty years.</p>',
    '<p>Another approach pairs a fluent elder with an adult learner, who spend many hours a week together doing ordinary activities, such as cooking, fishing or repairing tools, while speaking only the endangered language. This method, often called master-apprentice learning, does not require textbooks or classrooms, which makes it especially useful for languages that have little written material.</p>',
    '<p>Technology has also begun to play a part. Communities have recorded elders telling stories, created dictionaries that can be used on mobile phones, and even produced subtitled cartoons for children. Such resources are valuable, but specialists warn that they cannot replace daily use. A language that exists only in an archive, however complete, is preserved rather than alive.</p>',
    '<p>The greatest obstacle is often not a lack of methods but a lack of time. Where only a handful of elderly speakers remain, every year matters. Supporters of revival argue that the cost of programmes is small compared with the value of what is at stake. In my view they are right: a language carries the history and identity of a community, and once it has gone, no amount of money can fully bring it back.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'endangered', partOfSpeech: 'adjective', meaning: 'at risk of disappearing completely', translations: { fr: 'menacé, en danger', vn: 'có nguy cơ biến mất', cn: '濒危的', ar: 'مهدَّد بالانقراض' }, pronunciation: '/ɪnˈdeɪndʒəd/', example: 'The mountain gorilla is an endangered species.' },
    { term: 'fluent', partOfSpeech: 'adjective', meaning: 'able to speak a language easily and well', translations: { fr: 'courant (dans une langue)', vn: 'trôi chảy, lưu loát', cn: '流利的', ar: 'طَليق' }, pronunciation: '/ˈfluːənt/', example: 'After a year in Madrid, she was fluent in Spanish.' },
    { term: 'abandon', partOfSpeech: 'verb', meaning: 'to stop doing or using something completely', translations: { fr: 'abandonner', vn: 'từ bỏ', cn: '放弃', ar: 'يتخلّى عن' }, pronunciation: '/əˈbændən/', example: 'The team had to abandon the climb because of bad weather.' },
    { term: 'prospects', partOfSpeech: 'noun', meaning: 'chances of success in the future, especially in work', translations: { fr: 'perspectives (d’avenir)', vn: 'triển vọng', cn: '前景', ar: 'آفاق، فرص' }, pronunciation: '/ˈprɒspekts/', example: 'A second language can improve your job prospects.' },
    { term: 'dominant', partOfSpeech: 'adjective', meaning: 'more important, powerful or common than others', translations: { fr: 'dominant', vn: 'chiếm ưu thế', cn: '占主导地位的', ar: 'مُهيمِن، سائد' }, pronunciation: '/ˈdɒmɪnənt/', example: 'English is the dominant language of international air travel.' },
    { term: 'generations', partOfSpeech: 'noun', meaning: 'all the people of about the same age in a family or society', translations: { fr: 'générations', vn: 'thế hệ', cn: '代，世代', ar: 'أجيال' }, pronunciation: '/ˌdʒenəˈreɪʃnz/', example: 'The recipe has been passed down through four generations.' },
    { term: 'permanent', partOfSpeech: 'adjective', meaning: 'lasting for ever or for a very long time', translations: { fr: 'permanent, définitif', vn: 'vĩnh viễn, lâu dài', cn: '永久的', ar: 'دائم' }, pronunciation: '/ˈpɜːmənənt/', example: 'The damage to his hearing was not permanent.' },
    { term: 'reversing', partOfSpeech: 'verb', meaning: 'changing something so that it goes back to how it was before (from reverse)', translations: { fr: 'inverser (une tendance)', vn: 'đảo ngược', cn: '扭转', ar: 'عكس، قلب الاتجاه' }, pronunciation: '/rɪˈvɜːsɪŋ/', example: 'The new policy succeeded in reversing the fall in visitor numbers.' },
    { term: 'acquire', partOfSpeech: 'verb', meaning: 'to learn or gain a skill or knowledge', translations: { fr: 'acquérir', vn: 'tiếp thu, đạt được', cn: '习得，获得', ar: 'يكتسب' }, pronunciation: '/əˈkwaɪə/', example: 'Children acquire new words remarkably fast.' },
    { term: 'archive', partOfSpeech: 'noun', meaning: 'a collection of historical records, or the place where they are kept', translations: { fr: 'archives', vn: 'kho lưu trữ', cn: '档案（馆）', ar: 'أرشيف' }, pronunciation: '/ˈɑːkaɪv/', example: 'The museum keeps an archive of old photographs of the town.' },
    { term: 'at stake', partOfSpeech: 'phrase', meaning: 'that could be lost or damaged if something goes wrong', translations: { fr: 'en jeu', vn: 'đang bị đe doạ, có thể mất', cn: '处于危险中，攸关', ar: 'على المِحكّ' }, pronunciation: '/ət ˈsteɪk/', example: 'With the title at stake, both teams played carefully.' },
    { term: 'identity', partOfSpeech: 'noun', meaning: 'the qualities that make a person or group who they are', translations: { fr: 'identité', vn: 'bản sắc', cn: '身份，特性', ar: 'هُويّة' }, pronunciation: '/aɪˈdentəti/', example: 'Food is an important part of a region’s identity.' },
  ],
  practice: [
    trueFalse({
      statement: 'Most of the languages spoken in the world today are endangered.',
      answer: 'false',
      explanation: 'FALSE. The first paragraph says "around 40 per cent are endangered", which is less than half.',
      evidence: 'around 40 per cent are endangered',
    }),
    choice({
      prompt: 'Why do parents often stop speaking their own language at home?',
      options: ['They are not allowed to use it in public.', 'They think another language will give their children better chances.', 'Their children refuse to learn it.', 'There are no schools that teach it.'],
      correct: 'B',
      explanation: 'B. The second paragraph: "Parents who believe that their children will have better prospects in a dominant national or international language may stop speaking their own language at home".',
      evidence: 'Parents who believe that their children will have better prospects in a dominant national or international language',
    }),
    gap({
      sentence: 'In a language nest, young children are looked after by fluent [[1]] speakers.',
      answer: 'older',
      limit: 'ONE WORD ONLY',
      explanation: 'older. The third paragraph: children "are cared for entirely in the community language by fluent older speakers".',
      evidence: 'by fluent older speakers',
    }),
    shortAnswer({
      question: 'What is the method in which a fluent elder and an adult learner do everyday activities together usually called?',
      answer: 'master-apprentice (learning)',
      limit: 'NO MORE THAN THREE WORDS',
      explanation: 'master-apprentice learning. The fourth paragraph: "This method, often called master-apprentice learning".',
      evidence: 'This method, often called master-apprentice learning',
    }),
    trueFalse({
      statement: 'Master-apprentice learning needs a good textbook.',
      answer: 'false',
      explanation: 'FALSE. The fourth paragraph says the method "does not require textbooks or classrooms".',
      evidence: 'does not require textbooks or classrooms',
    }),
    yesNo({
      statement: 'The money spent on reviving languages is worth spending.',
      answer: 'yes',
      explanation: 'YES. Supporters say "the cost of programmes is small compared with the value of what is at stake", and the writer adds "In my view they are right".',
      evidence: 'In my view they are right',
    }),
  ],
};
