import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
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
            <RadioGroup
              row
              aria-labelledby={textId}
              value={value}
              onChange={(event) => onChange?.({ answers: { ...answers, [statement.id]: event.target.value } })}
              sx={{ paddingInlineStart: 4.5, columnGap: 1 }}
            >
              {values.map((option, optionIndex) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  disabled={readOnly}
                  control={<Radio size="small" slotProps={{ input: { id: optionIndex === 0 ? `question-${number}` : undefined, 'data-question-number': number } as object }} />}
                  label={label(option)}
                  sx={{
                    '& .MuiFormControlLabel-label': { typography: 'body2', fontWeight: 600 },
                    '& .MuiFormControlLabel-label.Mui-disabled': { color: review && option === correct ? 'success.main' : review && option === value ? 'error.main' : 'text.secondary' },
                  }}
                />
              ))}
            </RadioGroup>
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
