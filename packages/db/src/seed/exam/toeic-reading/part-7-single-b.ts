import { choiceQuestion as q } from '../exam-document-types';
import type { ExamQuestionGroup } from '@lexam/contracts';

/** Part 7 single passages, questions 161–175: a web page, an online chat discussion, an article and a letter. */
export const toeicReadingPart7SingleB: ExamQuestionGroup[] = [
  {
    instructions: 'Questions 161–163 refer to the following web page.',
    stimulusHtml: `<h3>Vantage Bikes — Rental terms</h3>
<p>Our bicycles can be rented by the hour, by the day or by the week. Every rental includes a helmet and a lock. Child seats are available on request at no extra cost, but they must be reserved at least one day in advance.</p>
<p>A deposit of $50 is required for each bicycle and is returned in full when the bicycle comes back undamaged. Bicycles returned after closing time (7 P.M.) will be charged an extra day.</p>
<p>Guided tours of the old town leave our Station Road shop every Saturday at 10 A.M. Tours last about three hours and are limited to twelve riders.</p>`,
    questions: [
      q(161, 'What is included in every rental?', ['A helmet and a lock', 'A child seat', 'A map of the old town', 'A guided tour'], 'A',
        'The web page says every rental includes a helmet and a lock.', 'Every rental includes a helmet and a lock'),
      q(162, 'What happens if a bicycle is returned at 8 P.M.?', ['The deposit is kept.', 'The customer must join a tour.', 'A helmet must be returned.', 'An extra day is charged.'], 'D',
        '8 P.M. is after closing time, which costs an extra day.', 'Bicycles returned after closing time (7 P.M.) will be charged an extra day'),
      q(163, 'What is indicated about the guided tours?', ['They run every day.', 'The number of riders is limited.', 'They start from the train station.', 'They last all day.'], 'B',
        'Tours are limited to twelve riders.', 'are limited to twelve riders'),
    ],
  },
  {
    instructions: 'Questions 164–167 refer to the following online chat discussion.',
    stimulusHtml: `<p><strong>Grace Adeyemi (2:02 P.M.)</strong> The supplier just called. The shipment of ceramic mugs for the Brookside store will be a week late.</p>
<p><strong>Owen Hughes (2:03 P.M.)</strong> That's a problem. Brookside's spring window display is built around those mugs, and it opens on Monday.</p>
<p><strong>Ruth Castillo (2:05 P.M.)</strong> We have about sixty of the same mugs in the central warehouse. I could send them over on Friday's van.</p>
<p><strong>Owen Hughes (2:06 P.M.)</strong> Sixty would be plenty for the display.</p>
<p><strong>Grace Adeyemi (2:07 P.M.)</strong> Perfect. Ruth, could you also update the stock system so the warehouse figures are right?</p>
<p><strong>Ruth Castillo (2:08 P.M.)</strong> Will do. I'll send you both a confirmation once the van leaves.</p>`,
    questions: [
      q(164, 'What problem does Ms. Adeyemi mention?', ['A product has been discontinued.', 'A store has closed early.', 'A delivery will be delayed.', 'A price has increased.'], 'C',
        'The shipment of mugs will be a week late.', 'will be a week late'),
      q(165, 'Why is Mr. Hughes concerned?', ['A window display depends on the products.', 'The warehouse is full.', 'The van has broken down.', 'Customers have complained about the mugs.'], 'A',
        'The Brookside display, which opens on Monday, is built around the mugs.', 'spring window display is built around those mugs'),
      q(166, 'At 2:06 P.M., what does Mr. Hughes mean when he writes, "Sixty would be plenty for the display"?', ['He wants to order more mugs.', 'He thinks the display should be smaller.', 'He prefers a different product.', 'He accepts Ms. Castillo\'s offer.'], 'D',
        'He agrees that the sixty mugs Ms. Castillo offered are enough.', 'I could send them over on Friday\'s van'),
      q(167, 'What will Ms. Castillo most likely do next?', ['Call the supplier', 'Update the stock system', 'Visit the Brookside store', 'Design a new display'], 'B',
        'Ms. Adeyemi asks her to update the stock system and she agrees ("Will do").', 'could you also update the stock system'),
    ],
  },
  {
    instructions: 'Questions 168–171 refer to the following article.',
    stimulusHtml: `<h3>Ferry service to resume after two-year break</h3>
<p>PORT ELLIS — Passenger ferries will once again link Port Ellis and the island of Marrow from 1 May, the regional transport authority announced on Wednesday. The service was suspended two years ago when the only vessel on the route failed a safety inspection.</p>
<p>The authority has since bought a new, faster ferry that can carry 180 passengers and 20 cars. The crossing will take 35 minutes instead of the previous 50. Boats will leave Port Ellis every two hours between 7 A.M. and 7 P.M., with extra crossings on summer weekends.</p>
<p>Island businesses have welcomed the news. "Since the ferry stopped, our visitors have had to travel by the small private boats, which are expensive and don't run in bad weather," said Ines Moreau, who runs a guesthouse on Marrow. "We expect bookings to rise considerably."</p>
<p>Tickets will go on sale online on 15 April. Residents of the island will be eligible for a reduced fare.</p>`,
    questions: [
      q(168, 'Why was the ferry service stopped?', ['There were not enough passengers.', 'The ferry did not pass a safety check.', 'The port was being rebuilt.', 'Fuel prices rose sharply.'], 'B',
        'The only vessel failed a safety inspection.', 'the only vessel on the route failed a safety inspection'),
      q(169, 'What is stated about the new ferry?', ['It can carry more than 200 cars.', 'It will run only in summer.', 'It is quicker than the previous ferry.', 'It was built on the island.'], 'C',
        'The crossing will take 35 minutes instead of 50.', 'The crossing will take 35 minutes instead of the previous 50'),
      q(170, 'The word "considerably" in paragraph 3, line 4, is closest in meaning to', ['greatly', 'carefully', 'slowly', 'politely'], 'A',
        'To "rise considerably" is to rise a lot, that is, greatly.', 'We expect bookings to rise considerably'),
      q(171, 'Who will pay less for tickets?', ['Passengers traveling with cars', 'People booking online', 'Weekend travelers', 'People who live on Marrow'], 'D',
        'Island residents will be eligible for a reduced fare.', 'Residents of the island will be eligible for a reduced fare'),
    ],
  },
  {
    instructions: 'Questions 172–175 refer to the following letter.',
    stimulusHtml: `<p>Halden Property Management<br>41 Canal Street<br>Westbury</p>
<p>12 January</p>
<p>Mr. Kenji Watanabe<br>Flat 6, 19 Birch Lane<br>Westbury</p>
<p>Dear Mr. Watanabe,</p>
<p>We are writing to let you know that your rental agreement for Flat 6 ends on 31 March. — [1] — We are pleased to offer you a new agreement for a further twelve months.</p>
<p>Under the new agreement, the monthly rent will increase from £950 to £980. — [2] — This is the first increase in three years and reflects higher building insurance and maintenance costs. All other terms will stay the same.</p>
<p>If you wish to accept, please sign both copies of the enclosed agreement and return one of them to our office by 28 February. — [3] — If you plan to move out instead, please inform us in writing by the same date so that we can arrange a final inspection of the flat.</p>
<p>— [4] — Please do not hesitate to call me at 01632 960 118 if you have any questions.</p>
<p>Yours sincerely,<br>Maria Costa<br>Tenant Services</p>`,
    questions: [
      q(172, 'Why did Ms. Costa write to Mr. Watanabe?', ['To ask him to pay rent that is overdue', 'To tell him about repairs to the building', 'To invite him to a residents\' meeting', 'To offer to renew his rental agreement'], 'D',
        'The letter offers a new agreement for another twelve months.', 'We are pleased to offer you a new agreement for a further twelve months'),
      q(173, 'According to the letter, why is the rent increasing?', ['The flat has been renovated.', 'Some of the landlord\'s costs have gone up.', 'Rents in the area have risen.', 'A parking space has been added.'], 'B',
        'The increase reflects higher insurance and maintenance costs.', 'reflects higher building insurance and maintenance costs'),
      q(174, 'What should Mr. Watanabe do by 28 February if he accepts?', ['Call Ms. Costa', 'Pay a deposit', 'Return a signed copy of the agreement', 'Arrange an inspection'], 'C',
        'He should sign both copies and return one.', 'please sign both copies of the enclosed agreement and return one of them to our office'),
      q(175, 'In which of the positions marked [1], [2], [3], and [4] does the following sentence best belong? "The new amount would be payable from 1 April."', ['[1]', '[2]', '[3]', '[4]'], 'B',
        'The sentence about when the new amount applies follows the sentence giving the new rent, at position [2].', 'the monthly rent will increase from £950 to £980'),
    ],
  },
];
