import type { QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { JsonDraftEditor } from '../shared/json-draft-editor';
import { answeredJudgement, blankJudgement, YES_NO_VALUES } from '../judgement/judgement';
import { JudgementPlayer } from '../judgement/judgement-player';

function YesNoNotGivenPlayer(props: QuestionPlayerProps<JudgementContent, AnswersResponse, JudgementKey>) {
  return <JudgementPlayer values={YES_NO_VALUES} {...props} />;
}

export const yesNoNotGivenWeb: WebQuestionType<JudgementContent, AnswersResponse, JudgementKey> = {
  id: 'yes-no-not-given',
  Player: YesNoNotGivenPlayer,
  Editor: JsonDraftEditor,
  blank: (numbers) => blankJudgement({ numbers, value: 'yes' }),
  answeredNumbers: answeredJudgement,
};
