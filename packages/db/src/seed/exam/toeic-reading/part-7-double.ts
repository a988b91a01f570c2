import { choiceQuestion as q } from '../exam-document-types';
import type { ExamQuestionGroup } from '@lexam/contracts';

/** Part 7 double passages, questions 176–185: a job advertisement and an application; a product page and a review. */
export const toeicReadingPart7Double: ExamQuestionGroup[] = [
  {
    instructions: 'Questions 176–180 refer to the following advertisement and e-mail.',
    stimulusHtml: `<h3>Job opening: Events Coordinator</h3>
<p>Calloway Hall, a historic venue for weddings, conferences and concerts, is looking for a full-time events coordinator to join its team of six. The coordinator will meet clients, plan the layout and catering of each event, and supervise staff on the day.</p>
<p>Requirements: at least two years of experience in event planning or hospitality; excellent organizational skills; willingness to work some evenings and weekends. Knowledge of a second language is an advantage.</p>
<p>To apply, send a cover letter and résumé to Helen Brandt at jobs@callowayhall.example by 20 August. Interviews will be held in the first week of September.</p>
<hr>
<p><strong>To:</strong> jobs@callowayhall.example<br><strong>From:</strong> Tariq Mansour<br><strong>Date:</strong> 16 August<br><strong>Subject:</strong> Events Coordinator position</p>
<p>Dear Ms. Brandt,</p>
<p>I am writing to apply for the position of events coordinator advertised on your website. For the past three years I have worked as an assistant manager at the Riverview Hotel, where I organize business meetings and private dinners for up to 150 guests. I am used to working evenings and weekends, and I speak Arabic and French as well as English.</p>
<p>I am attaching my résumé. Please note that I will be traveling from 1 to 4 September, so I would be grateful if an interview could be arranged after that.</p>
<p>Yours sincerely,<br>Tariq Mansour</p>`,
    questions: [
      q(176, 'What is NOT mentioned as a duty of the events coordinator?', ['Meeting clients', 'Selling tickets for concerts', 'Planning the catering', 'Supervising staff'], 'B',
        'The advertisement lists meeting clients, planning layout and catering, and supervising staff; selling tickets is not mentioned.', 'The coordinator will meet clients, plan the layout and catering of each event, and supervise staff on the day'),
      q(177, 'What is suggested about Calloway Hall?', ['It was built recently.', 'It only hosts weddings.', 'It employs more than fifty people.', 'It is a building with a long history.'], 'D',
        'The advertisement calls it a historic venue.', 'Calloway Hall, a historic venue'),
      q(178, 'Why is Mr. Mansour a strong candidate for the position?', ['He has more experience than is required.', 'He has worked at Calloway Hall before.', 'He has a degree in music.', 'He lives near the venue.'], 'A',
        'The job asks for at least two years of experience; he has three.', 'For the past three years I have worked as an assistant manager'),
      q(179, 'What is indicated about Mr. Mansour\'s application?', ['It was sent after the deadline.', 'It does not include a résumé.', 'It was sent before the deadline.', 'It was sent to the wrong address.'], 'C',
        'He wrote on 16 August; the deadline was 20 August.', 'by 20 August'),
      q(180, 'What problem might there be with Mr. Mansour\'s interview?', ['He will be away during part of the interview week.', 'He cannot work on weekends.', 'He does not speak French.', 'He has not received the job description.'], 'A',
        'Interviews are in the first week of September, and he is traveling from 1 to 4 September.', 'I will be traveling from 1 to 4 September'),
    ],
  },
  {
    instructions: 'Questions 181–185 refer to the following product page and customer review.',
    stimulusHtml: `<h3>AeroBrew Travel Coffee Maker — $64.99</h3>
<ul><li>Makes one cup in under three minutes</li>
<li>Weighs only 400 grams; fits in a backpack side pocket</li>
<li>Rechargeable battery: up to 20 cups per charge</li>
<li>Available in black, silver and forest green</li></ul>
<p>Free shipping on orders over $50. Every AeroBrew comes with a two-year warranty. Order before 2 P.M. for same-day dispatch.</p>
<hr>
<p><strong>Customer review</strong> — posted by Jonas B.</p>
<p>I bought the green AeroBrew for a two-week hiking trip and it was one of the best purchases I've made. It really is light, and the coffee is better than I expected from such a small machine. I charged it only twice during the whole trip, and I made about two cups a day.</p>
<p>My only complaint is the lid, which cracked after a week. I contacted the company, and a replacement arrived free of charge within four days, so I can't complain too much. I'd recommend it to anyone who spends time outdoors.</p>`,
    questions: [
      q(181, 'What is NOT stated about the AeroBrew?', ['It is light enough to carry in a backpack.', 'It runs on a rechargeable battery.', 'It can make several cups at the same time.', 'It comes in three colors.'], 'C',
        'It makes one cup at a time; the other features are all listed.', 'Makes one cup in under three minutes'),
      q(182, 'What is indicated about Jonas B.\'s order?', ['It was shipped at no cost.', 'It arrived late.', 'It included a second lid.', 'It was a gift.'], 'A',
        'The machine costs $64.99, more than the $50 needed for free shipping.', 'Free shipping on orders over $50'),
      q(183, 'How many cups did Jonas B. make on his trip?', ['About 5', 'About 14', 'About 40', 'About 28'], 'D',
        'Two cups a day for two weeks (fourteen days) is about 28 cups.', 'I made about two cups a day'),
      q(184, 'Why most likely did Jonas B. receive a replacement lid for free?', ['He paid for an extended service plan.', 'The product was covered by its warranty.', 'He bought two machines.', 'He returned the machine to a shop.'], 'B',
        'Every AeroBrew has a two-year warranty, and the lid broke after a week.', 'Every AeroBrew comes with a two-year warranty'),
      q(185, 'In the review, the word "complaint" in paragraph 2, line 1, is closest in meaning to', ['request', 'question', 'criticism', 'delay'], 'C',
        '"My only complaint" means the only thing he criticizes.', 'My only complaint is the lid'),
    ],
  },
];
