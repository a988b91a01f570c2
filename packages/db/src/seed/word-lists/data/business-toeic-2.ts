import type { DemoWordEntry } from '../define';

/** Business words for TOEIC, negotiate to workshop (the first half is in business-toeic.ts). */
export const businessToeicWordsLater: DemoWordEntry[] = [
  {
    term: 'negotiate', partOfSpeech: 'verb', pronunciation: '/nɪˈɡəʊʃieɪt/',
    meaning: 'to discuss something formally in order to reach an agreement',
    example: 'We negotiated a lower price for orders of more than a hundred units.',
    translations: {
      fr: 'discuter de quelque chose de manière officielle afin de parvenir à un accord ; négocier',
      vn: 'thảo luận chính thức về một vấn đề để đi đến thỏa thuận; đàm phán',
      cn: '为达成协议而正式商讨某事；谈判',
      ar: 'مناقشة أمر ما بشكل رسمي من أجل التوصل إلى اتفاق؛ يتفاوض',
    },
  },
  {
    term: 'overtime', partOfSpeech: 'noun', pronunciation: '/ˈəʊvətaɪm/',
    meaning: 'time that you work after your usual working hours',
    example: 'The staff worked overtime to finish the order before the holiday.',
    translations: {
      fr: 'le temps de travail effectué en plus des heures habituelles ; heures supplémentaires',
      vn: 'thời gian làm việc ngoài giờ làm việc thông thường; giờ làm thêm',
      cn: '正常工作时间以外的工作时间；加班',
      ar: 'الوقت الذي تعمله بعد ساعات عملك المعتادة؛ العمل الإضافي',
    },
  },
  {
    term: 'payroll', partOfSpeech: 'noun', pronunciation: '/ˈpeɪrəʊl/',
    meaning: 'a list of a company’s employees and the pay each one receives',
    example: 'The new assistant has been added to the payroll this month.',
    translations: {
      fr: 'la liste des salariés d’une entreprise et du salaire que chacun reçoit ; liste de paie',
      vn: 'danh sách nhân viên của một công ty và tiền lương mỗi người nhận; bảng lương',
      cn: '公司员工及其各自所得薪酬的名单；工资单',
      ar: 'قائمة بموظفي شركة والأجر الذي يتقاضاه كل منهم؛ كشف الرواتب',
    },
  },
  {
    term: 'postpone', partOfSpeech: 'verb', pronunciation: '/pəˈspəʊn/',
    meaning: 'to move an event or an activity to a later time',
    example: 'The board meeting has been postponed until next Tuesday.',
    translations: {
      fr: 'déplacer un événement ou une activité à plus tard ; reporter',
      vn: 'dời một sự kiện hoặc hoạt động sang thời điểm muộn hơn; hoãn lại',
      cn: '把活动或事情推迟到以后；延期',
      ar: 'تأجيل حدث أو نشاط إلى وقت لاحق',
    },
  },
  {
    term: 'profit', partOfSpeech: 'noun', pronunciation: '/ˈprɒfɪt/',
    meaning: 'money that you earn from business after paying all the costs',
    example: 'The bakery made a small profit in its first year.',
    translations: {
      fr: 'l’argent gagné grâce à une activité commerciale une fois tous les coûts payés ; bénéfice',
      vn: 'số tiền kiếm được từ kinh doanh sau khi đã trả mọi chi phí; lợi nhuận',
      cn: '做生意扣除全部成本后赚到的钱；利润',
      ar: 'المال الذي تكسبه من العمل التجاري بعد دفع جميع التكاليف؛ ربح',
    },
  },
  {
    term: 'promote', partOfSpeech: 'verb', pronunciation: '/prəˈməʊt/',
    meaning: 'to give someone a more important job in the same organisation',
    example: 'After three years in sales, Omar was promoted to team leader.',
    translations: {
      fr: 'donner à quelqu’un un poste plus important dans la même organisation ; promouvoir',
      vn: 'giao cho ai đó một vị trí quan trọng hơn trong cùng tổ chức; thăng chức',
      cn: '在同一机构内给某人更重要的职位；提升',
      ar: 'منح شخص منصبًا أهم داخل المؤسسة نفسها؛ يرقّي',
    },
  },
  {
    term: 'purchase', partOfSpeech: 'verb', pronunciation: '/ˈpɜːtʃəs/',
    meaning: 'to buy something, especially something large or expensive',
    example: 'The school purchased twenty new laptops for the library.',
    translations: {
      fr: 'acheter quelque chose, surtout quelque chose de grand ou de cher',
      vn: 'mua một thứ gì đó, nhất là thứ lớn hoặc đắt tiền',
      cn: '购买某物，尤指大件或昂贵的东西',
      ar: 'شراء شيء ما، خاصةً إذا كان كبيرًا أو باهظ الثمن',
    },
  },
  {
    term: 'quarterly', partOfSpeech: 'adjective', pronunciation: '/ˈkwɔːtəli/',
    meaning: 'happening or produced every three months',
    example: 'The quarterly sales report will be ready next week.',
    translations: {
      fr: 'qui a lieu ou qui est produit tous les trois mois ; trimestriel',
      vn: 'diễn ra hoặc được làm ra ba tháng một lần; hằng quý',
      cn: '每三个月发生或发布一次的；季度的',
      ar: 'يحدث أو يصدر كل ثلاثة أشهر؛ فصلي',
    },
  },
  {
    term: 'receipt', partOfSpeech: 'noun', pronunciation: '/rɪˈsiːt/',
    meaning: 'a piece of paper that shows you have paid for something',
    example: 'Keep the receipt in case you need to return the shoes.',
    translations: {
      fr: 'un papier qui prouve que l’on a payé quelque chose ; reçu',
      vn: 'tờ giấy chứng minh bạn đã trả tiền cho một thứ gì đó; biên lai',
      cn: '证明你已为某物付款的单据；收据',
      ar: 'ورقة تُثبت أنك دفعت ثمن شيء ما؛ إيصال',
    },
  },
  {
    term: 'refund', partOfSpeech: 'noun', pronunciation: '/ˈriːfʌnd/',
    meaning: 'money that is given back to you, for example when you return something you bought',
    example: 'The customer asked for a refund because the printer did not work.',
    translations: {
      fr: 'l’argent qui vous est rendu, par exemple quand vous rapportez un achat ; remboursement',
      vn: 'số tiền được trả lại cho bạn, chẳng hạn khi bạn trả lại món hàng đã mua; tiền hoàn lại',
      cn: '退还给你的钱，例如退回所购物品时；退款',
      ar: 'مال يُعاد إليك، مثلًا عندما تُرجع شيئًا اشتريته؛ استرداد المبلغ',
    },
  },
  {
    term: 'reimburse', partOfSpeech: 'verb', pronunciation: '/ˌriːɪmˈbɜːs/',
    meaning: 'to pay back money that someone has spent, for example on work travel',
    example: 'The company will reimburse your taxi fares from the airport.',
    translations: {
      fr: 'rendre l’argent que quelqu’un a dépensé, par exemple pour un déplacement professionnel ; rembourser',
      vn: 'trả lại số tiền ai đó đã chi, chẳng hạn cho chuyến công tác; hoàn trả',
      cn: '偿还某人花费的钱，例如出差费用；报销',
      ar: 'ردّ المال الذي أنفقه شخص ما، مثلًا على سفر العمل؛ يعوّض',
    },
  },
  {
    term: 'reservation', partOfSpeech: 'noun', pronunciation: '/ˌrezəˈveɪʃn/',
    meaning: 'an arrangement to keep a room, a table or a seat for you',
    example: 'I would like to make a reservation for two nights, please.',
    translations: {
      fr: 'un arrangement pour qu’on vous garde une chambre, une table ou une place ; réservation',
      vn: 'sự sắp xếp để giữ trước phòng, bàn hoặc chỗ ngồi cho bạn; đặt chỗ',
      cn: '为你保留房间、餐桌或座位的安排；预订',
      ar: 'ترتيب لحجز غرفة أو طاولة أو مقعد لك؛ حجز',
    },
  },
  {
    term: 'revenue', partOfSpeech: 'noun', pronunciation: '/ˈrevənjuː/',
    meaning: 'the total money that a company receives from its business',
    example: 'Online sales now bring in half of the shop’s revenue.',
    translations: {
      fr: 'l’ensemble de l’argent qu’une entreprise reçoit de son activité ; chiffre d’affaires',
      vn: 'tổng số tiền một công ty thu được từ hoạt động kinh doanh; doanh thu',
      cn: '公司从经营中获得的全部收入；营业收入',
      ar: 'إجمالي المال الذي تحصل عليه شركة من نشاطها؛ الإيرادات',
    },
  },
  {
    term: 'shareholder', partOfSpeech: 'noun', pronunciation: '/ˈʃeəhəʊldə/',
    meaning: 'a person who owns shares in a company',
    example: 'The shareholders voted to approve the new director.',
    translations: {
      fr: 'une personne qui possède des actions d’une entreprise ; actionnaire',
      vn: 'người sở hữu cổ phần trong một công ty; cổ đông',
      cn: '持有公司股份的人；股东',
      ar: 'شخص يملك أسهمًا في شركة؛ مساهم',
    },
  },
  {
    term: 'shipment', partOfSpeech: 'noun', pronunciation: '/ˈʃɪpmənt/',
    meaning: 'a load of goods that is sent from one place to another',
    example: 'The next shipment of paper will arrive on Monday morning.',
    translations: {
      fr: 'un lot de marchandises envoyé d’un endroit à un autre ; envoi, expédition',
      vn: 'một lô hàng được gửi từ nơi này đến nơi khác',
      cn: '从一处运往另一处的一批货物',
      ar: 'كمية من البضائع تُرسل من مكان إلى آخر؛ شحنة',
    },
  },
  {
    term: 'supervisor', partOfSpeech: 'noun', pronunciation: '/ˈsuːpəvaɪzə/',
    meaning: 'a person who is in charge of a group of workers and checks their work',
    example: 'Ask your supervisor before you change your working hours.',
    translations: {
      fr: 'une personne qui dirige un groupe de travailleurs et contrôle leur travail ; superviseur',
      vn: 'người phụ trách một nhóm nhân viên và kiểm tra công việc của họ; người giám sát',
      cn: '负责管理一组员工并检查其工作的人；主管',
      ar: 'شخص مسؤول عن مجموعة من العاملين ويراقب عملهم؛ مشرف',
    },
  },
  {
    term: 'supplier', partOfSpeech: 'noun', pronunciation: '/səˈplaɪə/',
    meaning: 'a company that provides goods or services to another business',
    example: 'We are looking for a cheaper supplier of office furniture.',
    translations: {
      fr: 'une entreprise qui fournit des biens ou des services à une autre entreprise ; fournisseur',
      vn: 'công ty cung cấp hàng hóa hoặc dịch vụ cho một doanh nghiệp khác; nhà cung cấp',
      cn: '向其他企业提供商品或服务的公司；供应商',
      ar: 'شركة تزوّد شركة أخرى بالبضائع أو الخدمات؛ مورِّد',
    },
  },
  {
    term: 'venue', partOfSpeech: 'noun', pronunciation: '/ˈvenjuː/',
    meaning: 'the place where an event such as a conference or a concert happens',
    example: 'The hotel by the river has been chosen as the venue for the conference.',
    translations: {
      fr: 'le lieu où se déroule un événement comme une conférence ou un concert',
      vn: 'địa điểm diễn ra một sự kiện như hội nghị hoặc buổi hòa nhạc',
      cn: '会议、音乐会等活动举行的地点；场地',
      ar: 'المكان الذي يُقام فيه حدث مثل مؤتمر أو حفل موسيقي',
    },
  },
  {
    term: 'warehouse', partOfSpeech: 'noun', pronunciation: '/ˈweəhaʊs/',
    meaning: 'a large building where goods are stored before they are sold or sent',
    example: 'All orders are packed at our warehouse near the port.',
    translations: {
      fr: 'un grand bâtiment où l’on stocke des marchandises avant de les vendre ou de les expédier ; entrepôt',
      vn: 'tòa nhà lớn dùng để chứa hàng hóa trước khi bán hoặc gửi đi; nhà kho',
      cn: '货物出售或发运前存放的大型建筑；仓库',
      ar: 'مبنى كبير تُخزَّن فيه البضائع قبل بيعها أو إرسالها؛ مستودع',
    },
  },
  {
    term: 'warranty', partOfSpeech: 'noun', pronunciation: '/ˈwɒrənti/',
    meaning: 'a written promise that a company will repair or replace a product if it breaks',
    example: 'The washing machine comes with a two-year warranty.',
    translations: {
      fr: 'une promesse écrite par laquelle une entreprise s’engage à réparer ou remplacer un produit en panne ; garantie',
      vn: 'lời cam kết bằng văn bản rằng công ty sẽ sửa hoặc thay sản phẩm nếu nó bị hỏng; bảo hành',
      cn: '公司承诺产品损坏时予以维修或更换的书面保证；保修',
      ar: 'تعهّد مكتوب بأن تُصلح الشركة المنتج أو تستبدله إذا تعطّل؛ ضمان',
    },
  },
  {
    term: 'workshop', partOfSpeech: 'noun', pronunciation: '/ˈwɜːkʃɒp/',
    meaning: 'a meeting at which a group of people learn about a subject by doing practical work',
    example: 'All new staff attend a one-day workshop on customer service.',
    translations: {
      fr: 'une séance où un groupe de personnes apprend un sujet par des exercices pratiques ; atelier',
      vn: 'buổi học mà một nhóm người tìm hiểu một chủ đề thông qua thực hành; hội thảo chuyên đề',
      cn: '一群人通过实际操作学习某一主题的活动；研讨会',
      ar: 'لقاء يتعلم فيه مجموعة من الناس موضوعًا ما من خلال العمل التطبيقي؛ ورشة عمل',
    },
  },
];
