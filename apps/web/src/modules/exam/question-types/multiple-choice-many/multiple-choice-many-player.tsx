import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OptionLabel, PromptLine, sameLetter } from '../shared/choice-list';
import type { MultipleChoiceManyContent, MultipleChoiceManyKey, MultipleChoiceManyResponse } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOf, numberAt } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import type { QuestionPlayerProps } from '../types';
import { chosenLetters, toggleLetter } from './multiple-choice-many';

/**
 * "Choose TWO letters, A–E": a checkbox per option; once `choose` letters are ticked the others are
 * disabled until one is unticked. Option `i` carries `id="question-{numbers[i]}"` so the navigator
 * can land on any of the item's numbers.
 */
export function MultipleChoiceManyPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<MultipleChoiceManyContent, MultipleChoiceManyResponse, MultipleChoiceManyKey>) {
  const { t } = useTranslation('question-types');
  const chosen = chosenLetters(response);
  const first = numberAt(numbers, 0);
  const promptId = `question-${questionId}-prompt`;
  const correct = review?.answerKey.correct ?? [];
  const isFull = chosen.length >= content.choose;
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      <div data-question-number={first}>
        <PromptLine
          id={promptId}
          numberBadge={
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              {Array.from({ length: content.choose }, (_, index) => <QuestionNumber key={index} number={numberAt(numbers, index)} />)}
            </Stack>
          }
        >
          {content.prompt}
        </PromptLine>
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, paddingInlineStart: 1, color: 'text.secondary' }} aria-live="polite">
          {t('chosenCount', { chosen: chosen.length, count: content.choose })}
        </Typography>
        <FormGroup role="group" aria-labelledby={promptId} sx={{ mt: 0.5, paddingInlineStart: 4.5 }}>
          {content.options.map((option, index) => {
            const isChecked = chosen.some((letter) => sameLetter(letter, option.id));
            const isCorrect = review ? correct.some((letter) => sameLetter(letter, option.id)) : false;
            const number = numberAt(numbers, Math.min(index, content.choose - 1));
            return (
              <FormControlLabel
                key={option.id}
                disabled={readOnly || (!isChecked && isFull)}
                control={
                  <Checkbox
                    size="small"
                    checked={isChecked}
                    onChange={() => {
                      const next = toggleLetter({ chosen, letter: option.id, choose: content.choose });
                      onChange?.(next.length ? { choices: next } : null);
                    }}
                    slotProps={{ input: { id: index < content.choose ? `question-${numberAt(numbers, index)}` : undefined, 'data-question-number': number } as object }}
                  />
                }
                label={<OptionLabel option={option} state={isCorrect ? 'correct' : review && isChecked ? 'picked-wrong' : undefined} />}
                sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 0.75 }, '& .Mui-disabled': { color: readOnly ? 'inherit' : undefined } }}
              />
            );
          })}
        </FormGroup>
        {review ? (
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            {Array.from({ length: content.choose }, (_, index) => {
              const number = numberAt(numbers, index);
              return (
                <Stack key={number} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <QuestionNumber number={number} />
                  <ReviewMark number={number} mark={markOf(review.parts[index])} answer={correct.join(', ')} />
                </Stack>
              );
            })}
          </Stack>
        ) : null}
      </div>
    </PlayerFrame>
  );
}
