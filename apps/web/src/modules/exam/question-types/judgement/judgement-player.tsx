import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, ChoiceRadio } from '../shared/choice-radio';
import type { AnswersResponse, JudgementContent, JudgementKey } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import type { QuestionPlayerProps } from '../types';
import { readJudgement } from './judgement';

/** The printed word of a value: TRUE, FALSE, YES, NO, NOT GIVEN (the exam's own words, from `question-types`). */
export function useJudgementLabel() {
  const { t } = useTranslation('question-types');
  return (value: string) => t(`judgement.${value === 'not-given' ? 'notGiven' : value}`);
}

/**
 * True / False / Not Given and Yes / No / Not Given: each statement with its number and a row of
 * three radios. The response keeps the canonical value (`not-given`).
 */
export function JudgementPlayer({ values, questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<JudgementContent, AnswersResponse, JudgementKey> & { values: readonly string[] }) {
  const label = useJudgementLabel();
  const groupName = useId();
  const answers = recordOf(response?.answers);
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {content.statements.map((statement, index) => {
        const number = numberAt(numbers, index);
        const textId = `question-${questionId}-statement-${statement.id}`;
        const value = readJudgement(answers[statement.id]);
        const correct = review?.answerKey.answers[statement.id];
        return (
          <Stack key={statement.id} spacing={0.5} data-question-number={number}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <QuestionNumber number={number} />
              <Box dir="auto" id={textId} sx={{ typography: 'body1' }}>
                {statement.text}
              </Box>
            </Box>
            <ChoiceGroup labelledBy={textId} direction="row">
              {values.map((option, optionIndex) => (
                <ChoiceRadio
                  key={option}
                  name={`${groupName}-${statement.id}`}
                  value={option}
                  checked={value === option}
                  onChange={(event) => onChange?.({ answers: { ...answers, [statement.id]: event.target.value } })}
                  disabled={readOnly}
                  id={optionIndex === 0 ? `question-${number}` : undefined}
                  questionNumber={number}
                  label={label(option)}
                  strong
                  tone={review && option === correct ? 'correct' : review && option === value ? 'wrong' : undefined}
                />
              ))}
            </ChoiceGroup>
            {review ? (
              <Box sx={{ paddingInlineStart: 4.5 }}>
                <ReviewMark number={number} mark={markOfPart(review.parts, statement.id)} answer={correct ? label(correct) : undefined} />
              </Box>
            ) : null}
          </Stack>
        );
      })}
    </PlayerFrame>
  );
}
