import { setGroup } from './build';
import type { ToeicGroupData } from './types';

/** Part 4, talks 6–10 (questions 86–100); the last comes with a building directory. */
export const part4LastSets: ToeicGroupData[] = [
  setGroup({
    part: 4,
    first: 86,
    kind: 'tour information',
    lines: [
      ['Man', "Welcome to the Riverside Chocolate Factory. My name is Omar, and I'll be your guide today. Our tour lasts about an hour. We'll start in the roasting room, where the cocoa beans are prepared, and finish in the tasting room, where you can try five of our most popular chocolates. Please note that photography is not allowed inside the production area, to protect our recipes. And at the end of the tour, everyone will receive a voucher for ten percent off in our gift shop."],
    ],
    questions: [
      ['Who most likely is the speaker?', ['A tour guide', 'A chef', 'A store manager', 'A factory inspector'], 'A', 'Omar says he will be the listeners\' guide.', "I'll be your guide today"],
      ['What are listeners asked not to do?', ['Eat in the factory', 'Touch the machines', 'Leave the group', 'Take photographs'], 'D', 'Photography is not allowed in the production area.', 'photography is not allowed inside the production area'],
      ['What will listeners receive at the end of the tour?', ['A box of chocolates', 'A discount voucher', 'A recipe book', 'A free drink'], 'B', 'Everyone gets a voucher for ten percent off in the gift shop.', 'a voucher for ten percent off in our gift shop'],
    ],
  }),
  setGroup({
    part: 4,
    first: 89,
    kind: 'telephone message',
    lines: [
      ['Woman', "Hi, Daniel, it's Mei Lin from the events team. I'm calling about the awards dinner on the twentieth. The hotel has just told me that the main ballroom is being repainted that week, so we'll be in the smaller Garden Room instead. That means we can only seat one hundred and twenty guests, not one hundred and fifty. Could you check the guest list and let me know which thirty invitations we should hold back? I need your answer by Thursday so I can confirm the numbers with the caterer."],
    ],
    questions: [
      ['What event is the speaker planning?', ['A product launch', 'A wedding', 'An awards dinner', 'A training course'], 'C', 'She is calling about the awards dinner on the twentieth.', 'the awards dinner on the twentieth'],
      ['Why has the event room changed?', ['The ballroom is being repainted.', 'The hotel was overbooked.', 'More guests are coming.', 'The price has increased.'], 'A', 'The main ballroom is being repainted that week.', 'the main ballroom is being repainted that week'],
      ['What does the speaker ask the listener to do?', ['Call the hotel', 'Choose a menu', 'Send the invitations', 'Review a guest list'], 'D', 'She asks him to check the guest list and choose which invitations to hold back.', 'Could you check the guest list'],
    ],
  }),
  setGroup({
    part: 4,
    first: 92,
    kind: 'news report',
    lines: [
      ['Man', "And now for local news. The Millbrook Public Library will reopen on Saturday after a six-month renovation. The building now has a larger children's section, a recording studio that members can book for free, and longer opening hours on weekends. To celebrate, the library is holding an open day with author readings and activities for families. Mayor Sandra Cole will cut the ribbon at ten in the morning. Visitors are advised to come by bus, as parking near the library will be limited."],
    ],
    questions: [
      ['What is the news report mainly about?', ['A new bus route', 'A library reopening', 'A book award', 'An election'], 'B', 'The report announces that the library will reopen after a renovation.', 'The Millbrook Public Library will reopen on Saturday'],
      ['What is new at the library?', ['A café', 'A computer lab', 'A recording studio', 'A parking garage'], 'C', 'Members can now book a recording studio for free.', 'a recording studio that members can book for free'],
      ['Why are visitors advised to take the bus?', ['Roads will be closed.', 'Bus rides will be free.', 'The weather will be bad.', 'Parking will be limited.'], 'D', 'Parking near the library will be limited.', 'parking near the library will be limited'],
    ],
  }),
  setGroup({
    part: 4,
    first: 95,
    kind: 'talk',
    lines: [
      ['Woman', "Good morning, everyone, and thank you for coming to this workshop on writing effective e-mails. I'm Hannah Brooks, and I've been training office staff for over fifteen years. Many people think writing e-mails is easy, but unclear messages cost companies a lot of time. Today we'll practise three simple habits: writing a clear subject line, putting the main request in the first sentence, and keeping messages short. Before we begin, please take a look at the handout on your table and note the questions you'd like answered today."],
    ],
    questions: [
      ['What is the topic of the workshop?', ['Writing e-mails', 'Using spreadsheets', 'Giving presentations', 'Managing time'], 'A', 'The workshop is on writing effective e-mails.', 'this workshop on writing effective e-mails'],
      ['What does the speaker say about unclear messages?', ['They are rare.', 'They are often sent at night.', 'They cause legal problems.', 'They waste time.'], 'D', 'Unclear messages cost companies a lot of time.', 'unclear messages cost companies a lot of time'],
      ['What does the speaker ask listeners to do first?', ['Introduce themselves', 'Open their laptops', 'Look at a handout', 'Send a test e-mail'], 'C', 'She asks them to look at the handout on the table before they begin.', 'please take a look at the handout on your table'],
    ],
  }),
  setGroup({
    part: 4,
    first: 98,
    kind: 'announcement',
    graphic: { name: 'directory', imageFile: 'toeic-l1-part4-q98-100-directory.png' },
    lines: [
      ['Man', "Good afternoon, everyone. This is a reminder that tomorrow's safety training starts at nine A.M. Please note that it will not be held in the training rooms as planned, because the projectors there are being replaced. Instead, we'll meet on the same floor as the staff cafeteria, in the lounge area. The session will take about two hours. Lunch will be provided afterwards, so there's no need to bring your own. And remember to bring your employee badge, as you'll need it to sign in."],
    ],
    questions: [
      ['Why has the location of the training changed?', ['A room is too small.', 'Equipment is being replaced.', 'A floor is being cleaned.', 'The schedule has changed.'], 'B', 'The projectors in the training rooms are being replaced.', 'the projectors there are being replaced'],
      ['Look at the graphic. On which floor will the training take place?', ['Floor 1', 'Floor 2', 'Floor 3', 'Floor 4'], 'D', 'It moves to the floor of the staff cafeteria, which the directory lists as Floor 4.', "we'll meet on the same floor as the staff cafeteria"],
      ['What are listeners reminded to bring?', ['An employee badge', 'A packed lunch', 'A laptop', 'A safety helmet'], 'A', 'They need their employee badge to sign in; lunch is provided.', 'remember to bring your employee badge'],
    ],
  }),
];
