import { setGroup } from './build';
import type { ToeicGroupData } from './types';

/** Part 4, talks 1–5 (questions 71–85). */
export const part4FirstSets: ToeicGroupData[] = [
  setGroup({
    part: 4,
    first: 71,
    kind: 'telephone message',
    lines: [
      ['Woman', "Hello, Mr. Greene. This is Rita from Castle Auto Repair calling about your car. We've finished the brake inspection, and the good news is that the brakes are in excellent condition. However, our mechanic noticed that the front tires are badly worn, and we'd recommend replacing them soon. We have the right tires in stock, so we could do the work this afternoon if you'd like. Please call me back before three o'clock to let me know. Otherwise, your car will be ready for you to pick up at five."],
    ],
    questions: [
      ['Where does the speaker work?', ['At a car rental agency', 'At a car repair shop', 'At a gas station', 'At a parking garage'], 'B', 'She calls from Castle Auto Repair about the listener\'s car.', 'This is Rita from Castle Auto Repair'],
      ['What problem does the speaker mention?', ['Some tires are worn.', 'The brakes need repair.', 'A part is out of stock.', 'A bill was not paid.'], 'A', 'The brakes are fine, but the front tires are badly worn.', 'the front tires are badly worn'],
      ['What does the speaker ask the listener to do?', ['Pick up the car at noon', 'Bring in another car', 'Return a call before three o\'clock', 'Pay online'], 'C', 'She asks him to call back before three.', "Please call me back before three o'clock"],
    ],
  }),
  setGroup({
    part: 4,
    first: 74,
    kind: 'announcement',
    lines: [
      ['Man', "Attention, passengers on the eleven fifteen express train to Westbury. Due to a signal problem near Hartley, this train will depart from platform six instead of platform two. The train is expected to leave about twenty minutes late. We apologize for the inconvenience. Passengers who need to make connections at Westbury should speak to a member of staff at the information desk, who can help arrange a later connection at no extra cost. Refreshments are available in the waiting room on platform six."],
    ],
    questions: [
      ['Where is the announcement being made?', ['At an airport', 'At a bus terminal', 'On a ferry', 'At a train station'], 'D', 'It is addressed to passengers of a train and mentions platforms.', 'Attention, passengers on the eleven fifteen express train to Westbury.'],
      ['What has caused the delay?', ['Bad weather', 'A signal problem', 'A staff shortage', 'Track repairs'], 'B', 'The delay is due to a signal problem near Hartley.', 'Due to a signal problem near Hartley'],
      ['What can passengers with connections do?', ['Ask for a refund', 'Take a free taxi', 'Speak to staff at the information desk', 'Wait on platform two'], 'C', 'They should speak to staff at the information desk.', 'should speak to a member of staff at the information desk'],
    ],
  }),
  setGroup({
    part: 4,
    first: 77,
    kind: 'advertisement',
    lines: [
      ['Woman', "Are you tired of spending your weekends cleaning? Let Sparkle Home Services do it for you. Our trained staff clean houses and apartments of every size, and we use only environmentally friendly products. This month, new customers get their first cleaning at half price. Booking is easy: just download our mobile app, choose a time, and we'll take care of the rest. Sparkle Home Services: more time for the things you love."],
    ],
    questions: [
      ['What is being advertised?', ['A cleaning service', 'A furniture store', 'A moving company', 'A hardware shop'], 'A', 'Sparkle Home Services cleans houses and apartments.', 'Our trained staff clean houses and apartments of every size'],
      ['What is special about the products the company uses?', ['They are imported.', 'They are sold in stores.', 'They are unscented.', 'They are environmentally friendly.'], 'D', 'The company uses only environmentally friendly products.', 'we use only environmentally friendly products'],
      ['How can listeners make a booking?', ['By visiting a store', 'By calling a hotline', 'By using a mobile app', 'By sending an e-mail'], 'C', 'Listeners download the mobile app and choose a time.', 'just download our mobile app'],
    ],
  }),
  setGroup({
    part: 4,
    first: 80,
    kind: 'excerpt from a meeting',
    lines: [
      ['Man', "Before we finish, I have an update about the office move. As you know, we're moving to the new building on Carter Road at the end of next month. The movers will pack the furniture, but each of you is responsible for packing your own desk. We'll hand out boxes next Friday. Also, the new building has fewer parking spaces, so the company will pay for a monthly bus pass for anyone who wants one. Please tell Julia in human resources by Wednesday if you're interested."],
    ],
    questions: [
      ['What is the speaker mainly talking about?', ['A new client', 'An office move', 'A parking fine', 'A staff party'], 'B', 'He gives an update about the move to the new building.', 'I have an update about the office move'],
      ['What will listeners receive next Friday?', ['Boxes', 'New desks', 'Parking permits', 'Building keys'], 'A', 'Boxes will be handed out next Friday.', "We'll hand out boxes next Friday."],
      ['Why should listeners contact Julia?', ['To book a meeting room', 'To choose a new desk', 'To report a problem', 'To request a bus pass'], 'D', 'Those who want a monthly bus pass should tell Julia by Wednesday.', "Please tell Julia in human resources by Wednesday if you're interested."],
    ],
  }),
  setGroup({
    part: 4,
    first: 83,
    kind: 'radio broadcast',
    lines: [
      ['Woman', "You're listening to City Radio's business hour. In local news, the furniture maker Oakline announced today that it will open a second factory in Brampton next spring. The company says the new factory will create around two hundred jobs. Oakline's chief executive explained that demand for its office chairs has doubled since more people began working from home. The company will hold a hiring event at the Brampton Community Center on May the third. After the break, we'll hear from a local economist about what this means for the area."],
    ],
    questions: [
      ['What does Oakline make?', ['Computers', 'Furniture', 'Clothing', 'Cars'], 'B', 'Oakline is a furniture maker.', 'the furniture maker Oakline'],
      ['According to the speaker, why is Oakline expanding?', ['A competitor has closed.', 'Taxes have been reduced.', 'Demand for its products has grown.', 'It has a new owner.'], 'C', 'Demand for its office chairs has doubled.', 'demand for its office chairs has doubled'],
      ['What will listeners hear after the break?', ['A weather report', 'Some music', 'An advertisement', 'Comments from an economist'], 'D', 'After the break a local economist will speak.', "we'll hear from a local economist"],
    ],
  }),
];
