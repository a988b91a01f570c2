import type { QuestionEditorProps, QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { answeredJudgement, blankJudgement, TRUE_FALSE_VALUES } from '../judgement/judgement';
import { JudgementEditor } from '../judgement/judgement-editor';
import { JudgementPlayer } from '../judgement/judgement-player';

function TrueFalseNotGivenPlayer(props: QuestionPlayerProps<JudgementContent, AnswersResponse, JudgementKey>) {
  return <JudgementPlayer values={TRUE_FALSE_VALUES} {...props} />;
}

function TrueFalseNotGivenEditor(props: QuestionEditorProps<JudgementContent, JudgementKey>) {
  return <JudgementEditor values={TRUE_FALSE_VALUES} {...props} />;
}

export const trueFalseNotGivenWeb: WebQuestionType<JudgementContent, AnswersResponse, JudgementKey> = {
  id: 'true-false-not-given',
  Player: TrueFalseNotGivenPlayer,
  Editor: TrueFalseNotGivenEditor,
  blank: (numbers) => blankJudgement({ numbers, value: 'true' }),
  answeredNumbers: answeredJudgement,
};
