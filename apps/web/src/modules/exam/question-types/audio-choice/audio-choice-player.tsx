import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sameLetter } from '../shared/choice-list';
import type { AudioChoiceContent, AudioChoiceKey, AudioChoiceResponse } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import type { QuestionPlayerProps } from '../types';
import { ANSWER_PART, audioChoiceLetters } from './audio-choice';
import { LetterCircle } from './letter-circle';

/**
 * TOEIC Parts 1–2: the statements are heard, so only their letters are shown, as large radio buttons
 * (native radios: arrow keys move between letters, Space picks). In review the right letter is green
 * and a wrong pick red; the statements themselves are in the group's transcript on the result screen.
 */
export function AudioChoicePlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<AudioChoiceContent, AudioChoiceResponse, AudioChoiceKey>) {
  const { t } = useTranslation('question-types');
  const number = numberAt(numbers, 0);
  const letters = audioChoiceLetters(content.choices);
  const choice = response?.choice ?? '';
  const labelId = `question-${questionId}-label`;
  const correct = review?.answerKey.correct;
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      <Box data-question-number={number} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <QuestionNumber number={number} />
        <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('audioChoice.label', { number, letters: letters.join(', ') })}
        </Typography>
      </Box>
      {/* The letters read A to D from left to right in every interface language, as on the answer sheet. */}
      <Box sx={{ display: 'flex', paddingInlineStart: { xs: 0, sm: 4.5 } }}>
        <RadioGroup
          row
          dir="ltr"
          aria-labelledby={labelId}
          value={letters.find((letter) => sameLetter(letter, choice)) ?? ''}
          onChange={(event) => onChange?.({ choice: event.target.value })}
          sx={{ gap: { xs: 1, sm: 2 } }}
        >
          {letters.map((letter, index) => {
            const isPicked = sameLetter(letter, choice);
            const state = review ? (sameLetter(letter, correct) ? 'correct' : isPicked ? 'picked-wrong' : undefined) : undefined;
            return (
              <Radio
                key={letter}
                value={letter}
                disabled={readOnly}
                icon={<LetterCircle letter={letter} checked={false} state={state} />}
                checkedIcon={<LetterCircle letter={letter} checked state={state} />}
                slotProps={{
                  input: {
                    id: index === 0 ? `question-${number}` : undefined,
                    'data-question-number': number,
                    'aria-label': t('audioChoice.letter', { letter }),
                  } as object,
                }}
                sx={{ p: 0.5, '&.Mui-focusVisible > span': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 } }}
              />
            );
          })}
        </RadioGroup>
      </Box>
      {review ? (
        <Box sx={{ paddingInlineStart: { xs: 0, sm: 4.5 } }}>
          <ReviewMark number={number} mark={markOfPart(review.parts, ANSWER_PART)} answer={correct} />
        </Box>
      ) : null}
    </PlayerFrame>
  );
}
