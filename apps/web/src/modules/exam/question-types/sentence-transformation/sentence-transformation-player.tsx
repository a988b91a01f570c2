import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { expandAcceptedAnswers } from '../shared/accepted-answers';
import type { AnswersResponse, SentenceTransformationContent, SentenceTransformationKey } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import { TextAnswer } from '../shared/text-answer';
import { VisuallyHidden } from '../shared/visually-hidden';
import type { QuestionPlayerProps } from '../types';
import { framedAnswer } from './sentence-transformation';

/** Past this many spellings the review shows the first ones and an ellipsis. */
const MAX_SHOWN = 3;

/**
 * "Complete the second sentence so that it means the same as the first, using the word given": each
 * item shows the original sentence, the key word boxed in capitals, then the given start and end
 * around a line to type on. Review gives the accepted sentence(s) in full.
 */
export function SentenceTransformationPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<SentenceTransformationContent, AnswersResponse, SentenceTransformationKey>) {
  const { t } = useTranslation('question-types');
  const answers = recordOf(response?.answers);
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {content.items.map((item, index) => {
        const number = numberAt(numbers, index);
        const mark = review ? markOfPart(review.parts, item.id) : undefined;
        const accepted = review ? expandAcceptedAnswers(review.answerKey.answers[item.id] ?? '') : [];
        const shown = accepted.slice(0, MAX_SHOWN).map((answer) => framedAnswer({ item, answer })).join(' / ');
        return (
          <Stack key={item.id} spacing={1} data-question-number={number}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <QuestionNumber number={number} />
              <Box dir="auto" sx={{ typography: 'body1' }}>{item.original}</Box>
            </Box>
            {item.prompt ? (
              <Box sx={{ paddingInlineStart: 4.5 }}>
                <VisuallyHidden>{t('sentenceTransformation.keyWord')}: </VisuallyHidden>
                <Box
                  component="span"
                  sx={{ display: 'inline-block', px: 1, py: 0.25, border: 2, borderColor: 'text.primary', borderRadius: 0.5, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', typography: 'body2' }}
                >
                  <bdi>{item.prompt}</bdi>
                </Box>
              </Box>
            ) : null}
            <Box dir="auto" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5, paddingInlineStart: 4.5, typography: 'body1' }}>
              {item.start ? <span>{item.start}</span> : null}
              <TextAnswer
                number={number}
                wide
                value={answers[item.id] ?? ''}
                readOnly={readOnly}
                mark={mark}
                label={t('sentenceTransformation.answer', { number })}
                onChange={(value) => onChange?.({ answers: { ...answers, [item.id]: value } })}
              />
              {item.end ? <span>{item.end}</span> : null}
            </Box>
            {review ? (
              <Box sx={{ paddingInlineStart: 4.5 }}>
                <ReviewMark number={number} mark={mark} answer={accepted.length > MAX_SHOWN ? `${shown} / …` : shown} />
              </Box>
            ) : null}
          </Stack>
        );
      })}
    </PlayerFrame>
  );
}
