'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion, LearnerSection } from '@lexam/contracts';
import { withoutRepeatedInstruction } from '@web/modules/exam/question-types';
import { findQuestionType } from './question-players';

export interface QuestionListProps {
  section: LearnerSection;
  responses: ReadonlyMap<number, unknown>;
  onChange: (questionId: number, response: unknown) => void;
  readOnly: boolean;
}

function rangeOf(question: LearnerQuestion): number[] {
  return question.numbers.length > 0 ? question.numbers : [question.number];
}

/** One question through its type's player; a type the web app does not know says so instead of breaking the screen. */
const QuestionItem = memo(function QuestionItem({ question, groupInstructions, response, onChange, readOnly }: { question: LearnerQuestion; groupInstructions: string; response: unknown; onChange: QuestionListProps['onChange']; readOnly: boolean }) {
  const { t } = useTranslation('exam');
  const type = findQuestionType(question.type);
  const numbers = rangeOf(question);
  // The group's instructions are printed above its questions: an item's own that only repeats them is not printed again.
  const content = useMemo(() => withoutRepeatedInstruction(question.content, groupInstructions), [question.content, groupInstructions]);
  if (!type) {
    return (
      <Alert severity="warning" id={`question-${numbers[0]}`} tabIndex={-1} data-question-number={numbers[0]}>
        {t('questions.unknownType', { type: question.type })}
      </Alert>
    );
  }
  const { Player } = type;
  return (
    <Box data-question-id={question.id}>
      <Player
        questionId={question.id}
        numbers={numbers}
        content={content}
        response={response ?? null}
        onChange={readOnly ? undefined : (next: unknown) => onChange(question.id, next)}
        readOnly={readOnly}
      />
    </Box>
  );
});

/** The questions of one section, group by group with their instructions; English, so left to right. */
export function QuestionList({ section, responses, onChange, readOnly }: QuestionListProps) {
  const { t } = useTranslation('exam');
  return (
    <Stack spacing={4} dir="ltr" lang="en" sx={{ textAlign: 'start' }}>
      {section.groups.map((group) => {
        const numbers = group.questions.flatMap(rangeOf);
        const first = Math.min(...numbers);
        const last = Math.max(...numbers);
        return (
          <Box component="section" key={group.id} aria-label={t('questions.range', { first, last })}>
            {!/^questions?\s/i.test(group.instructions) && (
              <Typography variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
                {first === last ? `Question ${first}` : `Questions ${first}–${last}`}
              </Typography>
            )}
            {group.instructions && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 2, fontWeight: 600 }}>
                {group.instructions}
              </Typography>
            )}
            <Stack spacing={3}>
              {group.questions.map((question) => (
                <QuestionItem key={question.id} question={question} groupInstructions={group.instructions} response={responses.get(question.id)} onChange={onChange} readOnly={readOnly} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
