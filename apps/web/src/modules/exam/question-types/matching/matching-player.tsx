import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { sameLetter } from '../shared/choice-list';
import type { AnswersResponse, MatchingContent, MatchingKey } from '../shared/content-types';
import { LetterSelect } from '../shared/letter-select';
import { OptionsList } from '../shared/options-list';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import type { QuestionPlayerProps } from '../types';

const LIST_TITLE = { headings: 'matching.headingsList', information: 'matching.paragraphsList', features: 'matching.featuresList', 'sentence-endings': 'matching.endingsList' } as const;

/**
 * Matching: the list of options (headings, features, endings) printed once, then each item with its
 * number and a select of the option ids. For "information" the options are paragraph letters; their
 * text, if any, is printed the same way.
 */
export function MatchingPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<MatchingContent, AnswersResponse, MatchingKey>) {
  const { t } = useTranslation('question-types');
  const answers = recordOf(response?.answers);
  const hasOptionText = content.options.some((option) => option.text && !sameLetter(option.text, option.id));
  const optionText = (id: string | undefined) => content.options.find((option) => sameLetter(option.id, id));
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {hasOptionText ? <OptionsList title={t(LIST_TITLE[content.variant])} options={content.options} /> : null}
      {content.optionsReusable ? (
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{t('matching.reusable')}</Box>
      ) : null}
      <Stack spacing={1.25} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {content.items.map((item, index) => {
          const number = numberAt(numbers, index);
          const mark = review ? markOfPart(review.parts, item.id) : undefined;
          const correct = review?.answerKey.answers[item.id];
          const correctOption = optionText(correct);
          return (
            <Box component="li" key={item.id} data-question-number={number} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <QuestionNumber number={number} />
              <Box dir="auto" sx={{ typography: 'body1', flex: '1 1 220px', minWidth: 0 }}>{item.text}</Box>
              <LetterSelect
                number={number}
                value={answers[item.id] ?? ''}
                options={content.options}
                disabled={readOnly}
                mark={mark}
                label={t('matchingItem', { number, item: item.text })}
                onChange={(value) => onChange?.({ answers: { ...answers, [item.id]: value } })}
              />
              {review ? (
                <Box sx={{ flexBasis: '100%', paddingInlineStart: 4.5 }}>
                  <ReviewMark number={number} mark={mark} answer={correctOption?.text && !sameLetter(correctOption.text, correctOption.id) ? `${correctOption.id} (${correctOption.text})` : correct} />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </PlayerFrame>
  );
}
