import { defineWordList, type DemoWordEntry } from '../define';
import { businessToeicWordsLater } from './business-toeic-2';

/** Business words for TOEIC, agenda to merger (the rest are in business-toeic-2.ts). */
const businessToeicWordsEarly: DemoWordEntry[] = [
  {
    term: 'agenda', partOfSpeech: 'noun', pronunciation: '/əˈdʒendə/',
    meaning: 'a list of the subjects to be discussed at a meeting',
    example: 'The new staff canteen is the first item on the agenda.',
    translations: {
      fr: 'une liste des sujets à aborder lors d’une réunion ; ordre du jour',
      vn: 'danh sách các vấn đề sẽ được thảo luận trong một cuộc họp; chương trình nghị sự',
      cn: '会议上要讨论的事项清单；议程',
      ar: 'قائمة بالموضوعات التي ستُناقش في اجتماع؛ جدول الأعمال',
    },
  },
  {
    term: 'applicant', partOfSpeech: 'noun', pronunciation: '/ˈæplɪkənt/',
    meaning: 'a person who formally asks for something, such as a job or a place on a course',
    example: 'Each applicant will be contacted by email within two weeks.',
    translations: {
      fr: 'une personne qui demande officiellement quelque chose, comme un emploi ou une place dans une formation',
      vn: 'người chính thức xin một điều gì đó, như một công việc hoặc một chỗ trong khóa học; ứng viên',
      cn: '正式申请某物（如工作或课程名额）的人；申请人',
      ar: 'شخص يطلب شيئًا بشكل رسمي، مثل وظيفة أو مقعد في دورة؛ متقدِّم',
    },
  },
  {
    term: 'appointment', partOfSpeech: 'noun', pronunciation: '/əˈpɔɪntmənt/',
    meaning: 'an arrangement to meet someone at a particular time',
    example: 'I have an appointment with the bank manager at ten o’clock.',
    translations: {
      fr: 'un arrangement pour rencontrer quelqu’un à une heure précise ; rendez-vous',
      vn: 'sự sắp xếp để gặp ai đó vào một thời điểm cụ thể; cuộc hẹn',
      cn: '约定在特定时间与某人见面；预约',
      ar: 'ترتيب للقاء شخص ما في وقت محدد؛ موعد',
    },
  },
  {
    term: 'audit', partOfSpeech: 'noun', pronunciation: '/ˈɔːdɪt/',
    meaning: 'an official check of a company’s accounts or working methods',
    example: 'The yearly audit found no errors in the sales figures.',
    translations: {
      fr: 'une vérification officielle des comptes ou des méthodes de travail d’une entreprise',
      vn: 'sự kiểm tra chính thức sổ sách kế toán hoặc cách làm việc của một công ty; kiểm toán',
      cn: '对公司账目或工作方式的正式检查；审计',
      ar: 'فحص رسمي لحسابات شركة أو لأساليب العمل فيها؛ تدقيق',
    },
  },
  {
    term: 'brochure', partOfSpeech: 'noun', pronunciation: '/ˈbrəʊʃə/',
    meaning: 'a thin book with pictures that gives information about a product or a service',
    example: 'Please take a brochure about our summer tours on your way out.',
    translations: {
      fr: 'un petit livret illustré qui donne des informations sur un produit ou un service',
      vn: 'cuốn sách mỏng có hình ảnh, cung cấp thông tin về sản phẩm hoặc dịch vụ; tờ quảng cáo',
      cn: '介绍产品或服务的带图片的小册子',
      ar: 'كتيّب رقيق مصوَّر يقدّم معلومات عن منتج أو خدمة',
    },
  },
  {
    term: 'budget', partOfSpeech: 'noun', pronunciation: '/ˈbʌdʒɪt/',
    meaning: 'the amount of money that is available to spend on something',
    example: 'The marketing team has a budget of five thousand euros for the campaign.',
    translations: {
      fr: 'la somme d’argent disponible pour une dépense ; budget',
      vn: 'số tiền có sẵn để chi cho một việc gì đó; ngân sách',
      cn: '可用于某事的资金数额；预算',
      ar: 'مبلغ المال المتاح لإنفاقه على شيء ما؛ ميزانية',
    },
  },
  {
    term: 'candidate', partOfSpeech: 'noun', pronunciation: '/ˈkændɪdət/',
    meaning: 'a person who is being considered for a job',
    example: 'We have interviewed four candidates for the accountant position.',
    translations: {
      fr: 'une personne dont la candidature à un poste est examinée ; candidat',
      vn: 'người đang được xem xét cho một công việc; ứng cử viên',
      cn: '被考虑录用某职位的人；候选人',
      ar: 'شخص يُنظر في ترشيحه لوظيفة؛ مرشَّح',
    },
  },
  {
    term: 'colleague', partOfSpeech: 'noun', pronunciation: '/ˈkɒliːɡ/',
    meaning: 'a person that you work with',
    example: 'A colleague from the sales team will show you around the office.',
    translations: {
      fr: 'une personne avec qui l’on travaille ; collègue',
      vn: 'người làm việc cùng với bạn; đồng nghiệp',
      cn: '与你一起工作的人；同事',
      ar: 'شخص تعمل معه؛ زميل',
    },
  },
  {
    term: 'commute', partOfSpeech: 'verb', pronunciation: '/kəˈmjuːt/',
    meaning: 'to travel regularly between your home and your place of work',
    example: 'She commutes to the city by train every day.',
    translations: {
      fr: 'faire régulièrement le trajet entre son domicile et son lieu de travail',
      vn: 'đi lại thường xuyên giữa nhà và nơi làm việc',
      cn: '定期往返于住所和工作地点之间；通勤',
      ar: 'التنقّل بانتظام بين المنزل ومكان العمل',
    },
  },
  {
    term: 'confidential', partOfSpeech: 'adjective', pronunciation: '/ˌkɒnfɪˈdenʃl/',
    meaning: 'meant to be kept secret and shown only to certain people',
    example: 'Salary details are confidential and must not be shared.',
    translations: {
      fr: 'destiné à rester secret et à n’être montré qu’à certaines personnes ; confidentiel',
      vn: 'cần được giữ bí mật và chỉ cho một số người nhất định xem; bảo mật',
      cn: '需要保密、只给特定人员看的；机密的',
      ar: 'يجب أن يبقى سرًّا ولا يُطلع عليه إلا أشخاص معيّنون؛ سرّي',
    },
  },
  {
    term: 'contract', partOfSpeech: 'noun', pronunciation: '/ˈkɒntrækt/',
    meaning: 'a written legal agreement between people or companies',
    example: 'Please read the contract carefully before you sign it.',
    translations: {
      fr: 'un accord écrit ayant une valeur juridique entre des personnes ou des entreprises ; contrat',
      vn: 'thỏa thuận pháp lý bằng văn bản giữa các cá nhân hoặc công ty; hợp đồng',
      cn: '个人或公司之间具有法律效力的书面协议；合同',
      ar: 'اتفاق قانوني مكتوب بين أشخاص أو شركات؛ عقد',
    },
  },
  {
    term: 'deadline', partOfSpeech: 'noun', pronunciation: '/ˈdedlaɪn/',
    meaning: 'the time or day by which something must be done',
    example: 'The deadline for the sales report is Friday at noon.',
    translations: {
      fr: 'le moment ou le jour avant lequel quelque chose doit être fait ; date limite',
      vn: 'thời điểm hoặc ngày mà một việc phải được hoàn thành trước đó; hạn chót',
      cn: '必须完成某事的时间或日期；截止期限',
      ar: 'الوقت أو اليوم الذي يجب إنجاز شيء ما قبله؛ الموعد النهائي',
    },
  },
  {
    term: 'delegate', partOfSpeech: 'verb', pronunciation: '/ˈdelɪɡeɪt/',
    meaning: 'to give part of your work or responsibility to someone else',
    example: 'A good manager knows how to delegate tasks to the team.',
    translations: {
      fr: 'confier une partie de son travail ou de ses responsabilités à quelqu’un d’autre ; déléguer',
      vn: 'giao một phần công việc hoặc trách nhiệm của mình cho người khác; giao phó',
      cn: '把自己的部分工作或职责交给别人；委派',
      ar: 'إسناد جزء من عملك أو مسؤوليتك إلى شخص آخر؛ يفوّض',
    },
  },
  {
    term: 'department', partOfSpeech: 'noun', pronunciation: '/dɪˈpɑːtmənt/',
    meaning: 'one of the sections of a large organisation, with its own work to do',
    example: 'Send your travel questions to the human resources department.',
    translations: {
      fr: 'l’une des sections d’une grande organisation, chargée de son propre travail ; service',
      vn: 'một bộ phận của một tổ chức lớn, phụ trách công việc riêng; phòng ban',
      cn: '大型机构中负责特定工作的部分；部门',
      ar: 'أحد أقسام مؤسسة كبيرة، وله عمله الخاص؛ قسم',
    },
  },
  {
    term: 'expense', partOfSpeech: 'noun', pronunciation: '/ɪkˈspens/',
    meaning: 'money that you spend on something, especially as part of your job',
    example: 'Keep your hotel bills so that the company can pay your expenses.',
    translations: {
      fr: 'l’argent que l’on dépense pour quelque chose, surtout dans le cadre de son travail ; frais',
      vn: 'tiền chi cho một việc gì đó, nhất là trong công việc; chi phí',
      cn: '花在某事上的钱，尤指因工作产生的；费用',
      ar: 'مال تنفقه على شيء ما، خاصةً في إطار عملك؛ نفقة',
    },
  },
  {
    term: 'headquarters', partOfSpeech: 'noun', pronunciation: '/ˌhedˈkwɔːtəz/',
    meaning: 'the main office of a company or an organisation',
    example: 'The company’s headquarters are in Lyon, but it has shops across Europe.',
    translations: {
      fr: 'le bureau principal d’une entreprise ou d’une organisation ; siège',
      vn: 'văn phòng chính của một công ty hoặc tổ chức; trụ sở chính',
      cn: '公司或机构的主要办公地点；总部',
      ar: 'المكتب الرئيسي لشركة أو منظمة؛ المقر الرئيسي',
    },
  },
  {
    term: 'inventory', partOfSpeech: 'noun', pronunciation: '/ˈɪnvəntri/',
    meaning: 'all the goods a business has in stock, or a full list of them',
    example: 'We check the inventory at the end of every month.',
    translations: {
      fr: 'l’ensemble des marchandises en stock d’une entreprise, ou leur liste complète ; inventaire',
      vn: 'toàn bộ hàng hóa một doanh nghiệp có trong kho, hoặc danh sách đầy đủ của chúng; hàng tồn kho',
      cn: '企业的全部库存商品，或其完整清单；存货',
      ar: 'جميع البضائع الموجودة في مخزون شركة، أو قائمة كاملة بها؛ جرد',
    },
  },
  {
    term: 'invoice', partOfSpeech: 'noun', pronunciation: '/ˈɪnvɔɪs/',
    meaning: 'a document that lists goods or services and says how much must be paid for them',
    example: 'The invoice must be paid within thirty days.',
    translations: {
      fr: 'un document qui énumère des biens ou des services et indique la somme à payer ; facture',
      vn: 'chứng từ liệt kê hàng hóa hoặc dịch vụ và số tiền phải trả; hóa đơn',
      cn: '列出商品或服务及应付金额的单据；发票',
      ar: 'مستند يذكر البضائع أو الخدمات والمبلغ الواجب دفعه مقابلها؛ فاتورة',
    },
  },
  {
    term: 'itinerary', partOfSpeech: 'noun', pronunciation: '/aɪˈtɪnərəri/',
    meaning: 'a plan of a journey, showing the places you will visit and when',
    example: 'Your itinerary includes two days in Tokyo and one day in Osaka.',
    translations: {
      fr: 'le programme d’un voyage, avec les lieux visités et les dates ; itinéraire',
      vn: 'kế hoạch chuyến đi, cho biết những nơi sẽ đến và thời gian; lịch trình',
      cn: '旅行计划，列出要去的地方和时间；行程',
      ar: 'خطة رحلة تبيّن الأماكن التي ستزورها ومواعيدها؛ برنامج الرحلة',
    },
  },
  {
    term: 'launch', partOfSpeech: 'verb', pronunciation: '/lɔːntʃ/',
    meaning: 'to start selling a new product or to begin a new activity',
    example: 'The company will launch its new phone in March.',
    translations: {
      fr: 'commencer à vendre un nouveau produit ou démarrer une nouvelle activité ; lancer',
      vn: 'bắt đầu bán một sản phẩm mới hoặc khởi động một hoạt động mới; ra mắt',
      cn: '开始销售新产品或启动新活动；推出',
      ar: 'البدء في بيع منتج جديد أو إطلاق نشاط جديد؛ يطلق',
    },
  },
  {
    term: 'merger', partOfSpeech: 'noun', pronunciation: '/ˈmɜːdʒə/',
    meaning: 'the joining together of two or more companies to form one company',
    example: 'After the merger, the two banks closed some of their branches.',
    translations: {
      fr: 'la réunion de deux entreprises ou plus pour n’en former qu’une ; fusion',
      vn: 'sự hợp nhất hai hay nhiều công ty thành một công ty; sáp nhập',
      cn: '两家或多家公司合并为一家；合并',
      ar: 'اتحاد شركتين أو أكثر لتكوين شركة واحدة؛ اندماج',
    },
  },
];

export const businessToeicList = defineWordList(
  {
    key: 'business-toeic',
    title: 'Business words for TOEIC',
    description: 'Everyday words of offices, meetings, travel and trade, as met in TOEIC listening and reading.',
  },
  [...businessToeicWordsEarly, ...businessToeicWordsLater],
);
