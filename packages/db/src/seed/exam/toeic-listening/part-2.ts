import { responseGroup } from './build';
import type { ToeicSectionData } from './types';

type Item = [prompt: string, responses: [string, string, string], correct: 'A' | 'B' | 'C', explanation: string];

/** Questions 7–31, in order: what is said first, the three responses, the right one and why. */
const items: Item[] = [
  ['Where is the nearest post office?', ['Yes, I posted it yesterday.', 'Two blocks north of the station.', 'At nine in the morning.'], 'B', 'A "where" question needs a place. (A) answers yes/no and repeats "post"; (C) gives a time.'],
  ['When does the training session start?', ['Right after lunch.', 'In the second-floor meeting room.', 'The new sales staff.'], 'A', 'A "when" question needs a time. (B) is a place and (C) says who attends.'],
  ["Who's going to lead the project?", ['A project proposal.', 'By the end of March.', 'Ms. Tanaka from marketing.'], 'C', 'A "who" question needs a person. (A) repeats "project"; (B) is a date.'],
  ['Would you like some coffee before the meeting?', ["No, thanks, I've just had some.", 'The meeting went very well.', 'It was a copy machine.'], 'A', 'An offer is politely declined. (B) repeats "meeting"; (C) sounds like "coffee".'],
  ['Why was the shipment delayed?', ['To the warehouse in Denver.', 'Because of the snowstorm.', "I'll ship it tomorrow."], 'B', 'A "why" question needs a reason. (A) is a destination and (C) repeats "ship".'],
  ["The printer on this floor isn't working.", ['Please print two copies.', 'She works on the fifth floor.', "You can use the one in the lobby."], 'C', 'The response offers a solution to the problem. (A) and (B) repeat "print" and "floor".'],
  ['How long will the repairs take?', ['About three days.', 'No, it is not very long.', 'A pair of gloves.'], 'A', 'A "how long" question needs a length of time. (C) sounds like "repairs".'],
  ['Did you reserve a table for tonight or tomorrow?', ['A table by the window.', "For tonight, at seven.", 'Yes, the reservation desk.'], 'B', 'A choice question is answered with one of the choices. (A) and (C) only repeat words.'],
  ["Haven't you finished the budget report yet?", ['The budget was approved.', 'Report it to security.', "I'm still waiting for the sales figures."], 'C', 'The speaker explains why the report is not finished. (A) and (B) repeat words of the question.'],
  ['Which bus goes to the airport?', ['The number 42.', 'Yes, it was a long flight.', 'About forty minutes.'], 'A', 'A "which" question is answered by naming the bus. (B) relates to "airport"; (C) answers "how long".'],
  ["Could you help me move these chairs?", ['They were moved last week.', 'Sure, where do you want them?', 'I prefer the blue ones.'], 'B', 'A request for help is accepted. (A) repeats "move"; (C) talks about colour.'],
  ["Mr. Ortiz is retiring next month, isn't he?", ['Yes, after thirty years with us.', 'I tired of it quickly.', 'Next to the conference room.'], 'A', 'The tag question is confirmed. (B) sounds like "retiring"; (C) repeats "next".'],
  ['What time does the pharmacy close?', ['I bought some vitamins.', 'Close the door, please.', "At eight o'clock on weekdays."], 'C', 'A "what time" question needs a time. (B) repeats "close" in another meaning.'],
  ['Should we hire a caterer or cook the food ourselves?', ["Let's hire someone; we'll be too busy.", 'The food was delicious.', 'He was hired in May.'], 'A', 'One option of the choice is picked with a reason. (B) and (C) repeat "food" and "hire".'],
  ["I've lost the key to the supply cabinet.", ['It supplies the whole region.', 'The manager has a spare one.', 'Yes, the key points of the talk.'], 'B', 'The response solves the problem. (A) and (C) repeat "supply" and "key" in another sense.'],
  ["Where should I put these invoices?", ['In the tray on my desk.', 'Yes, they were paid.', 'Invite the whole team.'], 'A', 'A "where" question needs a place. (C) sounds like "invoices".'],
  ["Why don't we take a short break?", ['Because it was broken.', 'It took about an hour.', "Good idea; I'm getting tired."], 'C', '"Why don\'t we …" is a suggestion, accepted here. (A) sounds like "break".'],
  ['Has the new software been installed yet?', ['A soft drink, please.', 'The technician is doing it now.', 'Install it on the wall.'], 'B', 'The installation is under way. (A) sounds like "software"; (C) repeats "install".'],
  ['Who do I give my travel receipts to?', ['Ms. Lee in accounting handles those.', 'I travelled by train.', 'I received it this morning.'], 'A', 'A "who" question is answered with a person. (C) sounds like "receipts".'],
  ["How many people have signed up for the workshop?", ['Sign here, please.', 'In the workshop downstairs.', 'Twenty-five so far.'], 'C', '"How many" needs a number. (A) and (B) repeat "sign" and "workshop".'],
  ["Let's review the contract before we sign it.", ["Yes, I'll read it again tonight.", 'The contractor arrived late.', 'A good review in the paper.'], 'A', 'The suggestion is accepted. (B) and (C) repeat similar words.'],
  ["Is this seat taken?", ['It takes two hours.', 'I sat down at noon.', "No, please go ahead."], 'C', 'The question is whether the seat is free; "No" means it is free. (A) and (B) repeat "take" and "sat".'],
  ['When will the new menu be available?', ['On the second page.', 'Starting next Monday.', 'A vegetarian dish.'], 'B', 'A "when" question needs a time. (A) is a place in the menu and (C) a dish.'],
  ["Can you send me the slides from today's presentation?", ['It was presented by Dr. Kim.', 'They slid off the table.', "I'll e-mail them to you this afternoon."], 'C', 'The request is accepted. (A) repeats "present"; (B) sounds like "slides".'],
  ['Do you know who won the design award?', ['In a design magazine.', 'The team from the Seoul office.', 'One hundred dollars.'], 'B', 'An indirect "who" question is answered with who won. (A) and (C) give a place and an amount.'],
];

/** Part 2: twenty-five questions or statements, each with three spoken responses (questions 7–31). */
export const toeicListeningPart2: ToeicSectionData = {
  title: 'Part 2: Question-response',
  part: 2,
  directionsHtml:
    '<p>You will hear a question or statement and three responses spoken in English. They will not be printed in your test book and will be spoken only one time. Select the best response to the question or statement.</p>',
  groups: items.map(([prompt, responses, correct, explanation], index) =>
    responseGroup({
      number: 7 + index,
      asker: index % 2 === 0 ? 'Woman' : 'Man',
      responder: index % 2 === 0 ? 'Man' : 'Woman',
      prompt,
      responses,
      correct,
      explanation,
    }),
  ),
};
