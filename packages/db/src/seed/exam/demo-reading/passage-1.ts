import type { TestSection } from '@lexam/contracts';

/** Passage 1 of the demo reading test (questions 1–13): an original text on the history of bicycle couriers. */
export const demoReadingPassage1: TestSection = {
  title: 'Messengers on two wheels',
  passageHtml: `<h2>Messengers on two wheels</h2>
<p>Long before email, the fastest way to move a document across a crowded city was often to hand it to someone on a bicycle. The bicycle courier, or messenger, became a familiar figure in the business districts of many cities during the twentieth century, and although the job has changed almost beyond recognition, it has never quite disappeared. Its history is, in a small way, a history of how cities themselves have worked.</p>
<p>The earliest messengers were not cyclists at all. Banks, newspapers and law firms employed boys to carry letters on foot, and telegraph companies kept whole rooms of them waiting beside the counters. When the safety bicycle, with two wheels of equal size and a chain drive, became affordable in the 1890s, telegraph offices were among the first employers to see its value. A boy on a bicycle could deliver three or four telegrams in the time a walker took to deliver one, and the companies began to issue machines to their staff rather than expecting them to buy their own.</p>
<p>For several decades the work was poorly paid and largely done by teenagers. Messengers were usually paid by the delivery rather than by the hour, a system that rewarded speed above all else. Accounts from the period describe young riders weaving between horse-drawn carts and, later, motor cars, and city authorities regularly complained about reckless riding. Some cities introduced licences for messengers, and one required every courier to wear a numbered armband so that members of the public could report bad behaviour.</p>
<p>The telephone might have been expected to end the trade, but it did the opposite. Telephone calls made business faster, and faster business created more urgent paperwork: contracts that needed signatures, architectural drawings, photographs for newspapers and samples of cloth for the fashion industry. None of these could be sent down a telephone line. By the middle of the century, specialist courier firms had appeared, offering a guaranteed delivery time across the city centre, typically within one hour. Customers paid more for this promise, and the firms in turn began to employ adults rather than boys.</p>
<p>The golden age of the bicycle courier came in the 1980s. Financial centres were growing quickly, traffic congestion was getting worse, and a rider could cross a city centre far faster than a van. In some cities, several thousand couriers were at work on a typical weekday. The job attracted students, artists and athletes, and a distinctive culture grew up around it, with its own slang, its own fashion and, from the 1990s, its own international championships, in which riders competed to complete a series of invented deliveries around a closed course.</p>
<p>Couriers also influenced the bicycles themselves. Many riders preferred simple machines with a single gear, partly because they were cheap to maintain and partly because they were less attractive to thieves. A bicycle with fewer parts spent less time being repaired, and the fixed-gear bicycle, in which the pedals turn whenever the wheels do, became closely associated with the trade. Manufacturers later began selling similar bicycles to the general public, who admired them mainly for their appearance rather than for any practical advantage.</p>
<p>The arrival of the fax machine and, soon afterwards, of email removed much of the work almost overnight. Documents that had once crossed the city on a bicycle now crossed it in seconds. Courier numbers fell sharply in most financial districts, and many firms closed or merged. Those that survived did so by finding goods that could not be transmitted electronically: medical samples, keys, passports awaiting visas, and legal papers that still required an original signature.</p>
<p>In the last fifteen years the story has taken another turn. Online shopping and food delivery apps have created a huge demand for short journeys, and the bicycle, often now with an electric motor, has returned to city streets in large numbers. Cargo bicycles, with a box in front of the rider that can carry up to 100 kilograms, are being used for parcels in areas where vans are restricted. Some researchers argue that for deliveries within a few kilometres, cargo bicycles are both quicker and cheaper than vans, because they do not need to search for parking.</p>
<p>Yet the modern rider's working life is in many ways closer to that of the early telegraph boy than to that of the 1980s courier. Many app-based riders are paid per delivery, supply their own bicycles and have little job security. Some observers have noted the irony: a trade that began by equipping its messengers with machines now expects them to bring their own. Whether the new couriers will build a culture of their own, as their predecessors did, remains to be seen.</p>`,
  groups: [
    {
      instructions: 'Questions 1–6. Do the following statements agree with the information given in Reading Passage 1? Write TRUE if the statement agrees with the information, FALSE if the statement contradicts the information, NOT GIVEN if there is no information on this.',
      questions: [
        judgement(1, 'Telegraph companies expected their messengers to buy their own bicycles.', 'false',
          'The companies gave bicycles to their staff; they did not expect them to buy their own.',
          'the companies began to issue machines to their staff rather than expecting them to buy their own'),
        judgement(2, 'Early messengers were usually paid according to the number of deliveries they made.', 'true',
          'Being paid "by the delivery rather than by the hour" means being paid per delivery.',
          'paid by the delivery rather than by the hour'),
        judgement(3, 'Most early messengers had received training in cycling before they were employed.', 'not-given',
          'The passage says the messengers were mostly teenagers and poorly paid, but says nothing about any training.',
          'largely done by teenagers'),
        judgement(4, 'The spread of the telephone reduced the demand for messengers.', 'false',
          'The telephone "did the opposite": faster business created more urgent paperwork to deliver.',
          'The telephone might have been expected to end the trade, but it did the opposite'),
        judgement(5, 'The international courier championships took place on ordinary city streets.', 'false',
          'The championships were held "around a closed course", not on open streets.',
          'a series of invented deliveries around a closed course'),
        judgement(6, 'The courier firms that survived the arrival of email became larger than before.', 'not-given',
          'The passage says how the surviving firms survived (by carrying goods that cannot be sent electronically), not whether they grew.',
          'Those that survived did so by finding goods that could not be transmitted electronically'),
      ],
    },
    {
      instructions: 'Questions 7–10. Complete the notes below. Choose NO MORE THAN TWO WORDS AND/OR A NUMBER from the passage for each answer.',
      questions: [
        {
          number: 7,
          numbers: [7, 8, 9, 10],
          type: 'completion',
          content: {
            variant: 'note',
            instruction: 'Write NO MORE THAN TWO WORDS AND/OR A NUMBER for each answer.',
            title: 'Bicycles and the courier trade',
            body: [
              'Mid-century courier firms promised delivery across the city centre within [[7]].',
              'Riders liked single-gear bicycles: cheap to [[8]] and less attractive to thieves.',
              'The public later bought fixed-gear bicycles mainly for their [[9]].',
              'Today a cargo bicycle can carry up to [[10]] in the box in front of the rider.',
            ].join('\n'),
          },
          key: {
            answers: { '7': 'one/an hour', '8': 'maintain', '9': 'appearance', '10': '100 kilograms / 100 kg / 100 kilos' },
            wordLimit: 'NO MORE THAN TWO WORDS AND/OR A NUMBER',
          },
          explanation: '7: "typically within one hour". 8: "cheap to maintain". 9: the public "admired them mainly for their appearance". 10: a box "that can carry up to 100 kilograms".',
          evidence: 'typically within one hour',
        },
      ],
    },
    {
      instructions: 'Questions 11–13. Answer the questions below. Choose NO MORE THAN THREE WORDS from the passage for each answer.',
      questions: [
        shortAnswer(11, 'What did one city make every courier wear so that the public could report bad riding?', '(a) numbered armband',
          'One city "required every courier to wear a numbered armband so that members of the public could report bad behaviour".',
          'wear a numbered armband'),
        shortAnswer(12, 'Name ONE kind of item that kept the surviving courier firms in business after email arrived.', ['medical samples', '(the) keys', '(the) passports', '(the) legal papers'],
          'The surviving firms carried goods that could not be sent electronically: "medical samples, keys, passports awaiting visas, and legal papers". Any one of them is right.',
          'medical samples, keys, passports awaiting visas'),
        shortAnswer(13, 'According to some researchers, what do cargo bicycles not need to search for?', ['parking', '(a) parking space/spaces/place'],
          'Cargo bicycles are quicker and cheaper than vans "because they do not need to search for parking".',
          'they do not need to search for parking'),
      ],
    },
  ],
};

/** One True / False / Not Given statement as its own one-mark item. */
function judgement(number: number, text: string, answer: 'true' | 'false' | 'not-given', explanation: string, evidence: string) {
  const id = String(number);
  return {
    number,
    type: 'true-false-not-given',
    content: { statements: [{ id, text }] },
    key: { answers: { [id]: answer } },
    explanation,
    evidence,
  };
}

/** One short-answer question as its own one-mark item, with the passage's word limit. */
function shortAnswer(number: number, text: string, answers: string | string[], explanation: string, evidence: string) {
  const id = String(number);
  return {
    number,
    type: 'short-answer',
    content: { questions: [{ id, text }] },
    key: { answers: { [id]: answers }, wordLimit: 'NO MORE THAN THREE WORDS' },
    explanation,
    evidence,
  };
}
