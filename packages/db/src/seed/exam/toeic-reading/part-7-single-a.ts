import { choiceQuestion as q } from '../exam-document-types';
import type { ExamQuestionGroup } from '@lexam/contracts';

/** Part 7 single passages, questions 147–160: a text-message chain, a notice, an ad, an invoice, an e-mail and an article. */
export const toeicReadingPart7SingleA: ExamQuestionGroup[] = [
  {
    instructions: 'Questions 147–148 refer to the following text-message chain.',
    stimulusHtml: `<p><strong>Lena Park (9:12 A.M.)</strong> Hi Marco, the projector in Room B isn't turning on. The client presentation starts at 10.</p>
<p><strong>Marco Silva (9:14 A.M.)</strong> Did you check the power switch on the wall? It's behind the cabinet.</p>
<p><strong>Lena Park (9:15 A.M.)</strong> Just found it. That did it!</p>
<p><strong>Marco Silva (9:16 A.M.)</strong> Great. I'll bring extra cables anyway, just in case.</p>`,
    questions: [
      q(147, 'Why does Ms. Park contact Mr. Silva?', ['To reschedule a presentation', 'To ask him to meet a client', 'To report a problem with equipment', 'To reserve a meeting room'], 'C',
        'Ms. Park writes that the projector is not working.', 'the projector in Room B isn\'t turning on'),
      q(148, 'At 9:15 A.M., what does Ms. Park most likely mean when she writes, "That did it"?', ['The projector now works.', 'She has finished the presentation.', 'The cables are missing.', 'The client has arrived early.'], 'A',
        'She found the wall switch Mr. Silva mentioned, and turning it on solved the problem.', 'Did you check the power switch on the wall?'),
    ],
  },
  {
    instructions: 'Questions 149–150 refer to the following notice.',
    stimulusHtml: `<h3>Greenfield Apartments: Water shut-off</h3>
<p>Please note that the water supply to Building C will be turned off on Tuesday, 8 October, from 9 A.M. to 1 P.M. so that plumbers can replace a damaged pipe in the basement. Residents are advised to store some water for drinking and cooking before that time. Bottled water will be available free of charge at the management office for anyone who needs it. We thank you for your patience.</p>`,
    questions: [
      q(149, 'Why will the water be turned off?', ['A new building is being connected.', 'A pipe needs to be replaced.', 'The water is being tested.', 'The basement is being painted.'], 'B',
        'Plumbers will replace a damaged pipe.', 'so that plumbers can replace a damaged pipe in the basement'),
      q(150, 'What is offered to residents?', ['A discount on their rent', 'A visit from a plumber', 'A new water filter', 'Free bottled water'], 'D',
        'Bottled water is available at no cost at the management office.', 'Bottled water will be available free of charge'),
    ],
  },
  {
    instructions: 'Questions 151–152 refer to the following advertisement.',
    stimulusHtml: `<h3>SwiftPrint — Printing for small businesses</h3>
<p>Business cards, flyers, menus and banners printed in 24 hours. Upload your design at swiftprint.example and collect your order at any of our five city-center shops, or have it delivered for a small fee.</p>
<p>New customers: enter the code WELCOME15 when you place your first order to save 15 percent. Offer ends 31 July.</p>`,
    questions: [
      q(151, 'What is true about SwiftPrint?', ['It completes orders within a day.', 'It designs logos for customers.', 'It has one shop in the city center.', 'It offers free delivery.'], 'A',
        'Items are "printed in 24 hours", that is, within a day. There are five shops and delivery costs a fee.', 'printed in 24 hours'),
      q(152, 'How can a new customer get a discount?', ['By ordering before June', 'By visiting a shop in person', 'By using a code with a first order', 'By ordering more than 100 cards'], 'C',
        'New customers enter a code on their first order.', 'enter the code WELCOME15 when you place your first order'),
    ],
  },
  {
    instructions: 'Questions 153–154 refer to the following invoice.',
    stimulusHtml: `<h3>Harlow Office Supplies — Invoice No. 4471</h3>
<p>Customer: Meridian Dental Clinic, 22 Oak Road<br>Order date: 14 November</p>
<table><tr><th>Item</th><th>Quantity</th><th>Price</th></tr>
<tr><td>Printer paper (box of 5 reams)</td><td>4</td><td>$96.00</td></tr>
<tr><td>Appointment cards (pack of 500)</td><td>2</td><td>$38.00</td></tr>
<tr><td>Ergonomic desk chair</td><td>1</td><td>$189.00</td></tr></table>
<p>Total: $323.00. Payment is due within 30 days. Note: the desk chair is currently out of stock and will be delivered separately, no later than 2 December.</p>`,
    questions: [
      q(153, 'What kind of business placed the order?', ['A printing company', 'A furniture store', 'A travel agency', 'A health clinic'], 'D',
        'The customer is a dental clinic.', 'Meridian Dental Clinic'),
      q(154, 'What is indicated about the desk chair?', ['It was ordered by mistake.', 'It will arrive later than the other items.', 'It is offered at a discount.', 'It must be paid for in advance.'], 'B',
        'The chair is out of stock and will be delivered separately, by 2 December.', 'will be delivered separately, no later than 2 December'),
    ],
  },
  {
    instructions: 'Questions 155–157 refer to the following e-mail.',
    stimulusHtml: `<p><strong>To:</strong> Ahmed Karimi<br><strong>From:</strong> Sofia Lindgren, Northline Conferences<br><strong>Subject:</strong> Your talk on 12 September</p>
<p>Dear Mr. Karimi,</p>
<p>Thank you again for agreeing to speak at the Northline Retail Forum. Your talk, "Small shops in a digital market," is scheduled for 11:30 A.M. in the Garden Hall and will last 40 minutes, followed by 10 minutes of questions.</p>
<p>Could you please send us your slides by 5 September? Our technical team will load them onto the hall computer so that you do not need to bring your own laptop. We will also print a short biography of you in the program, so please include one of no more than 80 words.</p>
<p>Your hotel room at the Lakeside Inn has been booked for the night of 11 September. A taxi will collect you from the hotel at 10:45 A.M. on the day of your talk.</p>
<p>Best regards,<br>Sofia Lindgren</p>`,
    questions: [
      q(155, 'What is the purpose of the e-mail?', ['To invite Mr. Karimi to apply for a job', 'To give Mr. Karimi details about an event', 'To change the date of a conference', 'To ask Mr. Karimi to book a hotel'], 'B',
        'The e-mail gives the time, place and arrangements of Mr. Karimi\'s talk.', 'Your talk, "Small shops in a digital market," is scheduled for 11:30 A.M.'),
      q(156, 'What is Mr. Karimi asked to send?', ['His slides and a short biography', 'His laptop and cables', 'A list of questions', 'A copy of the program'], 'A',
        'He is asked for his slides and a biography of at most 80 words.', 'Could you please send us your slides by 5 September?'),
      q(157, 'How will Mr. Karimi get to the conference?', ['He will walk from the hotel.', 'He will drive his own car.', 'He will be picked up by taxi.', 'He will take a train.'], 'C',
        'A taxi will collect him from the hotel.', 'A taxi will collect you from the hotel'),
    ],
  },
  {
    instructions: 'Questions 158–160 refer to the following article.',
    stimulusHtml: `<h3>Rooftop gardens take root downtown</h3>
<p>More office buildings in the city center are turning their roofs into gardens. — [1] — The Kestrel Tower, home to three law firms and an insurance company, planted vegetables and flowers on its roof last spring, and employees now volunteer to look after them during their lunch breaks.</p>
<p>Building managers say the gardens do more than improve the view. — [2] — Plants help keep the floors below cooler in summer, which lowers air-conditioning costs. According to one study by the city's environment office, a planted roof can reduce a building's cooling bill by up to 12 percent.</p>
<p>The vegetables grown on the Kestrel Tower are given to a local food bank. — [3] — Other buildings are following the example: four more rooftop gardens are planned for next year. — [4] —</p>`,
    questions: [
      q(158, 'What is the article mainly about?', ['A new law about building heights', 'A company that sells vegetables', 'A study of office workers\' lunch habits', 'A trend among office buildings'], 'D',
        'The article describes more and more office buildings creating rooftop gardens.', 'More office buildings in the city center are turning their roofs into gardens'),
      q(159, 'According to the article, what is a benefit of rooftop gardens?', ['They attract new tenants.', 'They increase rents.', 'They can lower cooling costs.', 'They provide space for meetings.'], 'C',
        'The plants keep the floors below cooler and lower air-conditioning costs.', 'which lowers air-conditioning costs'),
      q(160, 'In which of the positions marked [1], [2], [3], and [4] does the following sentence best belong? "Last year, more than 300 kilograms of produce were donated in this way."', ['[1]', '[2]', '[3]', '[4]'], 'C',
        'The sentence about donated produce follows the sentence about vegetables given to a food bank, at position [3].', 'The vegetables grown on the Kestrel Tower are given to a local food bank'),
    ],
  },
];
