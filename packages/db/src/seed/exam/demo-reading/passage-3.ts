import type { TestSection } from '@lexam/contracts';

/** Passage 3 of the demo reading test (questions 27–40): an original opinion piece on a library renovation. */
export const demoReadingPassage3: TestSection = {
  title: 'What is a library for?',
  passageHtml: `<h2>What is a library for?</h2>
<p>When the city council announced that its central library would close for three years of renovation, the reaction was predictable. Letters to the local newspaper warned that the building would reopen as a café with a few shelves attached, and a petition to keep the books where they were gathered several thousand signatures within a fortnight. Now that the building has reopened, it seems worth asking what the fuss was about, and what a public library is actually for.</p>
<p>The old building had obvious problems. Its reading rooms were dark, its heating was unreliable, and almost a third of its floor space was occupied by closed stacks that the public could not enter. Visitor numbers had fallen every year for a decade. The architects' brief was therefore not simply to repair the building but to reconsider how it was used, and their most controversial decision was to move roughly half of the stored collection to a warehouse on the edge of the city, from which any item can be requested and delivered within two working days.</p>
<p>I was among the sceptics. It seemed to me that a library which sends its books away has misunderstood its purpose. Having spent several afternoons in the new building, however, I have changed my mind, at least in part. The space released by the closed stacks has become a large, bright reading hall with long tables, and it is full from opening time until the evening. The stock on the open shelves is smaller, but it is newer and far better arranged, and I found more books I wanted to borrow than I ever did in the old building.</p>
<p>The renovation has also added facilities that some critics regard as having nothing to do with libraries: a recording studio that can be booked by the hour, a workshop with sewing machines and a 3D printer, and rooms for community groups. I do not share this objection. Libraries have always lent more than books, from newspapers and records to videos and computers, and their central purpose has always been to give people access to resources they could not afford alone. A sewing machine is not so different, in that sense, from an expensive encyclopaedia.</p>
<p>Where I think the critics have a point is in the matter of quiet. The old library was silent; the new one is not. The reading hall is busy, children's events take place on the ground floor, and the sound of the café travels further than the designers presumably intended. Staff told me that the silent study room on the top floor is usually full by mid-morning, and that students queue for it before the doors open. A building that serves everyone must also serve those who simply want to read in peace, and on this evidence the new library does not yet offer enough silent space.</p>
<p>The question of cost is harder to judge. The renovation was expensive, and some argue that the money would have been better spent on keeping the city's smaller branch libraries open, three of which closed during the same period. I am not convinced that the two decisions were connected, since the renovation was paid for largely by a national heritage grant that could not have been used for running costs. Even so, a city with one magnificent library and fewer local ones has lost something, particularly for elderly residents and families without cars, for whom a bus journey into the centre is not a small matter.</p>
<p>Perhaps the most encouraging figure is the simplest. In its first year after reopening, the library recorded more than twice as many visits as in its final year before closure, and loans, which many had predicted would collapse, rose by about a fifth. Visits, of course, are not the same as reading, and some of those visitors undoubtedly came only for the café. But a library that people choose to spend their afternoons in is in a stronger position than one they pass on the way to somewhere else.</p>
<p>Libraries have been declared dead many times, first because of the radio, then because of television and most recently because of the internet. Each time they have survived by changing what they offer while keeping the same basic promise: that anyone, whatever their income, may come in, stay as long as they like and leave knowing more than when they arrived. On the evidence of this building, the promise is still being kept.</p>`,
  groups: [
    {
      instructions: 'Questions 27–30. Complete each sentence with the correct ending, A–F, below.',
      questions: [
        {
          number: 27,
          numbers: [27, 28, 29, 30],
          type: 'matching',
          content: {
            variant: 'sentence-endings',
            instruction: 'Write the correct letter, A–F.',
            items: [
              { id: '27', text: 'Before the renovation, critics feared that the building would' },
              { id: '28', text: 'The floor space once used for closed stacks now' },
              { id: '29', text: 'Books moved to the warehouse can still' },
              { id: '30', text: 'The national heritage grant could not' },
            ],
            options: [
              { id: 'A', text: 'be requested and delivered within two working days.' },
              { id: 'B', text: 'become little more than a café.' },
              { id: 'C', text: 'be borrowed by readers in other cities.' },
              { id: 'D', text: 'holds a reading hall that is full all day.' },
              { id: 'E', text: 'attract more visitors than the café.' },
              { id: 'F', text: 'have paid for keeping branch libraries running.' },
            ],
          },
          key: { answers: { '27': 'B', '28': 'D', '29': 'A', '30': 'F' } },
          explanation: '27: letters warned it "would reopen as a café with a few shelves attached". 28: the space "has become a large, bright reading hall" that "is full from opening time until the evening". 29: any item "can be requested and delivered within two working days". 30: the grant "could not have been used for running costs".',
          evidence: 'would reopen as a café with a few shelves attached',
        },
      ],
    },
    {
      instructions: 'Questions 31–35. Do the following statements agree with the claims of the writer in Reading Passage 3? Write YES if the statement agrees with the claims of the writer, NO if the statement contradicts the claims of the writer, NOT GIVEN if it is impossible to say what the writer thinks about this.',
      questions: [
        view(31, 'The writer at first disagreed with the plan to move books out of the building.', 'yes',
          'The writer says "I was among the sceptics" and thought a library that sends its books away "has misunderstood its purpose".',
          'I was among the sceptics'),
        view(32, 'Lending equipment such as sewing machines goes against the traditional purpose of a library.', 'no',
          'The writer does "not share this objection": libraries "have always lent more than books".',
          'I do not share this objection'),
        view(33, 'The café in the new library charges too much for most visitors.', 'not-given',
          'The writer mentions the noise of the café and that some visitors came only for it, but never its prices.',
          'the sound of the café travels further than the designers presumably intended'),
        view(34, 'The new library provides enough space for people who want to study in silence.', 'no',
          'The silent room is full by mid-morning, and the writer concludes the library "does not yet offer enough silent space".',
          'the new library does not yet offer enough silent space'),
        view(35, 'The closure of branch libraries has been especially hard for older people and families without cars.', 'yes',
          'The city "has lost something, particularly for elderly residents and families without cars".',
          'particularly for elderly residents and families without cars'),
      ],
    },
    {
      instructions: 'Questions 36–40. Complete the summary using the list of words, A–I, below.',
      questions: [
        {
          number: 36,
          numbers: [36, 37, 38, 39, 40],
          type: 'completion',
          content: {
            variant: 'summary',
            instruction: 'Write the correct letter, A–I.',
            title: 'A library after reopening',
            body: 'In its first year after reopening, the library received more than [[36]] as many visits as in its last year before closing, and the number of [[37]] grew by about a fifth, although many people had expected this figure to [[38]]. Libraries have been said to be finished several times, most recently because of the [[39]], but they have survived by changing their [[40]] while keeping the same basic promise to everyone.',
            wordBox: [
              { id: 'A', text: 'twice' },
              { id: 'B', text: 'three times' },
              { id: 'C', text: 'loans' },
              { id: 'D', text: 'visitors' },
              { id: 'E', text: 'collapse' },
              { id: 'F', text: 'internet' },
              { id: 'G', text: 'television' },
              { id: 'H', text: 'services' },
              { id: 'I', text: 'grow' },
            ],
          },
          key: { answers: { '36': 'A', '37': 'C', '38': 'E', '39': 'F', '40': 'H' } },
          explanation: '36: "more than twice as many visits". 37 and 38: "loans, which many had predicted would collapse, rose by about a fifth". 39: "most recently because of the internet". 40: libraries survived "by changing what they offer", that is, their services.',
          evidence: 'more than twice as many visits',
        },
      ],
    },
  ],
};

/** One Yes / No / Not Given statement as its own one-mark item. */
function view(number: number, text: string, answer: 'yes' | 'no' | 'not-given', explanation: string, evidence: string) {
  const id = String(number);
  return {
    number,
    type: 'yes-no-not-given',
    content: { statements: [{ id, text }] },
    key: { answers: { [id]: answer } },
    explanation,
    evidence,
  };
}
