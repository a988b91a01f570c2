/**
 * The demo TOEIC course (edition `ets`): one lesson per part, written for this project (never ETS
 * material). Parts 1–4 have an example and a practice recording made by
 * scripts/make-toeic-course-audio.mjs from the `script` lines (speaker: text).
 */
export interface DemoToeicQuestion {
  type: 'audio-choice' | 'multiple-choice-one';
  content: Record<string, unknown>;
  key: { correct: string };
  explanation: string;
}
export interface DemoToeicLesson {
  key: string;
  skill: 'listening' | 'reading';
  part: number;
  title: string;
  strategyHtml: string;
  exampleHtml: string;
  /** Lines spoken in the example and practice recordings (Parts 1–4). */
  exampleScript?: string[];
  practiceScript?: string[];
  /** A picture of the seed's media folder (Part 1). */
  picture?: string;
  questions: DemoToeicQuestion[];
}

const heard = (instruction: string, choices: 3 | 4, correct: string, explanation: string): DemoToeicQuestion => ({ type: 'audio-choice', content: { instruction, choices }, key: { correct }, explanation });
const mc = (prompt: string, options: string[], correct: string, explanation: string): DemoToeicQuestion => ({
  type: 'multiple-choice-one',
  content: { prompt, options: options.map((text, index) => ({ id: 'ABCD'[index]!, text })) },
  key: { correct },
  explanation,
});

export const DEMO_TOEIC_COURSE: DemoToeicLesson[] = [
  {
    key: 'toeic-course-ets-part1',
    skill: 'listening',
    part: 1,
    title: 'Part 1: Describing a photograph',
    strategyHtml: '<p>Before the statements start, look at the photograph and name what you see: the people, the objects, where things are.</p><ul><li>Listen for the <strong>verb</strong>: is someone <em>doing</em> it now, or has it already been done?</li><li>Beware of words that sound like something in the picture but describe something else.</li><li>A statement about something you cannot see is wrong.</li></ul>',
    exampleHtml: '<p>(A) The boxes are being opened. (B) Some boxes are stacked on a hand truck. (C) A man is climbing a ladder. (D) The shelves are empty.</p><p><strong>Answer: B.</strong> Three boxes stand on the hand truck; nobody is opening them and the shelves still hold boxes.</p>',
    exampleScript: ['Narrator: Look at the picture.', 'A: The boxes are being opened.', 'B: Some boxes are stacked on a hand truck.', 'C: A man is climbing a ladder.', 'D: The shelves are empty.'],
    practiceScript: [
      'Narrator: Question one.', 'A: A worker is lifting a box.', 'B: There are boxes on the shelves.', 'C: The floor is being swept.', 'D: A truck is parked outside.',
      'Narrator: Question two.', 'A: The hand truck has two wheels.', 'B: The boxes have fallen over.', 'C: A window is open.', 'D: Some chairs are in a row.',
      'Narrator: Question three.', 'A: The shelves are made of glass.', 'B: A customer is paying.', 'C: The room is crowded.', 'D: The boxes are sealed with tape.',
    ],
    picture: 'toeic-course-part1.png',
    questions: [
      heard('Choose the statement that best describes the picture.', 4, 'B', 'Boxes stand on the shelves on the right. Nobody is lifting a box, sweeping or parking.'),
      heard('Choose the statement that best describes the picture.', 4, 'A', 'The hand truck rests on two wheels; the boxes are upright.'),
      heard('Choose the statement that best describes the picture.', 4, 'D', 'Each box has a strip of tape across it; the shelves are wood and the room is empty of people.'),
    ],
  },
  {
    key: 'toeic-course-ets-part2',
    skill: 'listening',
    part: 2,
    title: 'Part 2: Question and response',
    strategyHtml: '<p>You hear a question or a statement and three responses. Nothing is printed.</p><ul><li>Catch the <strong>first word</strong>: <em>Where</em> wants a place, <em>When</em> a time, <em>Who</em> a person.</li><li>A response that repeats a word of the question is often a trap.</li><li>Indirect answers are often right: "Ask Maria, she booked it."</li></ul>',
    exampleHtml: '<p>"When does the training session start?" (A) In the meeting room. (B) Right after lunch. (C) Yes, it was useful.</p><p><strong>Answer: B.</strong> <em>When</em> asks for a time.</p>',
    exampleScript: ['Woman: When does the training session start?', 'A: In the meeting room.', 'B: Right after lunch.', 'C: Yes, it was useful.'],
    practiceScript: [
      'Narrator: Question one.', 'Man: Where should I leave these reports?', 'A: On my desk, please.', 'B: Yes, I reported it.', 'C: Last Thursday.',
      'Narrator: Question two.', 'Woman: Who is giving the talk this afternoon?', 'A: It was a great talk.', 'B: At three o\'clock.', 'C: Someone from the sales team.',
      'Narrator: Question three.', 'Man: Would you like me to print the agenda?', 'A: That would be helpful, thanks.', 'B: The printer is new.', 'C: Page two.',
    ],
    questions: [
      heard('Choose the best response.', 3, 'A', '"Where" asks for a place: "On my desk". (B) repeats the sound of "reports".'),
      heard('Choose the best response.', 3, 'C', '"Who" asks for a person. (A) repeats "talk"; (B) answers "when".'),
      heard('Choose the best response.', 3, 'A', 'An offer is answered by accepting or declining it.'),
    ],
  },
  {
    key: 'toeic-course-ets-part3',
    skill: 'listening',
    part: 3,
    title: 'Part 3: Conversations',
    strategyHtml: '<p>Read the three questions <strong>before</strong> the conversation starts, and guess what to listen for.</p><ul><li>The answers come in the order of the questions.</li><li>The right option often says the same thing in other words.</li><li>Questions about the speakers\' job or place are answered by the first lines.</li></ul>',
    exampleHtml: '<p>Woman: "Hi, I\'m calling about the desk I ordered. It was meant to arrive on Monday." Man: "Sorry, our van broke down. It will be with you tomorrow morning."</p><p>Why is the delivery late? <strong>A vehicle had a problem.</strong> ("our van broke down")</p>',
    exampleScript: ['Woman: Hi, I\'m calling about the desk I ordered. It was meant to arrive on Monday.', 'Man: Sorry, our van broke down. It will be with you tomorrow morning.'],
    practiceScript: [
      'Man: Good morning, Green Street Dental. How can I help?',
      'Woman: Hello, I have an appointment on Friday at ten, but I need to change it. I have to travel for work.',
      'Man: No problem. We have an opening next Tuesday at four. Would that suit you?',
      'Woman: Tuesday is fine. Could you send me a text message to remind me?',
    ],
    questions: [
      mc('Where does the man work?', ['At a travel agency', 'At a dental clinic', 'At a bank', 'At a hotel'], 'B', 'He answers the phone "Green Street Dental".'),
      mc('Why does the woman want to change her appointment?', ['She is feeling better.', 'She has a business trip.', 'She forgot the time.', 'The clinic is closed.'], 'B', '"I have to travel for work" is a business trip in other words.'),
      mc('What does the woman ask the man to do?', ['Call her manager', 'Send a reminder', 'Cancel her order', 'Email a map'], 'B', '"Send me a text message to remind me" means a reminder.'),
    ],
  },
  {
    key: 'toeic-course-ets-part4',
    skill: 'listening',
    part: 4,
    title: 'Part 4: Short talks',
    strategyHtml: '<p>One speaker: an announcement, a message, an advertisement. Preview the questions as in Part 3.</p><ul><li>The first sentence tells you the kind of talk and who it is for.</li><li>Listen for requests at the end: "Please…", "Remember to…".</li></ul>',
    exampleHtml: '<p>"Attention shoppers: the store will close in fifteen minutes. Please bring your items to the checkout."</p><p>What are listeners asked to do? <strong>Go to the checkout.</strong></p>',
    exampleScript: ['Man: Attention shoppers: the store will close in fifteen minutes. Please bring your items to the checkout.'],
    practiceScript: [
      'Woman: Good afternoon, passengers. This is an announcement for the four fifteen train to Riverside. Because of work on the line, the train will leave from platform six instead of platform two. It will also be about ten minutes late. We are sorry for the delay. Please check the screens for the latest information.',
    ],
    questions: [
      mc('Where is the announcement being made?', ['At an airport', 'At a train station', 'On a bus', 'At a shopping mall'], 'B', 'Passengers, a train to Riverside and platforms: a train station.'),
      mc('What has changed?', ['The ticket price', 'The destination', 'The platform', 'The driver'], 'C', 'Platform six instead of platform two.'),
      mc('What are listeners asked to do?', ['Buy a new ticket', 'Check the screens', 'Call customer service', 'Wait outside'], 'B', 'The last sentence: "Please check the screens".'),
    ],
  },
  {
    key: 'toeic-course-ets-part5',
    skill: 'reading',
    part: 5,
    title: 'Part 5: Incomplete sentences',
    strategyHtml: '<p>Look at the four options first: they tell you what the question tests.</p><ul><li>Same word in different forms (<em>decide, decision, decisive</em>): find the <strong>part of speech</strong> the gap needs.</li><li>Different words of the same form: read the whole sentence for meaning.</li><li>Spend about 20 seconds per sentence.</li></ul>',
    exampleHtml: '<p>"The manager made a quick ___ about the new schedule." (A) decide (B) decision (C) decisive (D) decisively</p><p><strong>Answer: B.</strong> After the adjective <em>quick</em>, the gap needs a noun.</p>',
    questions: [
      mc('All employees must ___ their timesheets by Friday.', ['submit', 'submission', 'submitted', 'submitting'], 'A', 'After the modal "must" comes the base form of the verb: submit.'),
      mc('The new printer is ___ faster than the old one.', ['very', 'much', 'many', 'more'], 'B', '"Much" strengthens a comparative: much faster. "Very" cannot.'),
      mc('Ms. Park will be out of the office ___ next Monday.', ['until', 'during', 'since', 'while'], 'A', '"Until" marks the end of a period: out of the office until Monday.'),
    ],
  },
  {
    key: 'toeic-course-ets-part6',
    skill: 'reading',
    part: 6,
    title: 'Part 6: Text completion',
    strategyHtml: '<p>A short text with four gaps; one gap takes a whole sentence.</p><ul><li>Read the sentences <strong>around</strong> each gap: the answer often depends on what comes before or after.</li><li>For the sentence gap, choose the one that links the ideas on both sides.</li></ul>',
    exampleHtml: '<p>"Our café will close for repairs next week. ___, we will reopen on June 3." (A) However (B) Therefore (C) For example</p><p><strong>Answer: A.</strong> The second sentence contrasts with the first.</p>',
    questions: [
      mc('To all staff: the parking area will be repainted on Saturday. Please ___ your cars on the street that day.', ['park', 'parked', 'parking', 'parks'], 'A', 'A request with "Please" takes the base form: park.'),
      mc('We thank you for your patience. ___ , the work should take only one day.', ['Fortunately', 'Unless', 'Because', 'Although'], 'A', 'A sentence adverb that introduces good news: Fortunately.'),
      mc('Which sentence best fits the end of the notice?', ['Questions can be sent to the facilities office.', 'The café sells sandwiches.', 'Cars were invented long ago.', 'The street is very old.'], 'A', 'A notice usually ends by saying whom to contact.'),
    ],
  },
  {
    key: 'toeic-course-ets-part7',
    skill: 'reading',
    part: 7,
    title: 'Part 7: Reading comprehension',
    strategyHtml: '<p>Read the question first, then <strong>scan</strong> the text for the answer.</p><ul><li>Questions with "NOT" need you to check each option against the text.</li><li>"Suggested" or "implied" answers are never written word for word.</li><li>Do not spend too long on one text: come back to it later.</li></ul>',
    exampleHtml: '<p>"Harbor Bikes: rent a bicycle for €12 a day. Helmets are free. Open 8 a.m. to 6 p.m." What is free? <strong>A helmet.</strong></p>',
    questions: [
      mc('Email: "Dear Mr. Ito, your order of 200 business cards has been printed and will be delivered on Wednesday." What is the email about?', ['A job offer', 'A delivery of printed cards', 'A meeting', 'A price increase'], 'B', 'The email says the business cards are printed and will be delivered.'),
      mc('Notice: "The library\'s study rooms may be booked for up to two hours. Booking is at the front desk." How long can a room be booked?', ['One hour', 'Two hours', 'All day', 'A week'], 'B', '"Up to two hours".'),
      mc('Advertisement: "Sunrise Gym: join in May and pay no joining fee. Classes every morning." What is suggested about the gym?', ['It is closing soon.', 'It offers a May discount.', 'It opens only in the evening.', 'It is a new library.'], 'B', 'No joining fee in May is a discount; it is suggested, not said in those words.'),
    ],
  },
];
