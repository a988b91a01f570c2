import { defineJudgementType } from '../define-judgement-type';

/** "Do the following statements agree with the information given in the text?" One mark per statement. */
export const trueFalseNotGiven = defineJudgementType({
  id: 'true-false-not-given',
  title: 'True / False / Not Given',
  values: ['true', 'false', 'not-given'],
  example: {
    content: {
      instruction: 'Do the following statements agree with the information given in the text? Write TRUE, FALSE or NOT GIVEN.',
      statements: [
        { id: '1', text: 'The lighthouse was built before the harbour.' },
        { id: '2', text: 'The first keeper lived on the island alone.' },
        { id: '3', text: 'The lamp was powered by whale oil until 1900.' },
      ],
    },
    key: { answers: { '1': 'true', '2': 'false', '3': 'not-given' } },
    response: { answers: { '1': 'TRUE', '2': 'F', '3': 'Not Given' } },
  },
});
