import type { CourseTranslations, Skill } from '@lexam/contracts';

/**
 * The demo course catalogue, in English with its translations into the other interface languages
 * (a learner reads the catalogue in their language; the dashboard edits every language). Written
 * for this project; no exam board's material.
 */
export const demoCourseIndexes: { code: string; skill: Skill; name: string; description: string; translations: CourseTranslations }[] = [
  {
    code: 'ielts-reading', skill: 'reading', name: 'IELTS Reading',
    description: 'Full academic reading tests with three passages and forty questions, timed like the computer-delivered exam.',
    translations: {
      fr: { name: 'IELTS Reading', description: 'Des tests complets de compréhension écrite académique : trois textes et quarante questions, chronométrés comme l’examen sur ordinateur.' },
      vn: { name: 'IELTS Reading', description: 'Bài thi đọc học thuật đầy đủ với ba bài đọc và bốn mươi câu hỏi, tính giờ như kỳ thi trên máy tính.' },
      cn: { name: 'IELTS 阅读', description: '完整的学术类阅读模考:三篇文章、四十道题,计时方式与机考相同。' },
      ar: { name: 'القراءة في IELTS', description: 'اختبارات قراءة أكاديمية كاملة من ثلاثة نصوص وأربعين سؤالًا، بتوقيت مثل الاختبار على الحاسوب.' },
    },
  },
  {
    code: 'ielts-listening', skill: 'listening', name: 'IELTS Listening',
    description: 'Four recorded sections, each heard once, with time to check your answers at the end.',
    translations: {
      fr: { name: 'IELTS Listening', description: 'Quatre parties enregistrées, chacune entendue une seule fois, avec du temps pour vérifier vos réponses à la fin.' },
      vn: { name: 'IELTS Listening', description: 'Bốn phần ghi âm, mỗi phần chỉ nghe một lần, có thời gian kiểm tra lại đáp án ở cuối.' },
      cn: { name: 'IELTS 听力', description: '四段录音,每段只播放一次,最后留有检查答案的时间。' },
      ar: { name: 'الاستماع في IELTS', description: 'أربعة أقسام مسجلة، يُسمع كل منها مرة واحدة، مع وقت لمراجعة إجاباتك في النهاية.' },
    },
  },
  {
    code: 'toeic-reading', skill: 'toeic', name: 'TOEIC Reading',
    description: 'Incomplete sentences, text completion and reading comprehension across five editions.',
    translations: {
      fr: { name: 'TOEIC Reading', description: 'Phrases incomplètes, textes à compléter et compréhension écrite, sur cinq éditions.' },
      vn: { name: 'TOEIC Reading', description: 'Hoàn thành câu, hoàn thành đoạn văn và đọc hiểu qua năm phiên bản đề.' },
      cn: { name: 'TOEIC 阅读', description: '句子填空、段落填空和阅读理解,涵盖五个版本。' },
      ar: { name: 'القراءة في TOEIC', description: 'جمل ناقصة وإكمال نصوص وفهم مقروء عبر خمس إصدارات.' },
    },
  },
  {
    code: 'toeic-listening', skill: 'toeic', name: 'TOEIC Listening',
    description: 'Photographs, question–response, conversations and talks, paced by the audio.',
    translations: {
      fr: { name: 'TOEIC Listening', description: 'Photographies, questions-réponses, conversations et exposés, au rythme de l’audio.' },
      vn: { name: 'TOEIC Listening', description: 'Mô tả tranh, hỏi – đáp, hội thoại và bài nói, theo nhịp của đoạn ghi âm.' },
      cn: { name: 'TOEIC 听力', description: '看图、应答、对话和讲话,按录音的节奏进行。' },
      ar: { name: 'الاستماع في TOEIC', description: 'صور وأسئلة وأجوبة ومحادثات وأحاديث، بإيقاع التسجيل الصوتي.' },
    },
  },
  {
    code: 'grammar-foundations', skill: 'grammar', name: 'Grammar foundations',
    description: 'Units that explain a point, show it in use and let you practise it until it sticks.',
    translations: {
      fr: { name: 'Bases de grammaire', description: 'Des unités qui expliquent un point, le montrent en contexte et vous le font pratiquer jusqu’à ce qu’il soit acquis.' },
      vn: { name: 'Ngữ pháp nền tảng', description: 'Các bài giải thích từng điểm ngữ pháp, minh họa cách dùng và cho bạn luyện tập đến khi nhớ.' },
      cn: { name: '语法基础', description: '每个单元讲解一个语法点,展示它的用法,并让你反复练习直到掌握。' },
      ar: { name: 'أسس القواعد', description: 'وحدات تشرح القاعدة وتعرضها في الاستخدام وتتيح لك التدرّب عليها حتى تترسخ.' },
    },
  },
  {
    code: 'speaking-parts', skill: 'speaking', name: 'Speaking parts 1 and 2',
    description: 'Suggested answers, useful vocabulary and recordings you can compare with a model.',
    translations: {
      fr: { name: 'Expression orale, parties 1 et 2', description: 'Des réponses suggérées, du vocabulaire utile et des enregistrements à comparer avec un modèle.' },
      vn: { name: 'Nói phần 1 và 2', description: 'Câu trả lời gợi ý, từ vựng hữu ích và bản ghi âm để bạn so sánh với bài mẫu.' },
      cn: { name: '口语第一和第二部分', description: '参考答案、实用词汇,以及可与范例对比的录音。' },
      ar: { name: 'المحادثة، الجزآن 1 و2', description: 'إجابات مقترحة ومفردات مفيدة وتسجيلات يمكنك مقارنتها بنموذج.' },
    },
  },
  {
    code: 'writing-tasks', skill: 'writing', name: 'Writing tasks 1 and 2',
    description: 'Layouts for reports and essays, annotated suggestions, and feedback on what you send.',
    translations: {
      fr: { name: 'Expression écrite, tâches 1 et 2', description: 'Des plans pour rapports et essais, des suggestions annotées et un retour sur ce que vous envoyez.' },
      vn: { name: 'Viết task 1 và 2', description: 'Dàn ý cho bài báo cáo và bài luận, gợi ý có chú thích và nhận xét cho bài bạn gửi.' },
      cn: { name: '写作任务一和任务二', description: '报告和议论文的结构、带注释的参考范文,以及对你提交内容的反馈。' },
      ar: { name: 'الكتابة، المهمتان 1 و2', description: 'مخططات للتقارير والمقالات، واقتراحات مشروحة، وملاحظات على ما ترسله.' },
    },
  },
  {
    code: 'vocabulary-builder', skill: 'vocabulary', name: 'Vocabulary builder',
    description: 'Word lists and flashcards scheduled by spaced repetition so words come back just before you forget them.',
    translations: {
      fr: { name: 'Enrichir son vocabulaire', description: 'Des listes de mots et des cartes mémoire en répétition espacée : les mots reviennent juste avant que vous ne les oubliiez.' },
      vn: { name: 'Xây dựng vốn từ', description: 'Danh sách từ và thẻ ghi nhớ theo phương pháp lặp lại ngắt quãng, để từ quay lại ngay trước khi bạn quên.' },
      cn: { name: '词汇积累', description: '单词表和抽认卡按间隔重复安排,让单词在你快要忘记之前再次出现。' },
      ar: { name: 'بناء المفردات', description: 'قوائم كلمات وبطاقات تعليمية تُجدول بالتكرار المتباعد فتعود الكلمات قبيل أن تنساها.' },
    },
  },
];
