import dynamic from 'next/dynamic';
import type { QuestionEditorProps, QuestionPlayerProps, WebQuestionType } from '../types';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { answeredJudgement, blankJudgement, TRUE_FALSE_VALUES } from '../judgement/judgement';
import { JudgementPlayer } from '../judgement/judgement-player';

// The admin's form: loaded when an editor screen shows it, never with the learner's exam screen.
const JudgementEditor = dynamic(() => import('../judgement/judgement-editor').then((module) => module.JudgementEditor));

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
