import { idea, phrase, tip, w, type DemoSpeakingPrompt } from './types';

const p1 = (n: number, topic: string, questions: string[], modelAnswer: string[], suggestions: DemoSpeakingPrompt['suggestions'], words: DemoSpeakingPrompt['words']): DemoSpeakingPrompt => ({
  key: `speaking-part1-${n}`,
  part: 'part1',
  topic,
  questions,
  cueCard: [],
  modelAnswer,
  suggestions,
  words,
});

/** Eight Part 1 topics, written for Lexam. */
export const DEMO_SPEAKING_PART1: DemoSpeakingPrompt[] = [
  p1(
    1,
    'Your home town',
    ['Where is your home town?', 'What do you like most about it?', 'Has it changed much since you were a child?', 'Would you like to live there in the future? Why?', 'What would you show a visitor there?'],
    [
      'I grew up in a mid-sized river town about two hours from the capital. What I like most is that everything is within walking distance, so you bump into friends all the time.',
      'It has changed quite a lot: the old market was rebuilt and a ring road now keeps the lorries out of the centre, which made the streets much calmer.',
    ],
    [idea('Where it is, how big it is, what it is known for.'), idea('One change you noticed: a new building, transport, shops.'), phrase('It’s best known for …'), phrase('Compared with when I was a child, …'), tip('Give a reason or an example after each answer: two or three sentences are enough.')],
    [w('bustling', 'adjective', 'full of busy activity', 'The harbour is bustling on market days.'), w('suburb', 'noun', 'a residential area on the edge of a town', 'We moved to a quiet suburb.'), w('landmark', 'noun', 'a building or place that is easy to recognise', 'The clock tower is our best-known landmark.'), w('pedestrianised', 'adjective', 'closed to cars so people can walk', 'The main street was pedestrianised last year.'), w('close-knit', 'adjective', 'where people know and support each other', 'It is a close-knit community.'), w('amenities', 'noun', 'useful services such as shops and parks', 'The town has good amenities for families.')],
  ),
  p1(
    2,
    'Work or studies',
    ['Do you work or are you a student?', 'Why did you choose that subject or job?', 'What is the most difficult part of it?', 'What do you usually do on a typical day?'],
    ['At the moment I’m a second-year engineering student. I chose it because I’ve always enjoyed taking things apart, and the hardest part is definitely the maths in the first year.'],
    [idea('Say what you do, then why you chose it.'), phrase('What drew me to it was …'), phrase('The most challenging part is …'), tip('Use the present perfect for how long: “I’ve been studying it for two years.”')],
    [w('deadline', 'noun', 'the time by which something must be finished', 'I have three deadlines this week.'), w('workload', 'noun', 'the amount of work a person has to do', 'The workload increases before exams.'), w('rewarding', 'adjective', 'giving satisfaction', 'Teaching children is very rewarding.'), w('internship', 'noun', 'a short period of work to gain experience', 'I did an internship at a design firm.'), w('major in', 'phrase', 'to study as the main subject at university', 'She majors in economics.'), w('hands-on', 'adjective', 'involving doing things rather than studying them', 'I prefer hands-on projects.')],
  ),
  p1(
    3,
    'Music',
    ['What kind of music do you like?', 'When do you usually listen to music?', 'Did you learn to play an instrument as a child?', 'Has your taste in music changed over the years?', 'Do you prefer live music or recorded music?'],
    ['I listen to almost anything with a good melody, but mostly acoustic pop. I usually have something on while I’m cooking or commuting; it makes the journey go faster.'],
    [idea('Genres, artists, when and where you listen.'), phrase('I’m really into …'), phrase('It depends on my mood, but …'), tip('Avoid one-word answers: add when, why or an example.')],
    [w('catchy', 'adjective', 'easy to remember and pleasant', 'The chorus is really catchy.'), w('lyrics', 'noun', 'the words of a song', 'I like songs with meaningful lyrics.'), w('genre', 'noun', 'a style or type of music or art', 'Jazz is my favourite genre.'), w('soothing', 'adjective', 'making you feel calm', 'Piano music is soothing.'), w('tone-deaf', 'adjective', 'unable to hear differences in musical notes', 'I’m a bit tone-deaf, so I don’t sing.'), w('gig', 'noun', 'a live performance of popular music', 'We went to a gig last Friday.')],
  ),
  p1(
    4,
    'Food and cooking',
    ['Do you enjoy cooking?', 'What did you eat for breakfast today?', 'Is there a dish your family often makes?', 'Do you prefer eating at home or in restaurants?'],
    ['I enjoy cooking at the weekend when I’m not in a rush. My family often makes a slow-cooked vegetable soup that my grandmother taught us; it’s simple but very comforting.'],
    [idea('A favourite dish and who makes it.'), phrase('It’s a bit of a tradition in my family to …'), phrase('I’d rather … than …'), tip('Describe taste and texture with precise adjectives.')],
    [w('home-cooked', 'adjective', 'made at home rather than bought', 'Nothing beats a home-cooked meal.'), w('savoury', 'adjective', 'salty or spicy rather than sweet', 'I prefer savoury snacks.'), w('recipe', 'noun', 'instructions for preparing a dish', 'She follows the recipe exactly.'), w('takeaway', 'noun', 'a meal bought to eat elsewhere', 'We order a takeaway on Fridays.'), w('nutritious', 'adjective', 'good for your health', 'A nutritious breakfast keeps me going.'), w('staple', 'noun', 'a basic food eaten regularly', 'Rice is a staple in my country.')],
  ),
  p1(
    5,
    'Weather and seasons',
    ['What is the weather usually like where you live?', 'Which season do you like best?', 'Does the weather affect your mood?', 'What do you like to do on rainy days?'],
    ['Where I live it’s humid for most of the year, with a short cool season in winter. That’s my favourite time, because you can actually walk around at midday without melting.'],
    [idea('Your climate, a favourite season, what you do then.'), phrase('It tends to be …'), phrase('I find that … puts me in a good mood.'), tip('Use adverbs of frequency: usually, rarely, hardly ever.')],
    [w('humid', 'adjective', 'warm and damp', 'Summers are hot and humid.'), w('drizzle', 'noun', 'light rain', 'There was a light drizzle all morning.'), w('mild', 'adjective', 'not very cold or hot', 'We had a mild winter.'), w('forecast', 'noun', 'a statement of what the weather will be', 'The forecast says it will snow.'), w('scorching', 'adjective', 'extremely hot', 'It was a scorching afternoon.'), w('gloomy', 'adjective', 'dark and sad', 'Gloomy days make me sleepy.')],
  ),
  p1(
    6,
    'Reading',
    ['Do you like reading?', 'What kinds of books do you read?', 'Do you prefer paper books or e-books?', 'Did you read a lot as a child?', 'Is there a book you would recommend?'],
    ['I read most evenings, mainly detective novels and the odd biography. I prefer paper books because I like flicking back a few pages, although e-books are handy when I travel.'],
    [idea('What you read, when, and on what.'), phrase('I’m a big fan of …'), phrase('The thing I like about … is that …'), tip('Compare two options and give a reason for your preference.')],
    [w('page-turner', 'noun', 'a very exciting book', 'The thriller was a real page-turner.'), w('plot', 'noun', 'the events of a story', 'The plot has a surprising twist.'), w('bookworm', 'noun', 'a person who loves reading', 'I was a bookworm as a child.'), w('fiction', 'noun', 'stories about imaginary people and events', 'I mostly read fiction.'), w('skim', 'verb', 'to read quickly for the main ideas', 'I skim the news in the morning.'), w('gripping', 'adjective', 'holding your attention completely', 'It was a gripping story.')],
  ),
  p1(
    7,
    'Sport and exercise',
    ['Do you play any sports?', 'How do you usually keep fit?', 'Were you sporty at school?', 'What sports are popular in your country?'],
    ['I’m not very sporty, but I swim twice a week and cycle to work. Football is by far the most popular sport in my country; almost every village has a pitch.'],
    [idea('What you do, how often, why.'), phrase('I try to … at least twice a week.'), phrase('By far the most popular … is …'), tip('It is fine to say you don’t do something: explain why and what you do instead.')],
    [w('work out', 'phrase', 'to exercise to become fit', 'I work out at the gym before work.'), w('stamina', 'noun', 'the energy to keep going for a long time', 'Swimming builds stamina.'), w('spectator', 'noun', 'a person who watches an event', 'The stadium holds 40,000 spectators.'), w('competitive', 'adjective', 'wanting very much to win', 'My brother is very competitive.'), w('sedentary', 'adjective', 'involving a lot of sitting', 'Office jobs are sedentary.'), w('warm up', 'phrase', 'to prepare the body for exercise', 'Always warm up before running.')],
  ),
  p1(
    8,
    'Technology in daily life',
    ['How often do you use your phone?', 'What apps do you use most?', 'Do you think people spend too much time online?', 'What piece of technology could you not live without?', 'How did you learn to use a computer?'],
    ['Honestly, I check my phone far more than I’d like to admit, mostly for messages and maps. I think many people are online too much, so I switch notifications off in the evening.'],
    [idea('Habits, favourite apps, benefits and drawbacks.'), phrase('To be honest, …'), phrase('I couldn’t do without …'), tip('Give your opinion and one reason, then a short example.')],
    [w('notification', 'noun', 'a message that appears on a phone', 'I turned off my notifications.'), w('addictive', 'adjective', 'making you want to do it again and again', 'Some games are very addictive.'), w('gadget', 'noun', 'a small useful device', 'He loves buying new gadgets.'), w('screen time', 'noun', 'time spent looking at a screen', 'I try to limit my screen time.'), w('user-friendly', 'adjective', 'easy to use', 'The app is very user-friendly.'), w('keep in touch', 'phrase', 'to stay in contact', 'Video calls help me keep in touch with family.')],
  ),
];
