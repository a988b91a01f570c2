import type { TestSectionData } from './types';
import { EVIDENCE_SEPARATOR } from './types';
import { transcriptHtmlOf } from './transcript';
import type { ScriptLine } from './transcript';

const lines: ScriptLine[] = [
  ['Leon', "Hi, Priya. Have you got a few minutes to go through our food waste report? It's due in two weeks."],
  ['Priya', "Sure. I still think it was a good topic to choose. When I spent last summer working in the canteen kitchen, I couldn't believe how much food went in the bins."],
  ['Leon', "And Dr Hassan seemed pleased with it, even though she'd suggested we look at transport instead. So, the survey. We got two hundred and twelve responses, which is more than I expected."],
  ['Priya', "Yes, but what really surprised me was where the waste comes from. I assumed it would be the main meals, but most of it is side dishes: chips, salad and bread rolls that people take and then leave."],
  ['Leon', "That's the finding I want to build the report around. But I'm a bit worried about the weighing. We weighed the bins after every lunch for three weeks, and on busy days we were rushing, so I'm not sure those figures are accurate."],
  ['Priya', "The quiet days were fine, though. Perhaps we should just explain that clearly in the limitations section, rather than throwing the data away."],
  ['Leon', "Agreed. And I don't think we need to ask for an extension. If we divide up the remaining work now, we can finish a few days early."],
  ['Priya', "OK. Let's go through it section by section. The introduction is far too long at the moment. It reads like a history of school dinners."],
  ['Leon', "Fair enough. Let's cut it down to a single page."],
  ['Priya', "The literature review is alright, but we've only used four sources, and two of them are newspaper articles. We need more academic ones."],
  ['Leon', "I'll look for some journal articles this week. What about the list of survey questions? It takes up three pages."],
  ['Priya', "The reader doesn't need it in the middle of the report. Let's put it in the appendix at the end."],
  ['Leon', "Good idea. And the notes from our interviews with the kitchen staff? I typed them up quite quickly."],
  ['Priya', "They're full of half sentences. We should rewrite them properly as a short summary of what each person said."],
  ['Leon', "Fine. For the results, I think the tables are hard to follow. A bar chart showing the weight of each type of waste would make the main point much clearer."],
  ['Priya', "Yes, let's add a chart. And the recommendations? I'm not sure we're allowed to name the catering company."],
  ['Leon', "Neither am I. Let's ask Dr Hassan before we go any further with that part."],
  ['Priya', "Good. Then I'll email her tonight, and you can start on the literature."],
];

/** Section 3: two students planning a report on canteen food waste (multiple choice, matching). */
export const demoListeningSection3: TestSectionData = {
  title: 'Section 3',
  audioFile: 'demo-listening-1-section-3.mp3',
  transcriptHtml: transcriptHtmlOf(lines),
  groups: [
    {
      instructions: 'Questions 21–24. Choose the correct letter, A, B or C.',
      questions: [
        {
          number: 21,
          type: 'multiple-choice-one',
          content: {
            prompt: 'Why did the students choose food waste as their topic?',
            options: [
              { id: 'A', text: 'Their tutor recommended it.' },
              { id: 'B', text: 'Priya had seen the problem at work.' },
              { id: 'C', text: 'It was easier to research than transport.' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'The tutor had suggested transport, not food waste; Priya chose the topic after working in the canteen kitchen.',
          evidence: "When I spent last summer working in the canteen kitchen, I couldn't believe how much food went in the bins.",
        },
        {
          number: 22,
          type: 'multiple-choice-one',
          content: {
            prompt: 'What surprised Priya about the survey results?',
            options: [
              { id: 'A', text: 'the number of students who replied' },
              { id: 'B', text: 'how much of the waste came from side dishes' },
              { id: 'C', text: 'how much of the waste came from main meals' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'It is Leon who mentions the number of replies. Priya expected main meals to be the problem but found most waste came from side dishes.',
          evidence: 'most of it is side dishes',
        },
        {
          number: 23,
          type: 'multiple-choice-one',
          content: {
            prompt: 'What does Leon say about the weighing of the bins?',
            options: [
              { id: 'A', text: 'It should have lasted longer than three weeks.' },
              { id: 'B', text: 'The figures from busy days may be wrong.' },
              { id: 'C', text: 'The data from quiet days should be removed.' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'Leon worries that the rushed weighing on busy days was not accurate; Priya says the quiet days were fine.',
          evidence: "on busy days we were rushing, so I'm not sure those figures are accurate",
        },
        {
          number: 24,
          type: 'multiple-choice-one',
          content: {
            prompt: 'What do the students decide about the deadline?',
            options: [
              { id: 'A', text: 'They will ask for more time.' },
              { id: 'B', text: 'They will finish before it.' },
              { id: 'C', text: 'They will ask their tutor about it.' },
            ],
          },
          key: { correct: 'B' },
          explanation: 'Leon says an extension is not needed: by dividing the work they can finish a few days early.',
          evidence: 'we can finish a few days early',
        },
      ],
    },
    {
      instructions:
        'Questions 25–30. What do the students decide to do with each part of the report? Choose SIX answers from the box and write the correct letter, A–H, next to Questions 25–30.',
      questions: [
        {
          number: 25,
          numbers: [25, 26, 27, 28, 29, 30],
          type: 'matching',
          content: {
            variant: 'features',
            instruction: 'Choose the correct letter, A–H.',
            items: [
              { id: '25', text: 'introduction' },
              { id: '26', text: 'literature review' },
              { id: '27', text: 'survey questions' },
              { id: '28', text: 'interview notes' },
              { id: '29', text: 'results' },
              { id: '30', text: 'recommendations' },
            ],
            options: [
              { id: 'A', text: 'add a visual' },
              { id: 'B', text: 'shorten it' },
              { id: 'C', text: 'check it with the tutor' },
              { id: 'D', text: 'remove it completely' },
              { id: 'E', text: 'find better sources' },
              { id: 'F', text: 'move it to the end' },
              { id: 'G', text: 'write it more carefully' },
              { id: 'H', text: 'check the figures again' },
            ],
          },
          key: { answers: { '25': 'B', '26': 'E', '27': 'F', '28': 'G', '29': 'A', '30': 'C' } },
          explanation:
            'The introduction is cut to a page (B); the literature review needs academic sources (E); the survey questions go to the appendix (F); the interview notes are rewritten properly (G); the results get a bar chart (A); the tutor is asked about naming the company in the recommendations (C).',
          evidence: [
            "Let's cut it down to a single page.",
            'We need more academic ones.',
            "Let's put it in the appendix at the end.",
            'We should rewrite them properly',
            'A bar chart showing the weight of each type of waste',
            "Let's ask Dr Hassan before we go any further with that part.",
          ].join(EVIDENCE_SEPARATOR),
        },
      ],
    },
  ],
};
