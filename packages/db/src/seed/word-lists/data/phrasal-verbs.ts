import { defineWordList, type DemoWordEntry } from '../define';
import { phrasalVerbsLater } from './phrasal-verbs-2';

/** Everyday phrasal verbs, break down to hang up (the rest are in phrasal-verbs-2.ts). */
const phrasalVerbsEarly: DemoWordEntry[] = [
  {
    term: 'break down', partOfSpeech: 'verb', pronunciation: '/ˌbreɪk ˈdaʊn/',
    meaning: '(of a machine or a vehicle) to stop working',
    example: 'Our car broke down on the motorway, so we called for help.',
    translations: {
      fr: '(machine ou véhicule) cesser de fonctionner ; tomber en panne',
      vn: '(máy móc, xe cộ) ngừng hoạt động; bị hỏng',
      cn: '（机器或车辆）停止运转；出故障',
      ar: '(الآلة أو المركبة) تتوقف عن العمل؛ تتعطّل',
    },
  },
  {
    term: 'bring up', partOfSpeech: 'verb', pronunciation: '/ˌbrɪŋ ˈʌp/',
    meaning: 'to start talking about a subject',
    example: 'She brought up the question of holidays at the end of the meeting.',
    translations: {
      fr: 'commencer à parler d’un sujet ; aborder',
      vn: 'bắt đầu nói về một chủ đề; nêu ra',
      cn: '开始谈论某个话题；提出',
      ar: 'البدء في الحديث عن موضوع ما؛ يطرح',
    },
  },
  {
    term: 'calm down', partOfSpeech: 'verb', pronunciation: '/ˌkɑːm ˈdaʊn/',
    meaning: 'to become less angry, excited or worried, or to make someone feel this way',
    example: 'He took a few deep breaths to calm down before the interview.',
    translations: {
      fr: 'devenir moins en colère, moins agité ou moins inquiet, ou apaiser quelqu’un ; se calmer',
      vn: 'bớt tức giận, phấn khích hoặc lo lắng, hoặc làm ai đó như vậy; bình tĩnh lại',
      cn: '变得不那么生气、激动或担心，或使某人如此；冷静下来',
      ar: 'أن يصبح أقل غضبًا أو انفعالًا أو قلقًا، أو أن يجعل شخصًا كذلك؛ يهدأ',
    },
  },
  {
    term: 'carry on', partOfSpeech: 'verb', pronunciation: '/ˌkæri ˈɒn/',
    meaning: 'to continue doing something',
    example: 'Carry on reading while I make the tea.',
    translations: {
      fr: 'continuer à faire quelque chose',
      vn: 'tiếp tục làm một việc gì đó',
      cn: '继续做某事',
      ar: 'الاستمرار في فعل شيء ما',
    },
  },
  {
    term: 'catch up', partOfSpeech: 'verb', pronunciation: '/ˌkætʃ ˈʌp/',
    meaning: 'to reach the same level or place as someone who was ahead of you',
    example: 'I missed two lessons, so I need to catch up with the rest of the class.',
    translations: {
      fr: 'atteindre le même niveau ou le même endroit que quelqu’un qui était en avance ; rattraper',
      vn: 'đạt đến cùng mức độ hoặc vị trí với người đã đi trước mình; bắt kịp',
      cn: '达到和领先于你的人同样的水平或位置；赶上',
      ar: 'الوصول إلى مستوى أو مكان شخص كان متقدّمًا عليك؛ يلحق بـ',
    },
  },
  {
    term: 'check in', partOfSpeech: 'verb', pronunciation: '/ˌtʃek ˈɪn/',
    meaning: 'to say that you have arrived at a hotel or an airport and get your room or seat',
    example: 'We checked in at the hotel just after six.',
    translations: {
      fr: 'signaler son arrivée à l’hôtel ou à l’aéroport et obtenir sa chambre ou sa place ; s’enregistrer',
      vn: 'báo đã đến khách sạn hoặc sân bay và nhận phòng hoặc chỗ ngồi; làm thủ tục nhận phòng hoặc lên máy bay',
      cn: '到达酒店或机场时登记并拿到房间或座位；办理入住或登机手续',
      ar: 'الإبلاغ عن وصولك إلى فندق أو مطار والحصول على غرفتك أو مقعدك؛ يسجّل الوصول',
    },
  },
  {
    term: 'come across', partOfSpeech: 'verb', pronunciation: '/ˌkʌm əˈkrɒs/',
    meaning: 'to find or meet someone or something by chance',
    example: 'I came across some old photos while I was tidying my room.',
    translations: {
      fr: 'trouver ou rencontrer quelqu’un ou quelque chose par hasard ; tomber sur',
      vn: 'tình cờ tìm thấy hoặc gặp ai đó hay điều gì đó',
      cn: '偶然发现或遇到某人或某物',
      ar: 'العثور على شخص أو شيء أو مصادفته بالصدفة',
    },
  },
  {
    term: 'count on', partOfSpeech: 'verb', pronunciation: '/ˈkaʊnt ɒn/',
    meaning: 'to trust someone to help you or to do what they promised',
    example: 'You can count on me to water your plants while you are away.',
    translations: {
      fr: 'faire confiance à quelqu’un pour vous aider ou tenir sa promesse ; compter sur',
      vn: 'tin tưởng ai đó sẽ giúp mình hoặc làm điều họ đã hứa; trông cậy vào',
      cn: '相信某人会帮助你或兑现承诺；依靠',
      ar: 'الثقة بأن شخصًا ما سيساعدك أو سيفي بوعده؛ يعتمد على',
    },
  },
  {
    term: 'cut down on', partOfSpeech: 'verb', pronunciation: '/ˌkʌt ˈdaʊn ɒn/',
    meaning: 'to eat, use or do less of something',
    example: 'My doctor told me to cut down on sugar and salt.',
    translations: {
      fr: 'manger, utiliser ou faire moins de quelque chose ; réduire',
      vn: 'ăn, dùng hoặc làm ít một thứ gì đó hơn; cắt giảm',
      cn: '少吃、少用或少做某物；减少',
      ar: 'أن تأكل أو تستخدم أو تفعل قدرًا أقل من شيء ما؛ يقلّل من',
    },
  },
  {
    term: 'drop off', partOfSpeech: 'verb', pronunciation: '/ˌdrɒp ˈɒf/',
    meaning: 'to take someone or something to a place and leave them there, usually by car',
    example: 'I drop the children off at school on my way to work.',
    translations: {
      fr: 'conduire quelqu’un ou apporter quelque chose quelque part et l’y laisser, souvent en voiture ; déposer',
      vn: 'đưa ai đó hoặc thứ gì đó đến một nơi rồi để lại ở đó, thường bằng ô tô; thả xuống',
      cn: '把某人或某物送到某处并留下，通常是开车；送达，放下',
      ar: 'توصيل شخص أو شيء إلى مكان ما وتركه هناك، عادةً بالسيارة؛ يُنزِل',
    },
  },
  {
    term: 'eat out', partOfSpeech: 'verb', pronunciation: '/ˌiːt ˈaʊt/',
    meaning: 'to have a meal in a restaurant rather than at home',
    example: 'We usually eat out on Friday evenings.',
    translations: {
      fr: 'prendre un repas au restaurant plutôt qu’à la maison ; manger dehors',
      vn: 'ăn ở nhà hàng thay vì ở nhà; ăn ngoài',
      cn: '在餐馆而不是在家吃饭；下馆子',
      ar: 'تناول وجبة في مطعم بدلًا من المنزل؛ يأكل خارج البيت',
    },
  },
  {
    term: 'figure out', partOfSpeech: 'verb', pronunciation: '/ˌfɪɡər ˈaʊt/',
    meaning: 'to understand something or find the answer to a problem by thinking about it',
    example: 'It took me an hour to figure out how the new printer works.',
    translations: {
      fr: 'comprendre quelque chose ou trouver la solution d’un problème en y réfléchissant',
      vn: 'hiểu ra một điều gì đó hoặc tìm ra lời giải của một vấn đề bằng cách suy nghĩ',
      cn: '通过思考弄懂某事或找到问题的答案；弄明白',
      ar: 'فهم شيء ما أو إيجاد حلّ لمشكلة من خلال التفكير فيها',
    },
  },
  {
    term: 'fill in', partOfSpeech: 'verb', pronunciation: '/ˌfɪl ˈɪn/',
    meaning: 'to write the information that is asked for in the spaces on a form',
    example: 'Please fill in this form and give it back to the receptionist.',
    translations: {
      fr: 'écrire les informations demandées dans les cases d’un formulaire ; remplir',
      vn: 'viết thông tin được yêu cầu vào các chỗ trống trên một mẫu đơn; điền vào',
      cn: '在表格的空白处写上所要求的信息；填写',
      ar: 'كتابة المعلومات المطلوبة في الفراغات على استمارة؛ يملأ',
    },
  },
  {
    term: 'find out', partOfSpeech: 'verb', pronunciation: '/ˌfaɪnd ˈaʊt/',
    meaning: 'to get information about something, or to learn a fact you did not know',
    example: 'Can you find out what time the museum opens?',
    translations: {
      fr: 'obtenir des informations sur quelque chose, ou apprendre un fait que l’on ignorait ; découvrir',
      vn: 'tìm hiểu thông tin về điều gì đó, hoặc biết được một sự việc mình chưa biết',
      cn: '获取有关某事的信息，或得知原本不知道的事实；查明',
      ar: 'الحصول على معلومات عن شيء ما، أو معرفة حقيقة لم تكن تعرفها؛ يكتشف',
    },
  },
  {
    term: 'get along', partOfSpeech: 'verb', pronunciation: '/ˌɡet əˈlɒŋ/',
    meaning: 'to have a friendly relationship with someone',
    example: 'I get along well with my new neighbours.',
    translations: {
      fr: 'avoir de bonnes relations avec quelqu’un ; bien s’entendre',
      vn: 'có mối quan hệ thân thiện với ai đó; hòa hợp',
      cn: '与某人关系友好；相处融洽',
      ar: 'أن تكون لك علاقة ودّية مع شخص ما؛ يتفاهم مع',
    },
  },
  {
    term: 'get on', partOfSpeech: 'verb', pronunciation: '/ˌɡet ˈɒn/',
    meaning: 'to go onto a bus, a train, a plane or a boat',
    example: 'Get on the number 12 bus and get off at the station.',
    translations: {
      fr: 'monter dans un bus, un train, un avion ou un bateau',
      vn: 'lên xe buýt, tàu hỏa, máy bay hoặc tàu thủy',
      cn: '登上公共汽车、火车、飞机或船',
      ar: 'الصعود إلى حافلة أو قطار أو طائرة أو قارب',
    },
  },
  {
    term: 'get over', partOfSpeech: 'verb', pronunciation: '/ˌɡet ˈəʊvə/',
    meaning: 'to feel well or happy again after an illness or a difficult experience',
    example: 'It took her two weeks to get over the flu.',
    translations: {
      fr: 'aller de nouveau bien après une maladie ou une expérience difficile ; se remettre de',
      vn: 'khỏe lại hoặc vui vẻ trở lại sau một trận ốm hay một trải nghiệm khó khăn; vượt qua',
      cn: '从疾病或困难经历中恢复过来；克服',
      ar: 'التعافي أو استعادة السعادة بعد مرض أو تجربة صعبة؛ يتجاوز',
    },
  },
  {
    term: 'give up', partOfSpeech: 'verb', pronunciation: '/ˌɡɪv ˈʌp/',
    meaning: 'to stop doing or trying to do something',
    example: 'Don’t give up: your English is getting better every week.',
    translations: {
      fr: 'arrêter de faire ou d’essayer de faire quelque chose ; abandonner',
      vn: 'ngừng làm hoặc ngừng cố gắng làm một việc gì đó; từ bỏ',
      cn: '停止做或不再尝试做某事；放弃',
      ar: 'التوقف عن فعل شيء ما أو عن محاولة فعله؛ يستسلم',
    },
  },
  {
    term: 'go off', partOfSpeech: 'verb', pronunciation: '/ˌɡəʊ ˈɒf/',
    meaning: '(of an alarm) to start ringing suddenly',
    example: 'My alarm went off at six, but I stayed in bed.',
    translations: {
      fr: '(alarme ou réveil) se mettre soudain à sonner',
      vn: '(chuông báo) đột nhiên reo lên',
      cn: '（闹钟或警报）突然响起',
      ar: '(المنبّه أو جهاز الإنذار) يبدأ بالرنين فجأة',
    },
  },
  {
    term: 'grow up', partOfSpeech: 'verb', pronunciation: '/ˌɡrəʊ ˈʌp/',
    meaning: 'to change from a child into an adult over time',
    example: 'She grew up in a small village near the sea.',
    translations: {
      fr: 'passer de l’enfance à l’âge adulte ; grandir',
      vn: 'dần dần từ một đứa trẻ trở thành người lớn; lớn lên',
      cn: '从孩子逐渐长成大人；长大',
      ar: 'التحوّل من طفل إلى بالغ مع مرور الوقت؛ يكبر',
    },
  },
  {
    term: 'hang up', partOfSpeech: 'verb', pronunciation: '/ˌhæŋ ˈʌp/',
    meaning: 'to end a telephone call',
    example: 'He said goodbye and hung up before I could answer.',
    translations: {
      fr: 'mettre fin à un appel téléphonique ; raccrocher',
      vn: 'kết thúc một cuộc gọi điện thoại; cúp máy',
      cn: '结束电话通话；挂断电话',
      ar: 'إنهاء مكالمة هاتفية؛ يُغلق الخط',
    },
  },
];

export const phrasalVerbsList = defineWordList(
  {
    key: 'phrasal-verbs',
    title: 'Everyday phrasal verbs',
    description: 'Common phrasal verbs for home, travel, work and friends, with examples from daily life.',
  },
  [...phrasalVerbsEarly, ...phrasalVerbsLater],
);
