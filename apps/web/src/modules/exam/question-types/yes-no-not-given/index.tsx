import dynamic from 'next/dynamic';
import type { QuestionEditorProps, QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { answeredJudgement, blankJudgement, YES_NO_VALUES } from '../judgement/judgement';
import { JudgementPlayer } from '../judgement/judgement-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const JudgementEditor = dynamic(() => import('../judgement/judgement-editor').then((module) => module.JudgementEditor));

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
