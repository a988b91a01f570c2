import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlanksResponse, LabellingContent, TypedKey } from '../shared/content-types';
import { LetterSelect } from '../shared/letter-select';
import { OptionsList } from '../shared/options-list';
import { PlayerFrame } from '../shared/player-frame';
import { QuestionNumber } from '../shared/question-number';
import { markOfPart, numberAt, recordOf } from '../shared/review';
import { ReviewMark } from '../shared/review-mark';
import { TextAnswer } from '../shared/text-answer';
import type { QuestionPlayerProps } from '../types';
import { imageUrlOf, readableLabelOf } from './labelling';

/** The text with the gap where its first "___" is; without one, the gap follows the text. */
function withGap({ text, gap }: { text: string; gap: ReactNode }): ReactNode {
  const match = /_{3,}/.exec(text);
  if (!match) return text ? <>{text} {gap}</> : gap;
  return (
    <>
      {text.slice(0, match.index)}
      {gap}
      {text.slice(match.index + match[0].length)}
    </>
  );
}

/**
 * Diagram / map / plan labelling: the picture with each blank's number at its `at` position, then
 * the blanks as a numbered list, each with a text input (typed labels) or a select of the letters
 * (when `options` exist). Without a picture only the list shows.
 */
export function LabellingPlayer({ questionId, numbers, content, response, onChange, readOnly, review }: QuestionPlayerProps<LabellingContent, BlanksResponse, TypedKey>) {
  const { t } = useTranslation('question-types');
  const blanks = recordOf(response?.blanks);
  const hasOptionText = content.options?.some((option) => option.text);
  const first = numberAt(numbers, 0);
  const last = numberAt(numbers, content.blanks.length - 1);
  return (
    <PlayerFrame questionId={questionId} instruction={content.instruction}>
      {content.imageKey ? (
        // The picture is never mirrored in Arabic, so the markers use physical left/top like it.
        <Box sx={{ position: 'relative', alignSelf: 'center', maxWidth: '100%', direction: 'ltr' }}>
          <Box
            component="img"
            src={imageUrlOf(content.imageKey)}
            alt={t(`labelling.imageAlt.${content.variant}`, { from: first, to: last })}
            sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          {content.blanks.map((blank, index) =>
            blank.at ? (
              <Box
                key={blank.id}
                aria-hidden
                sx={{ position: 'absolute', left: `${blank.at.x * 100}%`, top: `${blank.at.y * 100}%`, transform: 'translate(-50%, -50%)', bgcolor: 'background.paper', boxShadow: 2, borderRadius: 1 }}
              >
                <QuestionNumber number={numberAt(numbers, index)} />
              </Box>
            ) : null,
          )}
        </Box>
      ) : null}
      {content.options && hasOptionText ? <OptionsList title={t('labelling.optionsList')} options={content.options} /> : null}
      <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {content.blanks.map((blank, index) => {
          const number = numberAt(numbers, index);
          const mark = review ? markOfPart(review.parts, blank.id) : undefined;
          const label = blank.text ? t('questionWithText', { number, text: blank.text }) : undefined;
          return (
            <Box component="li" key={blank.id} data-question-number={number} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <QuestionNumber number={number} />
              {content.options ? (
                <>
                  {blank.text ? <Box dir="auto" sx={{ typography: 'body1', flex: '1 1 200px', minWidth: 0 }}>{blank.text}</Box> : null}
                  <LetterSelect
                    number={number}
                    value={blanks[blank.id] ?? ''}
                    options={content.options}
                    disabled={readOnly}
                    mark={mark}
                    label={label}
                    onChange={(value) => onChange?.({ blanks: { ...blanks, [blank.id]: value } })}
                  />
                </>
              ) : (
                <Box dir="auto" sx={{ typography: 'body1', flex: '1 1 200px', minWidth: 0, lineHeight: 2.1 }}>
                  {/* A printed "______" is where the label goes: the input takes its place. */}
                  {withGap({ text: blank.text ?? '', gap: (
                    <TextAnswer
                      inline
                      number={number}
                      value={blanks[blank.id] ?? ''}
                      readOnly={readOnly}
                      mark={mark}
                      label={label}
                      onChange={(value) => onChange?.({ blanks: { ...blanks, [blank.id]: value } })}
                    />
                  ) })}
                </Box>
              )}
              {review ? (
                <Box sx={{ flexBasis: '100%', paddingInlineStart: 4.5 }}>
                  <ReviewMark number={number} mark={mark} answer={readableLabelOf({ accepted: review.answerKey.answers[blank.id], options: content.options })} />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </PlayerFrame>
  );
}
