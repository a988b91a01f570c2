import { setGroup } from './build';
import type { ToeicGroupData } from './types';

/** Part 3, conversations 1–7 (questions 32–52). */
export const part3FirstSets: ToeicGroupData[] = [
  setGroup({
    part: 3,
    first: 32,
    kind: 'conversation',
    lines: [
      ['Woman', "Hello, this is Grace Whitfield. I have a reservation at your hotel for three nights starting on the twelfth, but my flight's been changed."],
      ['Man', "I'm sorry to hear that, Ms. Whitfield. Would you like to move the reservation to different dates?"],
      ['Woman', "Yes. I'll now be arriving a day later, on the thirteenth, so I only need two nights."],
      ['Man', "That's no problem. I've changed it for you. Since you booked directly with us, there's no charge for the change."],
      ['Woman', 'Great. Oh, and is there still a shuttle bus from the airport?'],
      ['Man', 'There is. It leaves every half hour from outside Terminal B. Just show your booking confirmation to the driver.'],
    ],
    questions: [
      ['Why is the woman calling?', ['To complain about a room', 'To change a reservation', 'To ask about a job', 'To book a flight'], 'B', 'Her flight has been changed, so she wants to move her hotel booking.', "my flight's been changed"],
      ['What does the man say about the change?', ['It must be made online.', 'It will cost extra.', 'It is free of charge.', 'It is not possible.'], 'C', 'He says there is no charge because she booked directly with the hotel.', "there's no charge for the change"],
      ['What should the woman show the shuttle driver?', ['A booking confirmation', 'A boarding pass', 'A room key', 'A photo ID'], 'A', 'The man tells her to show her booking confirmation to the driver.', 'Just show your booking confirmation to the driver.'],
    ],
  }),
  setGroup({
    part: 3,
    first: 35,
    kind: 'conversation',
    lines: [
      ['Man', "Priya, the photocopier on our floor is jammed again. I've got forty copies of the quarterly report to make for the board meeting."],
      ['Woman', "Again? That's the third time this week. I'll call the repair company, but they usually take a day to come."],
      ['Man', "The meeting's at two o'clock, so I can't wait that long."],
      ['Woman', "Then use the copier in the design department on the fourth floor. It's faster anyway. Just ask Tom for the access code."],
      ['Man', "Thanks. And maybe we should think about replacing this machine."],
      ['Woman', "I agree. I'll bring it up with the office manager this afternoon."],
    ],
    questions: [
      ['What problem does the man mention?', ['A report has errors.', 'A meeting was cancelled.', 'A machine is not working.', 'A delivery is late.'], 'C', 'The photocopier is jammed.', 'the photocopier on our floor is jammed again'],
      ['What does the woman suggest?', ['Printing fewer copies', 'Using another department\'s copier', 'Moving the meeting', 'Calling the board members'], 'B', 'She suggests the copier in the design department.', 'use the copier in the design department on the fourth floor'],
      ['What will the woman do this afternoon?', ['Speak to the office manager', 'Visit the design department', 'Attend a board meeting', 'Buy printer paper'], 'A', 'She will raise replacing the machine with the office manager.', "I'll bring it up with the office manager this afternoon."],
    ],
  }),
  setGroup({
    part: 3,
    first: 38,
    kind: 'conversation with three speakers',
    lines: [
      ['Woman', "Thanks for meeting with us, Mr. Novak. Daniel and I wanted to show you our plans for the new café menu."],
      ['Man', "Happy to. I understand you're adding more vegetarian dishes?"],
      ['Man 2', "That's right. Our customer survey showed that almost half our lunch customers want meat-free options."],
      ['Woman', 'So we\'d like to buy our vegetables from a local farm. The quality is better, although the price is a little higher.'],
      ['Man', 'How much higher?'],
      ['Man 2', 'About ten percent. But we think we can sell the dishes at a slightly higher price.'],
      ['Man', "All right. Send me a cost estimate by Friday and I'll make a decision next week."],
    ],
    questions: [
      ['What are the speakers mainly discussing?', ['A staff schedule', 'Changes to a menu', 'A new café location', 'Problems with a supplier'], 'B', 'They present plans for the new café menu.', 'our plans for the new café menu'],
      ['According to the speakers, what did a survey show?', ['Prices were too high.', 'Service was too slow.', 'Customers wanted meat-free options.', 'The café should open earlier.'], 'C', 'Almost half the lunch customers want meat-free options.', 'almost half our lunch customers want meat-free options'],
      ['What does Mr. Novak ask for?', ['A cost estimate', 'A list of farms', 'Some food samples', 'A new survey'], 'A', 'He asks for a cost estimate by Friday.', 'Send me a cost estimate by Friday'],
    ],
  }),
  setGroup({
    part: 3,
    first: 41,
    kind: 'conversation',
    lines: [
      ['Woman', "Excuse me, I bought this jacket here last week, but the zipper broke the first time I wore it."],
      ['Man', "I'm sorry about that. Do you have your receipt?"],
      ['Woman', "Yes, here it is. I'd like to exchange it for the same jacket in the same size, if you have one."],
      ['Man', "Let me check. Hmm, we've sold out of that size in the store, but I can order one from our warehouse. It would arrive in about three days."],
      ['Woman', "That's fine. Can you call me when it comes in?"],
      ['Man', "Of course. Just write your phone number on this form and I'll keep the receipt with it."],
    ],
    questions: [
      ['What is the problem with the jacket?', ['It is the wrong colour.', 'The zipper is broken.', 'It is too small.', 'A button is missing.'], 'B', 'The zipper broke the first time she wore it.', 'the zipper broke the first time I wore it'],
      ['Why is the man unable to exchange the item today?', ['The store is about to close.', 'The woman has no receipt.', 'The manager is not available.', 'The size is sold out in the store.'], 'D', 'The store has sold out of that size.', "we've sold out of that size in the store"],
      ['What does the man ask the woman to do?', ['Come back next week', 'Pay a delivery fee', 'Write down her phone number', 'Choose a different jacket'], 'C', 'He asks her to write her phone number on a form.', 'Just write your phone number on this form'],
    ],
  }),
  setGroup({
    part: 3,
    first: 44,
    kind: 'conversation',
    lines: [
      ['Man', "Hi, Lena. Have you finished the slides for the client presentation on Thursday?"],
      ['Woman', "Almost. I'm just waiting for the latest sales figures from the Madrid office. They promised to send them this morning."],
      ['Man', "I spoke to them an hour ago. Their database was down last night, so they won't have the numbers until tomorrow."],
      ['Woman', "That's cutting it close. Could we use last quarter's figures and update them later?"],
      ['Man', "Good idea. Put a note on the slide saying the figures are provisional, and we'll replace them before Thursday."],
    ],
    questions: [
      ['What is the woman preparing?', ['A sales contract', 'A presentation', 'A travel plan', 'A budget report'], 'B', 'She is finishing the slides for a client presentation.', 'the slides for the client presentation on Thursday'],
      ['Why have the sales figures been delayed?', ['A database was not working.', 'An employee was sick.', 'The office was closed.', 'An e-mail was lost.'], 'A', 'The Madrid office\'s database was down.', 'Their database was down last night'],
      ['What does the man tell the woman to do?', ['Call the Madrid office', 'Cancel the meeting', 'Ask the client for more time', 'Add a note to a slide'], 'D', 'He tells her to add a note saying the figures are provisional.', 'Put a note on the slide saying the figures are provisional'],
    ],
  }),
  setGroup({
    part: 3,
    first: 47,
    kind: 'conversation',
    lines: [
      ['Woman', "Good morning, Harbor Dental Clinic. How can I help you?"],
      ['Man', "Hi, I'd like to make an appointment for a cleaning. I'm a new patient."],
      ['Woman', "Welcome. Our first opening is next Tuesday at ten thirty. Would that work?"],
      ['Man', "I have a meeting on Tuesday mornings. Do you have anything in the evening?"],
      ['Woman', "We're open until seven on Thursdays. I can put you down for six o'clock this Thursday."],
      ['Man', "Perfect."],
      ['Woman', "Please arrive fifteen minutes early to fill out the new patient forms, and bring your insurance card."],
    ],
    questions: [
      ['Where does the woman work?', ['At a dental clinic', 'At a bank', 'At an insurance company', 'At a fitness center'], 'A', 'She answers the phone for Harbor Dental Clinic.', 'Harbor Dental Clinic'],
      ['Why does the man refuse the first appointment?', ['He will be out of town.', 'It is too expensive.', 'He has a meeting then.', 'He prefers another dentist.'], 'C', 'He has a meeting on Tuesday mornings.', 'I have a meeting on Tuesday mornings.'],
      ['What is the man asked to bring?', ['A payment', 'An insurance card', 'A doctor\'s letter', 'A completed form'], 'B', 'The woman asks him to bring his insurance card; the forms are filled out at the clinic.', 'bring your insurance card'],
    ],
  }),
  setGroup({
    part: 3,
    first: 50,
    kind: 'conversation with three speakers',
    lines: [
      ['Man', "Welcome to the team, Sofia. Emma here will show you how we handle customer orders."],
      ['Woman 2', "Thank you. I'm looking forward to getting started."],
      ['Woman', "Nice to meet you, Sofia. Most of our orders come through the website. You'll check each one and then send it to the packing team."],
      ['Woman 2', "What happens if an item is out of stock?"],
      ['Woman', "Then you e-mail the customer and offer a similar product or a full refund."],
      ['Man', "Emma will sit with you for the first week. After that, you'll be responsible for the European orders."],
    ],
    questions: [
      ['Who most likely is Sofia?', ['A customer', 'A supplier', 'A new employee', 'A website designer'], 'C', 'She is welcomed to the team and shown how orders are handled.', 'Welcome to the team, Sofia.'],
      ['What should Sofia do when an item is out of stock?', ['Order more from a factory', 'Tell the packing team', 'Cancel the order', 'E-mail the customer'], 'D', 'She should e-mail the customer and offer a similar product or a refund.', 'you e-mail the customer and offer a similar product or a full refund'],
      ['What will Sofia be responsible for after the first week?', ['European orders', 'Product photos', 'Staff training', 'Customer refunds'], 'A', 'After the first week she will handle the European orders.', "you'll be responsible for the European orders"],
    ],
  }),
];
