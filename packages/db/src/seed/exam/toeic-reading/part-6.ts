import { choiceQuestion as q } from '../exam-document-types';
import type { ToeicSection } from '@lexam/contracts';

/** The prompt of a Part 6 gap: the gap itself sits in the group's text as `[[n]]`. */
const gap = (number: number) => `Blank ${number}: choose the word or phrase that best completes the text.`;
const sentenceGap = (number: number) => `Blank ${number}: choose the sentence that best fits the text.`;

/**
 * Part 6 of the demo TOEIC reading test (questions 131–146): four original texts with four gaps each,
 * three words or phrases and one sentence to insert. The gaps are `[[n]]` in the group's stimulus.
 */
export const toeicReadingPart6: ToeicSection = {
  title: 'Part 6: Text completion',
  part: 6,
  directionsHtml: '<p>Read the texts that follow. A word, phrase, or sentence is missing in parts of each text. Four answer choices for each question are given below the text. Select the best answer to complete the text.</p>',
  groups: [
    {
      instructions: 'Questions 131–134 refer to the following e-mail.',
      stimulusHtml: `<p><strong>To:</strong> All staff, Brightwater Analytics<br><strong>From:</strong> Daniela Ruiz, Office Manager<br><strong>Subject:</strong> Office move<br><strong>Date:</strong> 3 March</p>
<p>Dear colleagues,</p>
<p>As you know, our team will move to the fourth floor of the Harbor Point building at the end of this month. To make the move as smooth as possible, please pack the contents of your desk into the boxes [[131]] by the facilities team. Label each box clearly with your name and new desk number.</p>
<p>The movers will arrive on Friday, 28 March, at 4 P.M. [[132]], we ask everyone to leave the office by 3:30 P.M. that day. Laptops and other personal devices should be taken home over the weekend.</p>
<p>Our new space has [[133]] meeting rooms than the current office, as well as a larger kitchen. [[134]]</p>
<p>Thank you for your cooperation.</p>
<p>Daniela Ruiz</p>`,
      questions: [
        q(131, gap(131), ['provide', 'providing', 'provided', 'provider'], 'C',
          'The boxes have been given to staff by the facilities team: a past participle, "the boxes provided by the facilities team".', 'by the facilities team'),
        q(132, gap(132), ['For this reason', 'Even so', 'Instead', 'In contrast'], 'A',
          'Staff must leave early because the movers arrive at 4 P.M.: the second sentence is a consequence of the first.', 'we ask everyone to leave the office by 3:30 P.M. that day'),
        q(133, gap(133), ['much', 'few', 'least', 'more'], 'D',
          'The comparison with "than the current office" needs a comparative before a plural noun: "more meeting rooms".', 'meeting rooms than the current office'),
        q(134, sentenceGap(134), [
          'The Harbor Point building was built more than forty years ago.',
          'A floor plan showing where each team will sit is attached to this e-mail.',
          'Please return your laptop to the IT department by Friday.',
          'The kitchen on our current floor will be closed for cleaning on Monday.',
        ], 'B',
          'After describing the new space, the e-mail naturally points staff to a plan of it. The other sentences contradict the e-mail or are off topic.', 'Our new space has'),
      ],
    },
    {
      instructions: 'Questions 135–138 refer to the following notice.',
      stimulusHtml: `<h3>Notice to all members of the Elmwood Public Library</h3>
<p>The main reading room will be closed from 10 to 24 June while new lighting and shelving are [[135]]. During this period, members may continue to borrow and return books at the desk in the children's wing, which will keep its usual opening hours.</p>
<p>The study rooms on the second floor will remain available, but they must now be [[136]] in advance, either online or at the front desk. [[137]]</p>
<p>We apologize for any inconvenience. When the reading room reopens, it will offer twice as many seats as before and [[138]] lighting for evening visitors.</p>`,
      questions: [
        q(135, gap(135), ['installed', 'installing', 'install', 'installation'], 'A',
          'The lighting and shelving do not install anything: a passive "are installed" is needed.', 'new lighting and shelving are'),
        q(136, gap(136), ['reserving', 'reserve', 'reservation', 'reserved'], 'D',
          '"Must now be ___ in advance" needs a past participle for the passive: "reserved".', 'in advance, either online or at the front desk'),
        q(137, sentenceGap(137), [
          'The children\'s wing will be closed for the whole month.',
          'Each booking may last up to three hours.',
          'New members can join for free until the end of May.',
          'The reading room was last renovated ten years ago.',
        ], 'B',
          'The paragraph is about booking the study rooms, and a rule about the length of a booking continues it. The children\'s wing stays open, so A is wrong.', 'The study rooms on the second floor will remain available'),
        q(138, gap(138), ['bright', 'brightly', 'brighter', 'brightness'], 'C',
          'The new reading room is compared with the old one ("twice as many seats as before"), so a comparative adjective fits: "brighter lighting".', 'twice as many seats as before'),
      ],
    },
    {
      instructions: 'Questions 139–142 refer to the following article.',
      stimulusHtml: `<h3>Local bakery expands to second site</h3>
<p>CASTLEFORD — Crumb &amp; Co., the family-run bakery on Mill Street, will open a second shop next month in the new Riverside shopping center. Owner Priya Nair started the business in her kitchen six years ago, selling bread to neighbors. [[139]] the bakery employs eighteen people and supplies several cafés in the area.</p>
<p>The new shop will be larger than the original and will include a small seating area. "Many customers told us they wanted somewhere to sit and enjoy a coffee," Ms. Nair said. "We listened, and the Riverside location was [[140]] for that."</p>
<p>The bakery is [[141]] for bakers and sales assistants for the new shop. [[142]] Interviews will take place at the Mill Street shop during the last week of the month.</p>`,
      questions: [
        q(139, gap(139), ['Since', 'Recently', 'Until then', 'Today'], 'D',
          'The sentence contrasts the small beginning with the present situation: "Today the bakery employs eighteen people".', 'the bakery employs eighteen people'),
        q(140, gap(140), ['ideal', 'ideally', 'idealize', 'ideals'], 'A',
          'After "was" an adjective is needed to describe the location: "ideal for that".', 'the Riverside location was'),
        q(141, gap(141), ['hired', 'hiring', 'hires', 'to hire'], 'B',
          'The present continuous "is hiring" describes what the bakery is doing now.', 'for bakers and sales assistants for the new shop'),
        q(142, sentenceGap(142), [
          'Ms. Nair plans to retire at the end of the year.',
          'The Mill Street shop will close for good next month.',
          'Applications can be left at either shop or sent by e-mail.',
          'The shopping center opened to the public last spring.',
        ], 'C',
          'Between the announcement of the jobs and the interviews, the natural next step is how to apply.', 'Interviews will take place at the Mill Street shop'),
      ],
    },
    {
      instructions: 'Questions 143–146 refer to the following memo.',
      stimulusHtml: `<h3>MEMO</h3>
<p><strong>To:</strong> Sales representatives<br><strong>From:</strong> Tomasz Wilk, Finance<br><strong>Re:</strong> Travel expense claims</p>
<p>From 1 May, all travel expense claims must be submitted through the new online form [[143]] of the paper form used until now. The online form calculates mileage automatically, which should reduce errors and speed up [[144]].</p>
<p>Please attach a photograph or scan of every receipt. Claims without receipts cannot be approved, [[145]] the amount is very small. [[146]]</p>
<p>If you have questions about the new process, contact the finance team at extension 214.</p>`,
      questions: [
        q(143, gap(143), ['because', 'instead', 'despite', 'rather'], 'B',
          '"Instead of" means in place of: the online form replaces the paper form.', 'of the paper form used until now'),
        q(144, gap(144), ['payable', 'pays', 'payment', 'paid'], 'C',
          'After "speed up" a noun is needed: "speed up payment".', 'which should reduce errors and speed up'),
        q(145, gap(145), ['as if', 'so that', 'in case', 'even if'], 'D',
          'Receipts are needed in every case, "even if" the amount is very small.', 'Claims without receipts cannot be approved'),
        q(146, sentenceGap(146), [
          'Claims submitted by the 5th of each month will be paid with that month\'s salary.',
          'Sales representatives will receive new company cars in June.',
          'The paper form can still be used for claims after 1 May.',
          'Mileage must now be calculated by hand.',
        ], 'A',
          'The memo explains how claims are handled, so a sentence about when they are paid continues it. C and D contradict the memo.', 'Please attach a photograph or scan of every receipt'),
      ],
    },
  ],
};
