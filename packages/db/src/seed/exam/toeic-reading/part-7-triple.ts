import { choiceQuestion as q } from '../exam-document-types';
import type { ExamQuestionGroup } from '@lexam/contracts';

/** Part 7 triple passages, questions 186–200: a workshop series, a hotel stay and a staff training. */
export const toeicReadingPart7Triple: ExamQuestionGroup[] = [
  {
    instructions: 'Questions 186–190 refer to the following schedule, form, and e-mail.',
    stimulusHtml: `<h3>Ashford Business Center — Autumn workshops</h3>
<table><tr><th>Date</th><th>Workshop</th><th>Leader</th></tr>
<tr><td>7 October</td><td>Writing a business plan</td><td>Colin Marsh</td></tr>
<tr><td>14 October</td><td>Social media for small firms</td><td>Aiko Tanaka</td></tr>
<tr><td>21 October</td><td>Managing cash flow</td><td>Colin Marsh</td></tr>
<tr><td>28 October</td><td>Hiring your first employee</td><td>Beatriz Lopes</td></tr></table>
<p>All workshops run from 6 to 8 P.M. Each costs $25; members of the Ashford Chamber of Commerce pay $15.</p>
<hr>
<h3>Registration form</h3>
<p>Name: Nadia Osei<br>Business: Osei Florists<br>Chamber of Commerce member: Yes<br>Workshops: Social media for small firms; Hiring your first employee<br>Total paid: $30</p>
<hr>
<p><strong>To:</strong> Nadia Osei<br><strong>From:</strong> Ashford Business Center<br><strong>Date:</strong> 10 October</p>
<p>Dear Ms. Osei,</p>
<p>We are sorry to tell you that the workshop on 28 October has been canceled because the leader is ill. Your payment for that workshop will be refunded to your card within five working days. We hope to offer the workshop again in the spring and will let you know the new date.</p>`,
    questions: [
      q(186, 'Who is leading more than one workshop?', ['Colin Marsh', 'Aiko Tanaka', 'Beatriz Lopes', 'Nadia Osei'], 'A',
        'Colin Marsh leads the workshops of 7 and 21 October.', 'Managing cash flow'),
      q(187, 'Why did Ms. Osei pay $30?', ['She registered late.', 'She paid for a colleague.', 'She is a member of the Chamber of Commerce.', 'She attended only one workshop.'], 'C',
        'Members pay $15 per workshop, and she chose two workshops.', 'members of the Ashford Chamber of Commerce pay $15'),
      q(188, 'What is the purpose of the e-mail?', ['To confirm a registration', 'To announce a cancellation', 'To change the time of a workshop', 'To request a payment'], 'B',
        'The e-mail says a workshop has been canceled.', 'has been canceled because the leader is ill'),
      q(189, 'Whose workshop was canceled?', ['Colin Marsh\'s', 'Aiko Tanaka\'s', 'Nadia Osei\'s', 'Beatriz Lopes\'s'], 'D',
        'The 28 October workshop, "Hiring your first employee", is led by Beatriz Lopes.', 'Hiring your first employee'),
      q(190, 'How much money will Ms. Osei get back?', ['$15', '$25', '$30', '$10'], 'A',
        'She paid the member price of $15 for the canceled workshop.', 'Your payment for that workshop will be refunded to your card'),
    ],
  },
  {
    instructions: 'Questions 191–195 refer to the following advertisement, confirmation, and e-mail.',
    stimulusHtml: `<h3>The Saltmarsh Hotel — Winter breaks</h3>
<p>Stay two nights or more between 1 November and 28 February and receive a free dinner for two in our seafood restaurant on your first evening. All rooms have sea views except our Garden Rooms, which look onto our award-winning gardens. Parking is free for hotel guests.</p>
<hr>
<h3>Booking confirmation</h3>
<p>Guest: Mr. and Mrs. Rahman<br>Room: Garden Room<br>Arrival: 13 December<br>Departure: 16 December<br>Rate: £120 per night, breakfast included</p>
<hr>
<p><strong>To:</strong> reservations@saltmarshhotel.example<br><strong>From:</strong> Yusuf Rahman<br><strong>Date:</strong> 18 December</p>
<p>Dear Sir or Madam,</p>
<p>My wife and I have just returned from a lovely stay at your hotel. The staff were friendly and the breakfast was excellent. However, the free dinner we were promised in your advertisement was not offered to us, and when I asked at reception I was told the offer did not apply to our room. I could not find this condition anywhere in the advertisement. I would be grateful if you could look into this.</p>
<p>Yusuf Rahman</p>`,
    questions: [
      q(191, 'According to the advertisement, what is true about the hotel?', ['Every room faces the sea.', 'Guests must pay for parking.', 'It is closed in February.', 'It has a seafood restaurant.'], 'D',
        'The advertisement mentions its seafood restaurant. Garden Rooms do not face the sea, and parking is free.', 'our seafood restaurant'),
      q(192, 'What can be concluded about Mr. and Mrs. Rahman\'s room?', ['It was on the top floor.', 'It did not have a sea view.', 'It was the most expensive room.', 'It was booked for two nights.'], 'B',
        'They stayed in a Garden Room, and Garden Rooms look onto the gardens instead of the sea.', 'All rooms have sea views except our Garden Rooms'),
      q(193, 'Why does Mr. Rahman believe he should have received a free dinner?', ['He paid for dinner in advance.', 'He was celebrating a special occasion.', 'He stayed more than two nights in December.', 'He was a regular guest.'], 'C',
        'He stayed from 13 to 16 December, three nights, within the period of the offer.', 'Stay two nights or more between 1 November and 28 February'),
      q(194, 'What did Mr. Rahman like about his stay?', ['The breakfast', 'The dinner', 'The sea view', 'The price of parking'], 'A',
        'He writes that the breakfast was excellent.', 'the breakfast was excellent'),
      q(195, 'What does Mr. Rahman ask the hotel to do?', ['Change his booking', 'Send him a new brochure', 'Refund his parking fee', 'Investigate his complaint'], 'D',
        'He asks the hotel to look into the problem.', 'I would be grateful if you could look into this'),
    ],
  },
  {
    instructions: 'Questions 196–200 refer to the following memo, schedule, and text message.',
    stimulusHtml: `<h3>MEMO — Pelham Logistics</h3>
<p>To: Warehouse supervisors<br>From: Irene Sokolova, Training Manager</p>
<p>All forklift drivers must complete a one-day safety refresher course before 30 June. Supervisors should choose a date for each driver from the schedule below and enter it in the shared calendar. Drivers will be paid their normal wage for the day. Lunch will be provided.</p>
<hr>
<h3>Safety refresher course — June dates</h3>
<table><tr><th>Date</th><th>Location</th><th>Places left</th></tr>
<tr><td>Tuesday, 10 June</td><td>North warehouse</td><td>0</td></tr>
<tr><td>Thursday, 19 June</td><td>Head office</td><td>4</td></tr>
<tr><td>Monday, 23 June</td><td>South warehouse</td><td>9</td></tr></table>
<hr>
<p><strong>From Dev Anand (supervisor, South warehouse), 16 June, 8:40 A.M.</strong></p>
<p>Irene, I need to send five of my drivers on the course. I'd rather not travel to head office, so I'll book them all on the date at our own site. Could you confirm that there is a vegetarian option for lunch? Two of them don't eat meat.</p>`,
    questions: [
      q(196, 'What is the purpose of the memo?', ['To announce new forklift trucks', 'To tell supervisors to arrange training', 'To change drivers\' working hours', 'To introduce a new training manager'], 'B',
        'Supervisors must choose a course date for each driver.', 'Supervisors should choose a date for each driver from the schedule below'),
      q(197, 'What is indicated about the course on 10 June?', ['It has been moved to head office.', 'It is for supervisors only.', 'It will last two days.', 'It is fully booked.'], 'D',
        'No places are left on 10 June.', 'North warehouse'),
      q(198, 'On what date will Mr. Anand\'s drivers most likely attend the course?', ['23 June', '19 June', '10 June', '30 June'], 'A',
        'He will book the date at his own site, the South warehouse, on 23 June, which has nine places.', 'South warehouse'),
      q(199, 'What does Mr. Anand ask about?', ['The drivers\' pay', 'The course location', 'The food that will be served', 'The number of places left'], 'C',
        'He asks whether there is a vegetarian option for lunch.', 'Could you confirm that there is a vegetarian option for lunch?'),
      q(200, 'What is suggested about the drivers who attend the course?', ['They must pay for lunch.', 'They will not lose any pay.', 'They will receive a new license.', 'They must bring their own forklift.'], 'B',
        'Drivers will be paid their normal wage for the day.', 'Drivers will be paid their normal wage for the day'),
    ],
  },
];
