import { defineWordList, type DemoWordEntry } from '../define';
import { academicIeltsWordsLater } from './academic-ielts-2';

/** Academic words for IELTS, analyse to fluctuate (the rest are in academic-ielts-2.ts). */
const academicIeltsWordsEarly: DemoWordEntry[] = [
  {
    term: 'analyse', partOfSpeech: 'verb', pronunciation: '/ˈænəlaɪz/',
    meaning: 'to study something in detail in order to understand or explain it',
    example: 'The researchers analysed ten years of weather records from the coast.',
    translations: {
      fr: 'étudier quelque chose en détail pour le comprendre ou l’expliquer',
      vn: 'nghiên cứu kỹ một điều gì đó để hiểu hoặc giải thích nó',
      cn: '详细研究某事物，以便理解或解释它',
      ar: 'دراسة شيء بالتفصيل من أجل فهمه أو شرحه',
    },
  },
  {
    term: 'approach', partOfSpeech: 'noun', pronunciation: '/əˈprəʊtʃ/',
    meaning: 'a way of dealing with a problem or doing a task',
    example: 'The school tried a new approach to teaching reading to young children.',
    translations: {
      fr: 'une manière de traiter un problème ou d’accomplir une tâche',
      vn: 'cách giải quyết một vấn đề hoặc thực hiện một công việc',
      cn: '处理问题或完成任务的方法',
      ar: 'طريقة للتعامل مع مشكلة أو لأداء مهمة',
    },
  },
  {
    term: 'assess', partOfSpeech: 'verb', pronunciation: '/əˈses/',
    meaning: 'to judge how good, important or serious something is',
    example: 'Engineers came to assess the damage after the storm.',
    translations: {
      fr: 'juger à quel point quelque chose est bon, important ou grave',
      vn: 'đánh giá mức độ tốt, quan trọng hoặc nghiêm trọng của một điều gì đó',
      cn: '判断某事物有多好、多重要或多严重',
      ar: 'الحكم على مدى جودة شيء أو أهميته أو خطورته',
    },
  },
  {
    term: 'assume', partOfSpeech: 'verb', pronunciation: '/əˈsjuːm/',
    meaning: 'to believe that something is true without having proof',
    example: 'Many people assume that older drivers are less careful, but the figures disagree.',
    translations: {
      fr: 'croire que quelque chose est vrai sans en avoir la preuve',
      vn: 'cho rằng một điều gì đó là đúng mà không có bằng chứng',
      cn: '在没有证据的情况下认为某事是真的',
      ar: 'الاعتقاد بأن شيئًا ما صحيح دون وجود دليل عليه',
    },
  },
  {
    term: 'beneficial', partOfSpeech: 'adjective', pronunciation: '/ˌbenɪˈfɪʃl/',
    meaning: 'having a good or useful effect',
    example: 'A short walk after lunch is beneficial for both body and mind.',
    translations: {
      fr: 'qui a un effet bon ou utile ; bénéfique',
      vn: 'có tác dụng tốt hoặc hữu ích',
      cn: '有好处的；产生良好或有用效果的',
      ar: 'له أثر جيد أو مفيد',
    },
  },
  {
    term: 'concept', partOfSpeech: 'noun', pronunciation: '/ˈkɒnsept/',
    meaning: 'a general idea or principle',
    example: 'The concept of a four-day working week is becoming more popular.',
    translations: {
      fr: 'une idée ou un principe général',
      vn: 'một ý tưởng hoặc nguyên tắc chung',
      cn: '一个总体的想法或原则',
      ar: 'فكرة أو مبدأ عام',
    },
  },
  {
    term: 'consequently', partOfSpeech: 'adverb', pronunciation: '/ˈkɒnsɪkwəntli/',
    meaning: 'as a result of what has just been mentioned',
    example: 'The bridge was closed for repairs; consequently, traffic in the town centre doubled.',
    translations: {
      fr: 'par conséquent ; en raison de ce qui vient d’être dit',
      vn: 'do đó; là kết quả của điều vừa được nhắc đến',
      cn: '因此；作为刚才所提到之事的结果',
      ar: 'وبالتالي؛ نتيجةً لما ذُكر للتو',
    },
  },
  {
    term: 'consistent', partOfSpeech: 'adjective', pronunciation: '/kənˈsɪstənt/',
    meaning: 'always behaving or happening in the same way',
    example: 'Her results have been consistent throughout the whole course.',
    translations: {
      fr: 'qui se comporte ou se produit toujours de la même manière',
      vn: 'luôn hành xử hoặc diễn ra theo cùng một cách',
      cn: '始终以同样方式表现或发生的；一贯的',
      ar: 'يتصرف أو يحدث دائمًا بالطريقة نفسها',
    },
  },
  {
    term: 'context', partOfSpeech: 'noun', pronunciation: '/ˈkɒntekst/',
    meaning: 'the situation or the words around something that help you understand it',
    example: 'If you do not know a word, try to guess its meaning from the context.',
    translations: {
      fr: 'la situation ou les mots qui entourent quelque chose et aident à le comprendre',
      vn: 'hoàn cảnh hoặc những từ xung quanh giúp bạn hiểu một điều gì đó',
      cn: '有助于理解某事物的情境或上下文',
      ar: 'الموقف أو الكلمات المحيطة بشيء ما والتي تساعد على فهمه',
    },
  },
  {
    term: 'contribute', partOfSpeech: 'verb', pronunciation: '/kənˈtrɪbjuːt/',
    meaning: 'to be one of the causes of something, or to give something to help',
    example: 'Heavy traffic contributes to poor air quality in large cities.',
    translations: {
      fr: 'être l’une des causes de quelque chose, ou donner quelque chose pour aider',
      vn: 'là một trong những nguyên nhân dẫn đến điều gì đó, hoặc đóng góp một thứ gì đó để giúp đỡ; góp phần',
      cn: '是某事的原因之一；或出力、捐献以提供帮助',
      ar: 'أن يكون أحد أسباب شيء ما، أو أن يقدّم شيئًا للمساعدة',
    },
  },
  {
    term: 'crucial', partOfSpeech: 'adjective', pronunciation: '/ˈkruːʃl/',
    meaning: 'extremely important, because other things depend on it',
    example: 'Clean water is crucial to the health of a community.',
    translations: {
      fr: 'extrêmement important, car d’autres choses en dépendent',
      vn: 'cực kỳ quan trọng vì những điều khác phụ thuộc vào nó',
      cn: '极其重要的，因为其他事情取决于它',
      ar: 'بالغ الأهمية، لأن أمورًا أخرى تعتمد عليه',
    },
  },
  {
    term: 'decline', partOfSpeech: 'verb', pronunciation: '/dɪˈklaɪn/',
    meaning: 'to become smaller, fewer or weaker',
    example: 'The number of letters sent by post has declined sharply since 2000.',
    translations: {
      fr: 'devenir plus petit, moins nombreux ou plus faible ; diminuer, baisser',
      vn: 'trở nên nhỏ hơn, ít hơn hoặc yếu hơn; suy giảm',
      cn: '变小、减少或变弱；下降',
      ar: 'أن يصبح أصغر أو أقل عددًا أو أضعف؛ يتراجع',
    },
  },
  {
    term: 'derive', partOfSpeech: 'verb', pronunciation: '/dɪˈraɪv/',
    meaning: 'to get something from a particular source',
    example: 'Many medicines are derived from plants.',
    translations: {
      fr: 'obtenir quelque chose à partir d’une source particulière',
      vn: 'có được một điều gì đó từ một nguồn cụ thể',
      cn: '从特定来源获得某物',
      ar: 'الحصول على شيء من مصدر معيّن',
    },
  },
  {
    term: 'distribution', partOfSpeech: 'noun', pronunciation: '/ˌdɪstrɪˈbjuːʃn/',
    meaning: 'the way something is shared out or spread over an area or a group',
    example: 'The map shows the distribution of rainfall across the country.',
    translations: {
      fr: 'la manière dont quelque chose est partagé ou réparti sur une zone ou dans un groupe',
      vn: 'cách một thứ được chia ra hoặc phân bố trên một khu vực hay trong một nhóm',
      cn: '某物在一个地区或群体中分配或分布的方式',
      ar: 'الطريقة التي يُوزَّع بها شيء ما أو ينتشر على منطقة أو بين مجموعة',
    },
  },
  {
    term: 'diverse', partOfSpeech: 'adjective', pronunciation: '/daɪˈvɜːs/',
    meaning: 'including many different types of people or things',
    example: 'The city has a diverse population, with over a hundred languages spoken.',
    translations: {
      fr: 'qui comprend de nombreux types différents de personnes ou de choses',
      vn: 'bao gồm nhiều loại người hoặc sự vật khác nhau; đa dạng',
      cn: '包含许多不同类型的人或事物的；多样的',
      ar: 'يضم أنواعًا كثيرة مختلفة من الناس أو الأشياء؛ متنوّع',
    },
  },
  {
    term: 'emphasise', partOfSpeech: 'verb', pronunciation: '/ˈemfəsaɪz/',
    meaning: 'to show that something is especially important',
    example: 'The teacher emphasised the need to check every answer.',
    translations: {
      fr: 'montrer que quelque chose est particulièrement important',
      vn: 'cho thấy một điều gì đó đặc biệt quan trọng; nhấn mạnh',
      cn: '表明某事特别重要；强调',
      ar: 'إظهار أن شيئًا ما مهم بشكل خاص؛ يؤكّد',
    },
  },
  {
    term: 'estimate', partOfSpeech: 'verb', pronunciation: '/ˈestɪmeɪt/',
    meaning: 'to guess a number, size or cost using the information you have',
    example: 'Experts estimate that the project will take five years to finish.',
    translations: {
      fr: 'évaluer approximativement un nombre, une taille ou un coût à partir des informations disponibles',
      vn: 'ước tính một con số, kích thước hoặc chi phí dựa trên thông tin mình có',
      cn: '根据已有信息估计数量、大小或费用',
      ar: 'تقدير عدد أو حجم أو تكلفة بالاعتماد على المعلومات المتوفرة',
    },
  },
  {
    term: 'evaluate', partOfSpeech: 'verb', pronunciation: '/ɪˈvæljueɪt/',
    meaning: 'to consider something carefully and decide how good or useful it is',
    example: 'Students must evaluate the sources they use in their essays.',
    translations: {
      fr: 'examiner quelque chose avec soin et décider à quel point c’est bon ou utile',
      vn: 'xem xét cẩn thận và quyết định một điều gì đó tốt hoặc hữu ích đến mức nào',
      cn: '仔细考虑并判断某事物有多好或多有用；评价',
      ar: 'دراسة شيء بعناية وتحديد مدى جودته أو فائدته؛ يقيّم',
    },
  },
  {
    term: 'evidence', partOfSpeech: 'noun', pronunciation: '/ˈevɪdəns/',
    meaning: 'facts or signs that show that something is true',
    example: 'There is strong evidence that regular exercise improves sleep.',
    translations: {
      fr: 'des faits ou des signes qui montrent que quelque chose est vrai',
      vn: 'những sự thật hoặc dấu hiệu cho thấy một điều gì đó là đúng; bằng chứng',
      cn: '表明某事属实的事实或迹象；证据',
      ar: 'حقائق أو علامات تُظهر أن شيئًا ما صحيح؛ دليل',
    },
  },
  {
    term: 'factor', partOfSpeech: 'noun', pronunciation: '/ˈfæktə/',
    meaning: 'one of the things that influence a result or a decision',
    example: 'Price is the main factor when families choose a holiday.',
    translations: {
      fr: 'l’un des éléments qui influencent un résultat ou une décision',
      vn: 'một trong những điều ảnh hưởng đến kết quả hoặc quyết định; yếu tố',
      cn: '影响结果或决定的事物之一；因素',
      ar: 'أحد الأمور التي تؤثر في نتيجة أو قرار؛ عامل',
    },
  },
  {
    term: 'fluctuate', partOfSpeech: 'verb', pronunciation: '/ˈflʌktʃueɪt/',
    meaning: 'to change often, going up and down in level or amount',
    example: 'The price of fresh fruit fluctuates from season to season.',
    translations: {
      fr: 'changer souvent, en montant et en descendant en niveau ou en quantité',
      vn: 'thay đổi thường xuyên, lúc tăng lúc giảm về mức độ hoặc số lượng; dao động',
      cn: '经常变化，数量或水平时高时低；波动',
      ar: 'يتغير كثيرًا صعودًا وهبوطًا في المستوى أو الكمية؛ يتذبذب',
    },
  },
];

export const academicIeltsList = defineWordList(
  {
    key: 'academic-ielts',
    title: 'Academic words for IELTS',
    description: 'Words that often appear in IELTS reading passages, lectures and Task 1 and Task 2 essays.',
  },
  [...academicIeltsWordsEarly, ...academicIeltsWordsLater],
);
