import type { QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { JsonDraftEditor } from '../shared/json-draft-editor';
import { answeredJudgement, blankJudgement, TRUE_FALSE_VALUES } from '../judgement/judgement';
import { JudgementPlayer } from '../judgement/judgement-player';

function TrueFalseNotGivenPlayer(props: QuestionPlayerProps<JudgementContent, AnswersResponse, JudgementKey>) {
  return <JudgementPlayer values={TRUE_FALSE_VALUES} {...props} />;
}

export const trueFalseNotGivenWeb: WebQuestionType<JudgementContent, AnswersResponse, JudgementKey> = {
  id: 'true-false-not-given',
  Player: TrueFalseNotGivenPlayer,
  Editor: JsonDraftEditor,
  blank: (numbers) => blankJudgement({ numbers, value: 'true' }),
  answeredNumbers: answeredJudgement,
};
