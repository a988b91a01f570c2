import type { DemoWordEntry } from '../define';

/** Academic words for IELTS, furthermore to whereas (the first half is in academic-ielts.ts). */
export const academicIeltsWordsLater: DemoWordEntry[] = [
  {
    term: 'furthermore', partOfSpeech: 'adverb', pronunciation: '/ˌfɜːðəˈmɔː/',
    meaning: 'used to add another point to what you have just said',
    example: 'The plan is cheap; furthermore, it can start next month.',
    translations: {
      fr: 'de plus ; sert à ajouter un argument à ce que l’on vient de dire',
      vn: 'hơn nữa; dùng để thêm một ý vào điều vừa nói',
      cn: '此外；用于在刚说过的内容上补充另一点',
      ar: 'علاوة على ذلك؛ تُستخدم لإضافة نقطة أخرى إلى ما قيل للتو',
    },
  },
  {
    term: 'hypothesis', partOfSpeech: 'noun', pronunciation: '/haɪˈpɒθəsɪs/',
    meaning: 'an idea that tries to explain something and has not yet been proved',
    example: 'The team tested the hypothesis that bees prefer blue flowers.',
    translations: {
      fr: 'une idée qui tente d’expliquer quelque chose et qui n’a pas encore été prouvée',
      vn: 'một ý tưởng nhằm giải thích điều gì đó nhưng chưa được chứng minh; giả thuyết',
      cn: '试图解释某事但尚未被证实的想法；假设',
      ar: 'فكرة تحاول تفسير شيء ما ولم تُثبت بعد؛ فرضية',
    },
  },
  {
    term: 'identify', partOfSpeech: 'verb', pronunciation: '/aɪˈdentɪfaɪ/',
    meaning: 'to find or recognise something and say what it is',
    example: 'The study identified three main causes of stress among students.',
    translations: {
      fr: 'trouver ou reconnaître quelque chose et dire ce que c’est',
      vn: 'tìm ra hoặc nhận ra một điều gì đó và nói rõ đó là gì; xác định',
      cn: '找出或认出某事物并说明它是什么；识别',
      ar: 'العثور على شيء أو التعرّف عليه وتحديد ماهيته؛ يحدّد',
    },
  },
  {
    term: 'impact', partOfSpeech: 'noun', pronunciation: '/ˈɪmpækt/',
    meaning: 'a strong effect that something has on a situation or a person',
    example: 'Smartphones have had a huge impact on the way we read the news.',
    translations: {
      fr: 'un effet important que quelque chose a sur une situation ou une personne',
      vn: 'tác động mạnh mà một điều gì đó gây ra cho một tình huống hoặc một người',
      cn: '某事物对某种情况或某人产生的强烈影响',
      ar: 'تأثير قوي يُحدثه شيء ما في موقف أو في شخص',
    },
  },
  {
    term: 'implication', partOfSpeech: 'noun', pronunciation: '/ˌɪmplɪˈkeɪʃn/',
    meaning: 'a possible effect or result of an action or a decision',
    example: 'The article discusses the implications of an ageing population for health care.',
    translations: {
      fr: 'un effet ou un résultat possible d’une action ou d’une décision',
      vn: 'tác động hoặc hệ quả có thể có của một hành động hay quyết định',
      cn: '某个行动或决定可能带来的影响或结果',
      ar: 'أثر أو نتيجة محتملة لفعل أو قرار',
    },
  },
  {
    term: 'indicate', partOfSpeech: 'verb', pronunciation: '/ˈɪndɪkeɪt/',
    meaning: 'to show that something is true or likely',
    example: 'The survey results indicate that most people want more green spaces.',
    translations: {
      fr: 'montrer que quelque chose est vrai ou probable',
      vn: 'cho thấy một điều gì đó là đúng hoặc có khả năng xảy ra',
      cn: '表明某事属实或很可能发生',
      ar: 'إظهار أن شيئًا ما صحيح أو مرجَّح؛ يشير إلى',
    },
  },
  {
    term: 'interpret', partOfSpeech: 'verb', pronunciation: '/ɪnˈtɜːprɪt/',
    meaning: 'to explain or decide what the meaning of something is',
    example: 'It is not easy to interpret a graph without a clear title.',
    translations: {
      fr: 'expliquer ou déterminer le sens de quelque chose',
      vn: 'giải thích hoặc xác định ý nghĩa của một điều gì đó',
      cn: '解释或判断某事物的含义',
      ar: 'شرح معنى شيء ما أو تحديده؛ يفسّر',
    },
  },
  {
    term: 'method', partOfSpeech: 'noun', pronunciation: '/ˈmeθəd/',
    meaning: 'a particular way of doing something, often in a planned order',
    example: 'This method of learning vocabulary uses short daily reviews.',
    translations: {
      fr: 'une façon particulière de faire quelque chose, souvent selon un ordre prévu',
      vn: 'một cách cụ thể để làm điều gì đó, thường theo trình tự đã định; phương pháp',
      cn: '做某事的特定方式，通常按计划好的步骤进行；方法',
      ar: 'طريقة معيّنة لفعل شيء ما، غالبًا وفق ترتيب مخطَّط له',
    },
  },
  {
    term: 'nevertheless', partOfSpeech: 'adverb', pronunciation: '/ˌnevəðəˈles/',
    meaning: 'despite what has just been said',
    example: 'The exam was difficult; nevertheless, most candidates passed.',
    translations: {
      fr: 'néanmoins ; malgré ce qui vient d’être dit',
      vn: 'tuy nhiên; mặc dù điều vừa được nói',
      cn: '然而；尽管如刚才所说',
      ar: 'ومع ذلك؛ على الرغم مما قيل للتو',
    },
  },
  {
    term: 'phenomenon', partOfSpeech: 'noun', pronunciation: '/fəˈnɒmɪnən/',
    meaning: 'something that happens or exists and can be seen or studied, often something unusual',
    example: 'Working from home became a worldwide phenomenon in a very short time.',
    translations: {
      fr: 'quelque chose qui se produit ou existe et que l’on peut observer ou étudier, souvent inhabituel',
      vn: 'điều xảy ra hoặc tồn tại mà có thể quan sát hay nghiên cứu, thường là điều bất thường; hiện tượng',
      cn: '发生或存在、可以观察或研究的事物，常指不寻常的；现象',
      ar: 'شيء يحدث أو يوجد ويمكن ملاحظته أو دراسته، وغالبًا ما يكون غير عادي؛ ظاهرة',
    },
  },
  {
    term: 'predominantly', partOfSpeech: 'adverb', pronunciation: '/prɪˈdɒmɪnəntli/',
    meaning: 'mostly or mainly',
    example: 'The audience was predominantly made up of teenagers.',
    translations: {
      fr: 'pour la plupart ; principalement',
      vn: 'phần lớn; chủ yếu',
      cn: '大部分地；主要地',
      ar: 'في الغالب؛ بشكل رئيسي',
    },
  },
  {
    term: 'proportion', partOfSpeech: 'noun', pronunciation: '/prəˈpɔːʃn/',
    meaning: 'a part or share of a whole, often compared with the whole',
    example: 'A large proportion of the town’s workers travel by bicycle.',
    translations: {
      fr: 'une partie d’un tout, souvent comparée à ce tout',
      vn: 'một phần của tổng thể, thường được so sánh với tổng thể đó; tỷ lệ',
      cn: '整体中的一部分，常与整体相比较；比例',
      ar: 'جزء أو حصة من كلٍّ، وغالبًا ما تُقارن بالكل؛ نسبة',
    },
  },
  {
    term: 'relevant', partOfSpeech: 'adjective', pronunciation: '/ˈreləvənt/',
    meaning: 'closely connected with the subject or situation you are dealing with',
    example: 'Only include information that is relevant to the question.',
    translations: {
      fr: 'étroitement lié au sujet ou à la situation dont on s’occupe',
      vn: 'liên quan chặt chẽ đến chủ đề hoặc tình huống đang xét',
      cn: '与所讨论的主题或情况密切相关的',
      ar: 'وثيق الصلة بالموضوع أو الموقف الذي تتناوله',
    },
  },
  {
    term: 'significant', partOfSpeech: 'adjective', pronunciation: '/sɪɡˈnɪfɪkənt/',
    meaning: 'large or important enough to be noticed or to have an effect',
    example: 'There was a significant rise in online shopping during the winter.',
    translations: {
      fr: 'assez grand ou important pour être remarqué ou pour avoir un effet',
      vn: 'đủ lớn hoặc quan trọng để được chú ý hay gây ra ảnh hưởng; đáng kể',
      cn: '大到或重要到足以引人注意或产生影响的；显著的',
      ar: 'كبير أو مهم بما يكفي ليُلاحَظ أو ليكون له أثر؛ ملحوظ',
    },
  },
  {
    term: 'substantial', partOfSpeech: 'adjective', pronunciation: '/səbˈstænʃl/',
    meaning: 'large in amount, size or value',
    example: 'The museum received a substantial gift from a local family.',
    translations: {
      fr: 'important en quantité, en taille ou en valeur',
      vn: 'lớn về số lượng, kích thước hoặc giá trị',
      cn: '数量、规模或价值很大的；可观的',
      ar: 'كبير من حيث الكمية أو الحجم أو القيمة',
    },
  },
  {
    term: 'sustainable', partOfSpeech: 'adjective', pronunciation: '/səˈsteɪnəbl/',
    meaning: 'able to continue for a long time without harming the environment',
    example: 'The village switched to sustainable fishing to protect its waters.',
    translations: {
      fr: 'qui peut durer longtemps sans nuire à l’environnement',
      vn: 'có thể duy trì lâu dài mà không gây hại cho môi trường; bền vững',
      cn: '能够长期持续而不破坏环境的；可持续的',
      ar: 'قادر على الاستمرار لفترة طويلة دون الإضرار بالبيئة؛ مستدام',
    },
  },
  {
    term: 'theory', partOfSpeech: 'noun', pronunciation: '/ˈθɪəri/',
    meaning: 'a set of ideas that explains why something happens',
    example: 'According to one theory, the city was built on the site of an older town.',
    translations: {
      fr: 'un ensemble d’idées qui explique pourquoi quelque chose se produit',
      vn: 'một hệ thống ý tưởng giải thích vì sao một điều gì đó xảy ra; lý thuyết',
      cn: '解释某事为何发生的一套观点；理论',
      ar: 'مجموعة من الأفكار تفسّر سبب حدوث شيء ما؛ نظرية',
    },
  },
  {
    term: 'trend', partOfSpeech: 'noun', pronunciation: '/trend/',
    meaning: 'a general direction in which a situation is changing',
    example: 'The graph shows an upward trend in the use of public libraries.',
    translations: {
      fr: 'une direction générale dans laquelle une situation évolue',
      vn: 'hướng chung mà một tình hình đang thay đổi theo; xu hướng',
      cn: '情况变化的总体方向；趋势',
      ar: 'الاتجاه العام الذي يتغير فيه وضع ما',
    },
  },
  {
    term: 'urbanisation', partOfSpeech: 'noun', pronunciation: '/ˌɜːbənaɪˈzeɪʃn/',
    meaning: 'the process by which more people move from the countryside to live in towns and cities',
    example: 'Rapid urbanisation has put pressure on housing and transport.',
    translations: {
      fr: 'le processus par lequel de plus en plus de gens quittent la campagne pour vivre en ville',
      vn: 'quá trình ngày càng nhiều người rời nông thôn để sống ở thị trấn và thành phố; đô thị hóa',
      cn: '越来越多的人从农村迁往城镇居住的过程；城市化',
      ar: 'العملية التي ينتقل بها عدد متزايد من الناس من الريف للعيش في البلدات والمدن؛ التحضّر',
    },
  },
  {
    term: 'variable', partOfSpeech: 'noun', pronunciation: '/ˈveəriəbl/',
    meaning: 'something that can change and may affect a result, especially in an experiment',
    example: 'Temperature was the only variable that the scientists changed.',
    translations: {
      fr: 'un élément qui peut changer et influencer un résultat, surtout dans une expérience',
      vn: 'yếu tố có thể thay đổi và ảnh hưởng đến kết quả, nhất là trong thí nghiệm; biến số',
      cn: '可以变化并可能影响结果的因素，尤指实验中的；变量',
      ar: 'عنصر يمكن أن يتغير وقد يؤثر في النتيجة، خاصةً في التجارب؛ متغيّر',
    },
  },
  {
    term: 'whereas', partOfSpeech: 'conjunction', pronunciation: '/ˌweərˈæz/',
    meaning: 'used to compare two facts and show how they are different',
    example: 'Men spent more on transport, whereas women spent more on education.',
    translations: {
      fr: 'alors que ; sert à comparer deux faits et à montrer en quoi ils diffèrent',
      vn: 'trong khi; dùng để so sánh hai sự việc và cho thấy chúng khác nhau thế nào',
      cn: '而；反之；用于比较两个事实并说明其不同之处',
      ar: 'بينما؛ تُستخدم للمقارنة بين حقيقتين وبيان اختلافهما',
    },
  },
];
