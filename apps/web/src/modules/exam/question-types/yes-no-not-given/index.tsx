import type { QuestionEditorProps, QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { answeredJudgement, blankJudgement, YES_NO_VALUES } from '../judgement/judgement';
import { JudgementEditor } from '../judgement/judgement-editor';
import { JudgementPlayer } from '../judgement/judgement-player';

function YesNoNotGivenPlayer(props: QuestionPlayerProps<JudgementContent, AnswersResponse, JudgementKey>) {
  return <JudgementPlayer values={YES_NO_VALUES} {...props} />;
}

function YesNoNotGivenEditor(props: QuestionEditorProps<JudgementContent, JudgementKey>) {
  return <JudgementEditor values={YES_NO_VALUES} {...props} />;
}

export const yesNoNotGivenWeb: WebQuestionType<JudgementContent, AnswersResponse, JudgementKey> = {
  id: 'yes-no-not-given',
  Player: YesNoNotGivenPlayer,
  Editor: YesNoNotGivenEditor,
  blank: (numbers) => blankJudgement({ numbers, value: 'yes' }),
  answeredNumbers: answeredJudgement,
};
