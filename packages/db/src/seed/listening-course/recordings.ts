/**
 * The demo listening course's recordings: original scripts written for Lexam (never test material),
 * one line per segment. `scripts/make-listening-audio.mjs` speaks each line with espeak-ng and writes
 * the MP3 and the timings (`audio/timings.json`) that are committed beside them.
 */
export interface DemoListeningRecording {
  /** The seed key: the recording is seeded once under it. */
  key: string;
  title: string;
  description: string;
  /** espeak-ng voice and words per minute. */
  voice: string;
  speed: number;
  /** One sentence (or two short ones) per segment, in order. */
  lines: string[];
}

export const bookingATable: DemoListeningRecording = {
  key: 'listening-demo-booking-a-table',
  title: 'Booking a table',
  description: 'A phone call to a small restaurant: a day, a time, a number of people and a name to spell.',
  voice: 'en-gb+f3',
  speed: 140,
  lines: [
    'Good afternoon, Riverside Kitchen. How can I help you?',
    "Hello. I'd like to book a table for Saturday evening, please.",
    'Of course. How many people will there be?',
    "There'll be five of us, and one of them is a small child.",
    "That's fine. We can bring a high chair. What time would you like?",
    "Is half past seven possible? If not, eight o'clock would be all right.",
    'Half past seven is free. Could I have your name, please?',
    "It's Marsh. That's M, A, R, S, H.",
    "Thank you, Ms Marsh. We'll keep the table for fifteen minutes.",
  ],
};

export const atTheLibrary: DemoListeningRecording = {
  key: 'listening-demo-at-the-library',
  title: 'Joining the library',
  description: 'A new member asks how many books she may borrow, for how long, and what happens when one is late.',
  voice: 'en-gb-x-rp+m3',
  speed: 140,
  lines: [
    "Hi there. I've just moved to the area and I want to join the library.",
    "Welcome. You'll need a photo card and something with your new address on it.",
    "I've brought a bank letter. Will that do?",
    'Yes, a letter from the last three months is fine.',
    'How many books can I take out at a time?',
    'Up to twelve items, and you can keep them for three weeks.',
    "What if I can't bring them back in time?",
    "You can renew them online, unless someone else has asked for them.",
    "There's no charge for late books, but we do send reminders.",
  ],
};

export const campusTour: DemoListeningRecording = {
  key: 'listening-demo-campus-tour',
  title: 'A tour of the science campus',
  description: 'A student guide shows new students where the main buildings are, in the style of an IELTS Part 2 talk.',
  voice: 'en-gb+m1',
  speed: 145,
  lines: [
    "Good morning, everyone, and welcome to the north campus. I'm your guide for the next hour.",
    "We're standing in front of the main library, which is open until midnight during term.",
    'To your left is the chemistry building, with the large glass roof.',
    'The laboratories are on the ground floor, and the lecture theatres are upstairs.',
    'Straight ahead, past the fountain, you can see the student centre.',
    "That's where you'll find the bank, the bookshop and two cafés.",
    'The sports hall is a ten-minute walk away, behind the car park.',
    "Don't forget that you need your student card to enter any building after six.",
    "Now let's walk over to the biology department, where our tour ends.",
  ],
};

export const sleepTalk: DemoListeningRecording = {
  key: 'listening-demo-sleep-talk',
  title: 'Why teenagers sleep late',
  description: 'Part of a short lecture on body clocks, in the style of an IELTS Part 4 talk.',
  voice: 'en-us+f2',
  speed: 140,
  lines: [
    "Today I'd like to look at a question many parents ask: why do teenagers go to bed so late?",
    "It isn't simply a matter of habit, or of phones in the bedroom.",
    'During the teenage years, the body clock moves later by up to two hours.',
    'The hormone that makes us feel sleepy is released later in the evening.',
    'As a result, a fifteen-year-old may not feel tired until after eleven.',
    'Yet most schools still begin at around half past eight in the morning.',
    'Some schools have tried starting an hour later, and the early results are promising.',
    'Students arrived on time more often, and their marks in morning lessons went up.',
    "However, we shouldn't draw firm conclusions from a handful of studies.",
  ],
};

export const DEMO_LISTENING_RECORDINGS = [bookingATable, atTheLibrary, campusTour, sleepTalk];
