import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlanksResponse, CompletionContent, TypedKey } from '../shared/content-types';
import { OptionsList } from '../shared/options-list';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import type { PartMark } from '../shared/review';
import { LabelledValue, ReviewMark } from '../shared/review-mark';
import { TextAnswer } from '../shared/text-answer';
import type { QuestionPlayerProps } from '../types';
import { readableAnswerOf } from './completion';
import { gapIdsOf } from './completion-body';
import type { BodySegment } from './completion-body';
import { CompletionLayout } from './completion-layout';

/**
 * Completion: the body laid out as its variant prints (sentences, summary, notes, table, flow-chart,
 * form) with an inline input at each `[[id]]` gap. With a word box the box is shown and each gap
 * offers its letters (type a letter or the words, or pick from the list).
 */
export function CompletionPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<CompletionContent, BlanksResponse, TypedKey>) {
  const { t } = useTranslation('question-types');
  const blanks = recordOf(response?.blanks);
  const ids = gapIdsOf(content.body);
  const numberOf = new Map(ids.map((id, index) => [id, numberAt(numbers, index)]));
  const listId = content.wordBox ? `question-${questionId}-word-box` : undefined;
  const markOf = (id: string): PartMark | undefined => (review ? markOfPart(review.parts, id) : undefined);

  const renderSegments = (segments: BodySegment[]): ReactNode =>
    segments.map((segment, index) =>
      segment.kind === 'text' ? (
        <Fragment key={index}>{segment.text}</Fragment>
      ) : (
        <TextAnswer
          key={index}
          inline
          number={numberOf.get(segment.id) ?? 0}
          value={blanks[segment.id] ?? ''}
          readOnly={readOnly}
          mark={markOf(segment.id)}
          list={listId}
          onChange={(value) => onChange?.({ blanks: { ...blanks, [segment.id]: value } })}
        />
      ),
    );

  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {content.wordBox ? (
        <>
          <OptionsList title={t('wordBox')} options={content.wordBox} />
          <datalist id={listId}>
            {content.wordBox.map((option) => (
              <option key={option.id} value={option.id}>
                {option.text}
              </option>
            ))}
          </datalist>
        </>
      ) : null}
      {content.title ? (
        <Typography dir="auto" variant="subtitle1" component="h3" sx={{ fontWeight: 700, textAlign: content.variant === 'flow-chart' || content.variant === 'table' ? 'center' : undefined }}>
          {content.title}
        </Typography>
      ) : null}
      <CompletionLayout variant={content.variant} body={content.body} renderSegments={renderSegments} />
      {review ? (
        <Stack spacing={0.75} sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          {ids.map((id) => {
            const number = numberOf.get(id) ?? 0;
            return (
              <Box key={id} data-question-number={number} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <QuestionNumber number={number} />
                <Box component="span" sx={{ typography: 'body2', '& > span': { color: 'text.secondary' } }}>
                  <LabelledValue label={t('review.yourAnswerLabel')} value={blanks[id]?.trim() || t('review.noAnswer')} />
                </Box>
                <ReviewMark number={number} mark={markOf(id)} answer={readableAnswerOf({ accepted: review.answerKey.answers[id], wordBox: content.wordBox })} />
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </PlayerFrame>
  );
}
