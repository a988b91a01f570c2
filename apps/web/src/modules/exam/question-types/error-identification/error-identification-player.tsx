import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { sameLetter } from '../shared/choice-list';
import type { ErrorIdentificationContent, ErrorIdentificationKey, ErrorIdentificationResponse } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt } from '../shared/review';
import { LabelledValue, ReviewMark } from '../shared/review-mark';
import { VisuallyHidden } from '../shared/visually-hidden';
import type { QuestionPlayerProps } from '../types';
import { ANSWER_PART, parseErrorSentence, segmentText } from './error-identification';

const STATE_COLORS = { correct: 'success.main', 'picked-wrong': 'error.main' } as const;

/**
 * "Choose the underlined part that contains an error": the sentence with each segment underlined and
 * its letter beneath on a radio. The whole segment is the radio's label, so clicking the words picks it;
 * arrow keys move between segments. In review the wrong segment is green, a wrong pick red, and the
 * correction is given.
 */
export function ErrorIdentificationPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<ErrorIdentificationContent, ErrorIdentificationResponse, ErrorIdentificationKey>) {
  const { t } = useTranslation('question-types');
  const number = numberAt(numbers, 0);
  const pieces = parseErrorSentence(content.sentence);
  const choice = response?.choice ?? '';
  const labelId = `question-${questionId}-label`;
  const correct = review?.answerKey.correct;
  const correction = review?.answerKey.correction;
  const firstSegment = pieces.findIndex((piece) => piece.kind === 'segment');
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      <Box data-question-number={number} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <QuestionNumber number={number} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <VisuallyHidden id={labelId}>{t('errorIdentification.label', { number })}</VisuallyHidden>
          <RadioGroup
            aria-labelledby={labelId}
            value={pieces.some((piece) => piece.kind === 'segment' && sameLetter(piece.letter, choice)) ? choice.trim().toUpperCase() : ''}
            onChange={(event) => onChange?.({ choice: event.target.value })}
            dir="auto"
            sx={{ display: 'block', typography: 'body1', lineHeight: 2, textAlign: 'start' }}
          >
            {pieces.map((piece, index) => {
              if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
              const isPicked = sameLetter(piece.letter, choice);
              const state = review ? (sameLetter(piece.letter, correct) ? 'correct' : isPicked ? 'picked-wrong' : undefined) : undefined;
              const color = state ? STATE_COLORS[state] : isPicked ? 'primary.main' : undefined;
              return (
                <Box
                  key={index}
                  component="label"
                  sx={{
                    display: 'inline-flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    verticalAlign: 'top',
                    cursor: readOnly ? 'default' : 'pointer',
                    color,
                    '&:hover > .segment-text': readOnly ? undefined : { bgcolor: 'action.hover' },
                  }}
                >
                  <Box
                    component="span"
                    className="segment-text"
                    sx={{
                      px: 0.25,
                      borderRadius: 0.5,
                      textDecoration: 'underline',
                      textDecorationThickness: isPicked || state ? 3 : 1.5,
                      textUnderlineOffset: 4,
                      fontWeight: isPicked || state === 'correct' ? 600 : undefined,
                      bgcolor: isPicked && !review ? 'action.selected' : undefined,
                    }}
                  >
                    {piece.text || '…'}
                  </Box>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 1, mt: -0.25 }}>
                    <Radio
                      size="small"
                      value={piece.letter}
                      disabled={readOnly}
                      slotProps={{
                        input: {
                          id: index === firstSegment ? `question-${number}` : undefined,
                          'data-question-number': number,
                          'aria-label': t('errorIdentification.segment', { letter: piece.letter, text: piece.text }),
                        } as object,
                      }}
                      sx={{ p: 0.25, color: color ?? 'text.secondary', '&.Mui-checked': { color: color ?? 'primary.main' }, '&.Mui-disabled': { color: color ?? 'text.disabled' } }}
                    />
                    <Box component="span" sx={{ typography: 'caption', fontWeight: 700 }}>
                      {piece.letter}
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </RadioGroup>
          {review ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
              <ReviewMark number={number} mark={markOfPart(review.parts, ANSWER_PART)} answer={correct} />
              {choice && !sameLetter(choice, correct) ? (
                <Box component="span" sx={{ typography: 'body2' }}>
                  <LabelledValue label={t('errorIdentification.picked')} value={`${choice.toUpperCase()} (${segmentText({ sentence: content.sentence, letter: choice }) ?? '?'})`} />
                </Box>
              ) : null}
              {correction ? (
                <Box component="span" sx={{ typography: 'body2' }}>
                  <LabelledValue
                    label={t('errorIdentification.correction')}
                    value={`${segmentText({ sentence: content.sentence, letter: correct }) ?? ''} → ${correction}`}
                    testId="correction"
                  />
                </Box>
              ) : null}
            </Box>
          ) : null}
        </Box>
      </Box>
    </PlayerFrame>
  );
}
