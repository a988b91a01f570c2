import { defineJudgementType } from '../define-judgement-type';

/** "Do the following statements agree with the claims of the writer?" One mark per statement. */
export const yesNoNotGiven = defineJudgementType({
  id: 'yes-no-not-given',
  title: 'Yes / No / Not Given',
  values: ['yes', 'no', 'not-given'],
  example: {
    content: {
      instruction: 'Do the following statements agree with the claims of the writer? Write YES, NO or NOT GIVEN.',
      statements: [
        { id: '1', text: 'City parks should be closed at night.' },
        { id: '2', text: 'Most residents prefer small parks to large ones.' },
      ],
    },
    key: { answers: { '1': 'no', '2': 'not-given' } },
    response: { answers: { '1': 'no', '2': 'NG' } },
  },
});
