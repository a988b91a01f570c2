import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { formatAcceptedAnswers } from '../shared/accepted-answers';
import type { AnswersResponse, ShortAnswerContent, TypedKey } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import { TextAnswer } from '../shared/text-answer';
import type { QuestionPlayerProps } from '../types';

/** Short answers: each question with its number and a line to type on. */
export function ShortAnswerPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<ShortAnswerContent, AnswersResponse, TypedKey>) {
  const { t } = useTranslation('question-types');
  const answers = recordOf(response?.answers);
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {content.questions.map((question, index) => {
        const number = numberAt(numbers, index);
        const mark = review ? markOfPart(review.parts, question.id) : undefined;
        return (
          <Stack key={question.id} spacing={0.75} data-question-number={number}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <QuestionNumber number={number} />
              <Box dir="auto" sx={{ typography: 'body1' }}>{question.text}</Box>
            </Box>
            <Box sx={{ paddingInlineStart: 4.5 }}>
              <TextAnswer
                number={number}
                value={answers[question.id] ?? ''}
                readOnly={readOnly}
                mark={mark}
                label={t('questionWithText', { number, text: question.text })}
                onChange={(value) => onChange?.({ answers: { ...answers, [question.id]: value } })}
              />
            </Box>
            {review ? (
              <Box sx={{ paddingInlineStart: 4.5 }}>
                <ReviewMark number={number} mark={mark} answer={formatAcceptedAnswers(review.answerKey.answers[question.id])} />
              </Box>
            ) : null}
          </Stack>
        );
      })}
    </PlayerFrame>
  );
}
