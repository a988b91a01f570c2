import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { OptionLabel, PromptLine, sameLetter } from '../shared/choice-list';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import type { QuestionPlayerProps } from '../types';
import { ANSWER_PART } from './multiple-choice-one';

/** "Choose the correct letter, A, B or C": a radio per option, its letter before its text. */
export function MultipleChoiceOnePlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<MultipleChoiceOneContent, MultipleChoiceOneResponse, MultipleChoiceOneKey>) {
  const number = numberAt(numbers, 0);
  const choice = response?.choice ?? '';
  const promptId = `question-${questionId}-prompt`;
  const correct = review?.answerKey.correct;
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      <div data-question-number={number}>
        <PromptLine id={promptId} numberBadge={<QuestionNumber number={number} />}>
          {content.prompt}
        </PromptLine>
        <RadioGroup
          aria-labelledby={promptId}
          value={content.options.find((option) => sameLetter(option.id, choice))?.id ?? ''}
          onChange={(event) => onChange?.({ choice: event.target.value })}
          sx={{ mt: 1, paddingInlineStart: 4.5 }}
        >
          {content.options.map((option, index) => {
            const isCorrect = review ? sameLetter(option.id, correct) : false;
            const isPicked = sameLetter(option.id, choice);
            return (
              <FormControlLabel
                key={option.id}
                value={option.id}
                disabled={readOnly}
                control={<Radio size="small" slotProps={{ input: { id: index === 0 ? `question-${number}` : undefined, 'data-question-number': number } as object }} />}
                label={<OptionLabel option={option} state={isCorrect ? 'correct' : review && isPicked ? 'picked-wrong' : undefined} />}
                sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 0.75 }, '& .Mui-disabled': { color: 'inherit' } }}
              />
            );
          })}
        </RadioGroup>
        {review ? <ReviewMark number={number} mark={markOfPart(review.parts, ANSWER_PART)} answer={correct} /> : null}
      </div>
    </PlayerFrame>
  );
}
