import { idea, phrase, tip, w, type DemoSpeakingPrompt } from './types';

const p2 = (n: number, topic: string, cueCard: string[], modelAnswer: string[], suggestions: DemoSpeakingPrompt['suggestions'], words: DemoSpeakingPrompt['words']): DemoSpeakingPrompt => ({
  key: `speaking-part2-${n}`,
  part: 'part2',
  topic,
  questions: [],
  cueCard,
  modelAnswer,
  suggestions,
  words,
});

/** Four Part 2 cue cards, written for Lexam. */
export const DEMO_SPEAKING_PART2: DemoSpeakingPrompt[] = [
  p2(
    1,
    'A person who taught you something useful',
    ['Describe a person who taught you something useful.', 'who this person is', 'what they taught you', 'how they taught it', 'and explain why it was useful to you.'],
    [
      'I’d like to talk about my neighbour, Mr Okafor, a retired electrician who lived next door when I was about fourteen. He taught me how to repair simple things around the house: a dripping tap, a broken lamp, a loose door handle.',
      'He never simply did the job for me. He would explain what was wrong, hand me the screwdriver and watch, which was frustrating at first but meant I actually remembered it.',
      'It was useful not only because I save money on repairs today, but because it gave me confidence to work out problems step by step instead of giving up.',
    ],
    [idea('A relative, a coach, a neighbour, a colleague.'), idea('A practical skill: cooking, driving, fixing things, saving money.'), phrase('I’d like to talk about …'), phrase('What I appreciated most was that …'), phrase('Looking back, …'), tip('Use the minute to note one key word per point, not full sentences.')],
    [w('patient', 'adjective', 'able to wait calmly', 'She was a very patient teacher.'), w('hands-on', 'adjective', 'learning by doing', 'His approach was very hands-on.'), w('trial and error', 'phrase', 'trying things until you find what works', 'I learned by trial and error.'), w('mentor', 'noun', 'an experienced person who advises you', 'He became my mentor.'), w('pass on', 'phrase', 'to teach or give to someone else', 'I want to pass on what I learned.'), w('self-reliant', 'adjective', 'able to do things without help', 'It made me more self-reliant.'), w('grateful', 'adjective', 'feeling thanks', 'I’m still grateful to her.')],
  ),
  p2(
    2,
    'A place you like to visit to relax',
    ['Describe a place you like to visit to relax.', 'where it is', 'how often you go there', 'what you do there', 'and explain why it helps you relax.'],
    [
      'The place I go to when I need a break is a small lake about twenty minutes by bike from my flat. I go there most Sunday mornings, and more often in summer.',
      'There isn’t much to do, which is the point: I walk the path around the water, sit on the same wooden bench and watch the birds. Sometimes I bring a book but rarely open it.',
      'It helps me relax because there is no signal there, so I can’t check emails, and the quiet makes the week’s worries seem much smaller.',
    ],
    [idea('A park, a café, a beach, a relative’s house, a library.'), idea('Sounds, smells, what you see.'), phrase('It’s the kind of place where …'), phrase('What makes it special is …'), tip('Describe with the senses to speak for the full two minutes.')],
    [w('tranquil', 'adjective', 'calm and peaceful', 'The lake is tranquil at dawn.'), w('unwind', 'verb', 'to relax after stress', 'I go there to unwind.'), w('secluded', 'adjective', 'private and hidden away', 'It’s a secluded spot.'), w('get away from it all', 'phrase', 'to escape daily life', 'It helps me get away from it all.'), w('scenery', 'noun', 'the natural features of a place', 'The scenery is stunning.'), w('recharge', 'verb', 'to regain energy', 'I recharge there every weekend.')],
  ),
  p2(
    3,
    'A time you changed your mind',
    ['Describe a time when you changed your mind about something.', 'what it was about', 'what you thought at first', 'what made you change your mind', 'and explain how you felt afterwards.'],
    [
      'A few years ago I was completely against studying abroad. I thought it would be lonely and expensive, and that I could learn just as much at home.',
      'What changed my mind was a conversation with a cousin who had spent a year in another country. She described how much more independent she had become and showed me the scholarships she had used.',
      'I applied, spent a semester away, and afterwards I felt a bit embarrassed about how stubborn I had been, but mostly relieved that I had listened.',
    ],
    [idea('A decision about study, food, a person, a place, a habit.'), phrase('At first I was convinced that …'), phrase('It was only when … that I realised …'), tip('Tell it as a story: before, the turning point, after.')],
    [w('stubborn', 'adjective', 'refusing to change your opinion', 'I was too stubborn to listen.'), w('reconsider', 'verb', 'to think again about a decision', 'She asked me to reconsider.'), w('turning point', 'noun', 'a moment of important change', 'That talk was a turning point.'), w('open-minded', 'adjective', 'willing to consider new ideas', 'I try to be more open-minded now.'), w('persuade', 'verb', 'to make someone agree', 'My cousin persuaded me.'), w('in hindsight', 'phrase', 'looking back later', 'In hindsight, it was the right choice.'), w('relieved', 'adjective', 'happy that a worry has gone', 'I felt relieved afterwards.')],
  ),
  p2(
    4,
    'An object you use every day',
    ['Describe an object you use every day.', 'what it is', 'where you got it', 'how you use it', 'and explain why it is important to you.'],
    [
      'The object I’d like to describe is a steel water bottle I carry everywhere. I bought it at a small shop near my university about three years ago, and it has the dents to prove it.',
      'I fill it every morning and take it to lectures, the gym and work. It keeps water cold all day, which matters in a hot city.',
      'It’s important to me partly because it saves me buying plastic bottles, and partly because it’s been with me through exams, trips and two house moves.',
    ],
    [idea('A phone, a notebook, a bag, a watch, a bike, a mug.'), phrase('I can’t remember a day without it.'), phrase('It may sound ordinary, but …'), tip('If you run short of ideas, describe its appearance in detail.')],
    [w('durable', 'adjective', 'lasting a long time', 'It’s made of durable steel.'), w('indispensable', 'adjective', 'too important to be without', 'My notebook is indispensable.'), w('sentimental value', 'phrase', 'importance because of memories', 'It has sentimental value.'), w('worn', 'adjective', 'damaged by long use', 'The strap is a bit worn.'), w('eco-friendly', 'adjective', 'not harmful to the environment', 'It’s an eco-friendly choice.'), w('handy', 'adjective', 'useful and convenient', 'It’s handy on long trips.')],
  ),
];
