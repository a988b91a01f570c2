import { setGroup } from './build';
import type { ToeicGroupData } from './types';

/** Part 3, conversations 8–13 (questions 53–70); the last two come with a graphic. */
export const part3LastSets: ToeicGroupData[] = [
  setGroup({
    part: 3,
    first: 53,
    kind: 'conversation',
    lines: [
      ['Man', "Karen, I just heard that the city is closing Bridge Street for road repairs starting Monday."],
      ['Woman', "Oh no. That's the main route our delivery vans take to the north side of town."],
      ['Man', "Exactly. The drivers will have to go around by the highway, which adds about twenty minutes to each trip."],
      ['Woman', "Then we should warn our customers. Some of them expect their orders before nine."],
      ['Man', "I'll write a short message for the website today, and you could call the restaurants that get early deliveries."],
    ],
    questions: [
      ['What will happen on Monday?', ['A new driver will start work.', 'A street will be closed.', 'A warehouse will open.', 'Prices will go up.'], 'B', 'The city is closing Bridge Street for repairs from Monday.', 'the city is closing Bridge Street for road repairs starting Monday'],
      ['What does the man say about the highway?', ['It is being repaired.', 'It has heavy traffic in the morning.', 'It makes each trip longer.', 'It is closed at night.'], 'C', 'Going by the highway adds about twenty minutes to each trip.', 'adds about twenty minutes to each trip'],
      ['What does the man suggest the woman do?', ['Hire more drivers', 'Change the delivery prices', 'Buy a new van', 'Call some customers'], 'D', 'He suggests she call the restaurants that get early deliveries.', 'you could call the restaurants that get early deliveries'],
    ],
  }),
  setGroup({
    part: 3,
    first: 56,
    kind: 'conversation',
    lines: [
      ['Woman', "Hi, I'm interested in the two-bedroom apartment on Pine Avenue that I saw advertised online."],
      ['Man', "Yes, it's still available. It's on the third floor, and the rent includes water and heating."],
      ['Woman', "That's good. Is there parking for residents?"],
      ['Man', "There's a garage under the building, but spaces cost an extra fifty dollars a month."],
      ['Woman', "I see. Could I come and look at the apartment this weekend?"],
      ['Man', "Saturday morning would be best. I'll meet you in the lobby at ten."],
    ],
    questions: [
      ['What is the woman interested in?', ['Renting an apartment', 'Buying a car', 'Selling a house', 'Opening a store'], 'A', 'She asks about a two-bedroom apartment advertised online.', 'the two-bedroom apartment on Pine Avenue'],
      ['What does the man say about parking?', ['It is free for residents.', 'It is on the street.', 'It costs extra.', 'It is not available.'], 'C', 'Garage spaces cost an extra fifty dollars a month.', 'spaces cost an extra fifty dollars a month'],
      ['Where will the speakers meet?', ['In a garage', 'At a real-estate office', 'At a café', 'In a lobby'], 'D', 'The man will meet her in the lobby at ten.', "I'll meet you in the lobby at ten."],
    ],
  }),
  setGroup({
    part: 3,
    first: 59,
    kind: 'conversation',
    lines: [
      ['Man', "Alice, how did the job fair go at the university yesterday?"],
      ['Woman', "Really well. We talked to over sixty students, and at least ten of them would be strong candidates for our summer internships."],
      ['Man', "That's great news. Did you collect their résumés?"],
      ['Woman', "Yes, but most of them are on paper. I'll scan them this morning and share them with the hiring team."],
      ['Man', "Perfect. Let's schedule interviews for the week after next, once everyone has had a chance to read them."],
    ],
    questions: [
      ['What event did the woman attend?', ['A trade show', 'A job fair', 'A graduation', 'A training course'], 'B', 'She went to the job fair at the university.', 'how did the job fair go at the university yesterday'],
      ['What will the woman do this morning?', ['Scan some documents', 'Call some students', 'Visit the university', 'Post a job advertisement'], 'A', 'She will scan the paper résumés.', "I'll scan them this morning"],
      ['When will interviews take place?', ['Tomorrow', 'Later this week', 'Next week', 'In two weeks'], 'D', 'Interviews will be the week after next.', "Let's schedule interviews for the week after next"],
    ],
  }),
  setGroup({
    part: 3,
    first: 62,
    kind: 'conversation',
    graphic: { name: 'schedule', imageFile: 'toeic-l1-part3-q62-64-schedule.png' },
    lines: [
      ['Woman', "Martin, are you going to the product design conference next week?"],
      ['Man', "Yes, I am. I'm especially looking forward to the talk on packaging materials."],
      ['Woman', "Me too, but I have a client call on Tuesday afternoon. I'll have to go to the morning talks that day."],
      ['Man', "Then you'll miss the packaging talk, unfortunately. But the organizers are recording every session, so you can watch it later."],
      ['Woman', "Oh, good. By the way, have you booked a hotel yet?"],
      ['Man', "Not yet. The conference website lists some discounts, so I'll look at it tonight."],
    ],
    questions: [
      ['Look at the graphic. On which day is the talk the man is looking forward to?', ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], 'B', 'He looks forward to the packaging talk; the schedule shows "Sustainable Packaging" on Tuesday afternoon, which the woman will miss.', 'the talk on packaging materials'],
      ['What does the man say the organizers are doing?', ['Recording the sessions', 'Changing the location', 'Offering free lunches', 'Selling tickets at the door'], 'A', 'Every session is being recorded.', 'the organizers are recording every session'],
      ['What will the man do tonight?', ['Prepare a presentation', 'Call a client', 'Look at a website', 'Pack for a trip'], 'C', 'He will look at the conference website for hotel discounts.', "The conference website lists some discounts, so I'll look at it tonight."],
    ],
  }),
  setGroup({
    part: 3,
    first: 65,
    kind: 'conversation',
    lines: [
      ['Man', "Good afternoon, Greenway Gym. How may I help you?"],
      ['Woman', "Hi. I'm a member, and I noticed that the swimming pool has been closed all week. Do you know when it will reopen?"],
      ['Man', "I'm sorry about that. We're replacing the heating system, and the work should be finished by next Wednesday."],
      ['Woman', "I see. I joined mainly for the pool, so I'm a bit disappointed."],
      ['Man', "I understand. To make up for it, all members will get one month of free membership. It'll be added to your account automatically."],
    ],
    questions: [
      ['Why is the woman calling?', ['To cancel her membership', 'To book a class', 'To ask about a closed facility', 'To report a lost item'], 'C', 'She wants to know when the closed pool will reopen.', 'the swimming pool has been closed all week'],
      ['Why is the pool closed?', ['It is being cleaned.', 'A heating system is being replaced.', 'A competition is being held.', 'There are not enough lifeguards.'], 'B', 'They are replacing the heating system.', "We're replacing the heating system"],
      ['What will members receive?', ['A discount on classes', 'A new membership card', 'A free towel', 'A free month of membership'], 'D', 'All members get one month of free membership.', 'all members will get one month of free membership'],
    ],
  }),
  setGroup({
    part: 3,
    first: 68,
    kind: 'conversation',
    graphic: { name: 'price list', imageFile: 'toeic-l1-part3-q68-70-price-list.png' },
    lines: [
      ['Woman', "Hi, I'd like to have some posters printed for our company's open day. Could you tell me about your sizes?"],
      ['Man', "Sure, here's our price list. Most people choose the medium size for events like that."],
      ['Woman', "Actually, they'll be hung in a large hall, so I think we need the largest size you have."],
      ['Man', "No problem. How many would you like?"],
      ['Woman', "Twenty. And we need them by Friday morning at the latest."],
      ['Man', "We can do that. If you send us the design by e-mail today, we'll print them tomorrow."],
    ],
    questions: [
      ['What event does the woman mention?', ['A company open day', 'A music festival', 'A product launch', 'A retirement party'], 'A', 'The posters are for the company\'s open day.', "our company's open day"],
      ['Look at the graphic. How much will the woman pay for each poster?', ['$4', '$7', '$12', '$18'], 'D', 'She wants the largest size; on the price list the large size (A1) costs $18 each.', 'we need the largest size you have'],
      ['What does the man ask the woman to do today?', ['Pay a deposit', 'Send a design', 'Choose a paper', 'Visit the shop'], 'B', 'He asks her to send the design by e-mail today.', 'If you send us the design by e-mail today'],
    ],
  }),
];
