import type { DemoWordEntry } from '../define';

/** Everyday phrasal verbs, hold on to work out (the first half is in phrasal-verbs.ts). */
export const phrasalVerbsLater: DemoWordEntry[] = [
  {
    term: 'hold on', partOfSpeech: 'verb', pronunciation: '/ˌhəʊld ˈɒn/',
    meaning: 'to wait for a short time, often on the telephone',
    example: 'Hold on a moment, I will get a pen.',
    translations: {
      fr: 'attendre un court instant, souvent au téléphone ; patienter',
      vn: 'chờ một lát, thường là khi đang gọi điện thoại',
      cn: '稍等片刻，常用于打电话时',
      ar: 'الانتظار لوقت قصير، غالبًا على الهاتف',
    },
  },
  {
    term: 'look after', partOfSpeech: 'verb', pronunciation: '/ˌlʊk ˈɑːftə/',
    meaning: 'to take care of someone or something',
    example: 'My grandmother looks after the baby when we are at work.',
    translations: {
      fr: 'prendre soin de quelqu’un ou de quelque chose ; s’occuper de',
      vn: 'chăm sóc ai đó hoặc thứ gì đó',
      cn: '照顾某人或照看某物',
      ar: 'الاعتناء بشخص ما أو بشيء ما',
    },
  },
  {
    term: 'look forward to', partOfSpeech: 'verb', pronunciation: '/ˌlʊk ˈfɔːwəd tə/',
    meaning: 'to feel happy and excited about something that is going to happen',
    example: 'I am really looking forward to the summer holidays.',
    translations: {
      fr: 'se réjouir à l’avance de quelque chose qui va arriver ; avoir hâte de',
      vn: 'cảm thấy vui và háo hức về một điều sắp xảy ra; mong chờ',
      cn: '对即将发生的事感到高兴和兴奋；期待',
      ar: 'الشعور بالسعادة والحماس تجاه أمر سيحدث؛ يتطلّع إلى',
    },
  },
  {
    term: 'look up', partOfSpeech: 'verb', pronunciation: '/ˌlʊk ˈʌp/',
    meaning: 'to search for information in a dictionary, a book or online',
    example: 'If you don’t know a word, look it up in the dictionary.',
    translations: {
      fr: 'chercher une information dans un dictionnaire, un livre ou en ligne',
      vn: 'tra cứu thông tin trong từ điển, sách hoặc trên mạng',
      cn: '在词典、书里或网上查找信息；查阅',
      ar: 'البحث عن معلومة في قاموس أو كتاب أو على الإنترنت',
    },
  },
  {
    term: 'make up', partOfSpeech: 'verb', pronunciation: '/ˌmeɪk ˈʌp/',
    meaning: 'to invent a story or an excuse that is not true',
    example: 'He made up an excuse about a train strike.',
    translations: {
      fr: 'inventer une histoire ou une excuse qui n’est pas vraie',
      vn: 'bịa ra một câu chuyện hoặc một lời bào chữa không có thật',
      cn: '编造不真实的故事或借口',
      ar: 'اختلاق قصة أو عذر غير صحيح',
    },
  },
  {
    term: 'pick up', partOfSpeech: 'verb', pronunciation: '/ˌpɪk ˈʌp/',
    meaning: 'to go to a place and collect someone or something, usually by car',
    example: 'Can you pick me up from the station at eight?',
    translations: {
      fr: 'aller chercher quelqu’un ou quelque chose quelque part, généralement en voiture',
      vn: 'đến một nơi để đón ai đó hoặc lấy thứ gì đó, thường bằng ô tô',
      cn: '去某处接某人或取某物，通常是开车',
      ar: 'الذهاب إلى مكان لاصطحاب شخص أو أخذ شيء، عادةً بالسيارة',
    },
  },
  {
    term: 'put off', partOfSpeech: 'verb', pronunciation: '/ˌpʊt ˈɒf/',
    meaning: 'to decide to do something later than planned',
    example: 'Stop putting off your homework and start it now.',
    translations: {
      fr: 'décider de faire quelque chose plus tard que prévu ; remettre à plus tard',
      vn: 'quyết định làm việc gì đó muộn hơn dự định; trì hoãn',
      cn: '决定比原计划晚些做某事；推迟',
      ar: 'تقرير فعل شيء في وقت لاحق عمّا كان مخططًا؛ يؤجّل',
    },
  },
  {
    term: 'put up with', partOfSpeech: 'verb', pronunciation: '/ˌpʊt ˈʌp wɪð/',
    meaning: 'to accept something unpleasant without complaining',
    example: 'I can’t put up with this noise any longer.',
    translations: {
      fr: 'accepter quelque chose de désagréable sans se plaindre ; supporter',
      vn: 'chấp nhận một điều khó chịu mà không phàn nàn; chịu đựng',
      cn: '不抱怨地忍受令人不快的事；容忍',
      ar: 'تقبّل شيء مزعج دون شكوى؛ يتحمّل',
    },
  },
  {
    term: 'run out of', partOfSpeech: 'verb', pronunciation: '/ˌrʌn ˈaʊt əv/',
    meaning: 'to use all of something so that there is none left',
    example: 'We have run out of milk, so I will buy some on the way home.',
    translations: {
      fr: 'utiliser tout ce qu’on avait de quelque chose, jusqu’à ne plus en avoir ; manquer de',
      vn: 'dùng hết một thứ gì đó đến mức không còn lại gì; hết sạch',
      cn: '把某物用完，一点不剩；用完',
      ar: 'استهلاك شيء كله حتى لا يبقى منه شيء؛ ينفد',
    },
  },
  {
    term: 'set up', partOfSpeech: 'verb', pronunciation: '/ˌset ˈʌp/',
    meaning: 'to start a business or an organisation',
    example: 'Two friends set up the café after they finished university.',
    translations: {
      fr: 'créer une entreprise ou une organisation ; fonder',
      vn: 'thành lập một doanh nghiệp hoặc một tổ chức',
      cn: '创办公司或组织；建立',
      ar: 'تأسيس شركة أو منظمة؛ يُنشئ',
    },
  },
  {
    term: 'show up', partOfSpeech: 'verb', pronunciation: '/ˌʃəʊ ˈʌp/',
    meaning: 'to arrive at a place where you are expected, often late',
    example: 'Only half of the guests showed up because of the snow.',
    translations: {
      fr: 'arriver à un endroit où l’on est attendu, souvent en retard ; se présenter',
      vn: 'đến một nơi mà người khác đang chờ mình, thường là đến muộn; xuất hiện',
      cn: '到达别人在等你的地方，常指迟到；露面',
      ar: 'الوصول إلى مكان يُنتظر حضورك فيه، وغالبًا متأخرًا؛ يحضر',
    },
  },
  {
    term: 'sort out', partOfSpeech: 'verb', pronunciation: '/ˌsɔːt ˈaʊt/',
    meaning: 'to deal with a problem successfully, or to put things in order',
    example: 'The bank sorted out the mistake on my account in one day.',
    translations: {
      fr: 'régler un problème avec succès, ou mettre de l’ordre dans des choses',
      vn: 'giải quyết ổn thỏa một vấn đề, hoặc sắp xếp mọi thứ cho gọn gàng',
      cn: '成功解决问题，或把东西整理好',
      ar: 'حلّ مشكلة بنجاح، أو ترتيب الأشياء وتنظيمها',
    },
  },
  {
    term: 'switch off', partOfSpeech: 'verb', pronunciation: '/ˌswɪtʃ ˈɒf/',
    meaning: 'to stop a machine or a light from working by pressing a button',
    example: 'Please switch off your phones during the film.',
    translations: {
      fr: 'arrêter une machine ou une lumière en appuyant sur un bouton ; éteindre',
      vn: 'làm cho máy móc hoặc đèn ngừng hoạt động bằng cách bấm nút; tắt',
      cn: '按下按钮使机器或灯停止工作；关掉',
      ar: 'إيقاف جهاز أو ضوء عن العمل بالضغط على زر؛ يُطفئ',
    },
  },
  {
    term: 'take off', partOfSpeech: 'verb', pronunciation: '/ˌteɪk ˈɒf/',
    meaning: '(of a plane) to leave the ground and begin to fly',
    example: 'The plane took off twenty minutes late.',
    translations: {
      fr: '(avion) quitter le sol et commencer à voler ; décoller',
      vn: '(máy bay) rời mặt đất và bắt đầu bay; cất cánh',
      cn: '（飞机）离开地面开始飞行；起飞',
      ar: '(الطائرة) تغادر الأرض وتبدأ الطيران؛ تُقلع',
    },
  },
  {
    term: 'take up', partOfSpeech: 'verb', pronunciation: '/ˌteɪk ˈʌp/',
    meaning: 'to start doing a new activity, especially for pleasure',
    example: 'My father took up painting when he retired.',
    translations: {
      fr: 'commencer une nouvelle activité, surtout pour le plaisir ; se mettre à',
      vn: 'bắt đầu một hoạt động mới, nhất là để giải trí',
      cn: '开始从事一项新活动，尤指作为爱好',
      ar: 'البدء بممارسة نشاط جديد، خاصةً من أجل المتعة',
    },
  },
  {
    term: 'throw away', partOfSpeech: 'verb', pronunciation: '/ˌθrəʊ əˈweɪ/',
    meaning: 'to get rid of something that you do not want any more',
    example: 'Don’t throw away those boxes; we can use them when we move.',
    translations: {
      fr: 'se débarrasser de quelque chose dont on ne veut plus ; jeter',
      vn: 'bỏ đi thứ mà bạn không còn cần nữa; vứt đi',
      cn: '扔掉不再需要的东西',
      ar: 'التخلّص من شيء لم تعد تريده؛ يرمي',
    },
  },
  {
    term: 'try on', partOfSpeech: 'verb', pronunciation: '/ˌtraɪ ˈɒn/',
    meaning: 'to put on clothes or shoes to see if they fit or look good',
    example: 'Can I try on these jeans in a bigger size?',
    translations: {
      fr: 'mettre des vêtements ou des chaussures pour voir s’ils vont bien ; essayer',
      vn: 'mặc thử quần áo hoặc đi thử giày để xem có vừa hay đẹp không; thử',
      cn: '试穿衣服或鞋子，看是否合身或好看',
      ar: 'ارتداء ملابس أو حذاء لمعرفة ما إذا كان مناسبًا أو يبدو جميلًا؛ يجرّب',
    },
  },
  {
    term: 'turn down', partOfSpeech: 'verb', pronunciation: '/ˌtɜːn ˈdaʊn/',
    meaning: 'to refuse an offer or a request',
    example: 'She turned down the job because it was too far from home.',
    translations: {
      fr: 'refuser une offre ou une demande',
      vn: 'từ chối một lời đề nghị hoặc một yêu cầu',
      cn: '拒绝提议或请求',
      ar: 'رفض عرض أو طلب',
    },
  },
  {
    term: 'turn up', partOfSpeech: 'verb', pronunciation: '/ˌtɜːn ˈʌp/',
    meaning: 'to increase the sound, heat or power of a machine by using its controls',
    example: 'Could you turn up the radio? I love this song.',
    translations: {
      fr: 'augmenter le volume, le chauffage ou la puissance d’un appareil à l’aide de ses boutons ; monter',
      vn: 'tăng âm lượng, nhiệt độ hoặc công suất của một thiết bị bằng nút điều chỉnh; vặn to',
      cn: '用控制按钮调大设备的音量、温度或功率；调高',
      ar: 'زيادة صوت جهاز أو حرارته أو قوته باستخدام أزرار التحكم؛ يرفع',
    },
  },
  {
    term: 'wake up', partOfSpeech: 'verb', pronunciation: '/ˌweɪk ˈʌp/',
    meaning: 'to stop sleeping, or to make someone stop sleeping',
    example: 'I usually wake up before my alarm goes off.',
    translations: {
      fr: 'sortir du sommeil, ou tirer quelqu’un du sommeil ; se réveiller, réveiller',
      vn: 'thức dậy, hoặc đánh thức ai đó',
      cn: '醒来，或把某人叫醒',
      ar: 'الاستيقاظ من النوم، أو إيقاظ شخص ما',
    },
  },
  {
    term: 'work out', partOfSpeech: 'verb', pronunciation: '/ˌwɜːk ˈaʊt/',
    meaning: 'to do physical exercise to stay fit and strong',
    example: 'He works out at the gym three times a week.',
    translations: {
      fr: 'faire de l’exercice physique pour rester en forme ; s’entraîner',
      vn: 'tập thể dục để giữ dáng và khỏe mạnh; tập luyện',
      cn: '做体育锻炼以保持健康强壮；健身',
      ar: 'ممارسة التمارين البدنية للحفاظ على اللياقة والقوة؛ يتمرّن',
    },
  },
];
