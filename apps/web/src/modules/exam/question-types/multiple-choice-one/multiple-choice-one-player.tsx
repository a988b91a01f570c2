import Box from '@mui/material/Box';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionLabel, PromptLine, sameLetter } from '../shared/choice-list';
import { ChoiceGroup, ChoiceRadio } from '../shared/choice-radio';
import type { MultipleChoiceOneContent, MultipleChoiceOneKey, MultipleChoiceOneResponse } from '../shared/content-types';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import { VisuallyHidden } from '../shared/visually-hidden';
import type { QuestionPlayerProps } from '../types';
import { ANSWER_PART, splitPromptBlanks } from './multiple-choice-one';

/** A printed blank of the prompt (`______`): a line the width of a short word, read as "blank". */
function PromptBlank({ label }: { label: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', width: '6ch', borderBottom: 2, borderColor: 'text.primary', mx: 0.5, verticalAlign: 'baseline' }}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/**
 * "Choose the correct letter, A, B or C": a radio per option, its letter before its text.
 * A TOEIC Part 5 prompt draws its `______` as a line; an empty prompt (a Part 6 gap, whose `[[n]]`
 * is in the group's text on the exam screen) shows the number alone, the radios named "Question n".
 */
export function MultipleChoiceOnePlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<MultipleChoiceOneContent, MultipleChoiceOneResponse, MultipleChoiceOneKey>) {
  const number = numberAt(numbers, 0);
  const { t } = useTranslation('question-types');
  const prompt = content.prompt?.trim() ?? '';
  const choice = response?.choice ?? '';
  const promptId = `question-${questionId}-prompt`;
  const groupName = useId();
  const picked = content.options.find((option) => sameLetter(option.id, choice))?.id ?? '';
  const correct = review?.answerKey.correct;
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      <div data-question-number={number}>
        <PromptLine id={promptId} numberBadge={<QuestionNumber number={number} />}>
          {prompt ? (
            splitPromptBlanks(prompt).map((piece, index) => (
              <Fragment key={index}>
                {index > 0 ? <PromptBlank label={t('promptBlank')} /> : null}
                {piece}
              </Fragment>
            ))
          ) : (
            // A TOEIC Part 6 gap: the question is the gap [[n]] in the group's text; the options say the rest.
            <VisuallyHidden>{t('question', { number })}</VisuallyHidden>
          )}
        </PromptLine>
        <ChoiceGroup labelledBy={promptId} direction="column">
          {content.options.map((option, index) => {
            const isCorrect = review ? sameLetter(option.id, correct) : false;
            const isPicked = sameLetter(option.id, choice);
            return (
              <ChoiceRadio
                key={option.id}
                name={groupName}
                value={option.id}
                checked={picked === option.id}
                onChange={(event) => onChange?.({ choice: event.target.value })}
                disabled={readOnly}
                id={index === 0 ? `question-${number}` : undefined}
                questionNumber={number}
                alignTop
                keepLabelColour
                label={<OptionLabel option={option} state={isCorrect ? 'correct' : review && isPicked ? 'picked-wrong' : undefined} />}
              />
            );
          })}
        </ChoiceGroup>
        {review ? <ReviewMark number={number} mark={markOfPart(review.parts, ANSWER_PART)} answer={correct} /> : null}
      </div>
    </PlayerFrame>
  );
}
