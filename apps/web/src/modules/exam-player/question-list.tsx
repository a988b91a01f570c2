'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerQuestion, LearnerSection } from '@lexam/contracts';
import { repeatsInstruction } from '@web/modules/exam/question-types/shared/repeated-instruction';
import type { OnceInstructions } from './once-instructions';
import { findQuestionType } from './question-players';

export interface QuestionListProps {
  section: LearnerSection;
  responses: ReadonlyMap<number, unknown>;
  onChange: (questionId: number, response: unknown) => void;
  readOnly: boolean;
  /**
   * Instructions shown once per part (once-instructions.ts); when absent, every group's own, and a
   * question's own unless it only repeats its group's.
   */
  once?: OnceInstructions;
}

function rangeOf(question: LearnerQuestion): number[] {
  return question.numbers.length > 0 ? question.numbers : [question.number];
}

/** One question through its type's player; a type the web app does not know says so instead of breaking the screen. */
const QuestionItem = memo(function QuestionItem({ question, response, onChange, readOnly }: { question: LearnerQuestion; response: unknown; onChange: QuestionListProps['onChange']; readOnly: boolean }) {
  const { t } = useTranslation('exam');
  const type = findQuestionType(question.type);
  const numbers = rangeOf(question);
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
        content={question.content}
        response={response ?? null}
        onChange={readOnly ? undefined : (next: unknown) => onChange(question.id, next)}
        readOnly={readOnly}
      />
    </Box>
  );
});

/** The question without its own instruction (said before in the part); the same object when it has none, so the memo holds. */
function withoutInstruction(question: LearnerQuestion): LearnerQuestion {
  const content = question.content as { instruction?: unknown } | null;
  if (!content || typeof content !== 'object' || content.instruction === undefined) return question;
  let quiet = quietCopies.get(question);
  if (!quiet) {
    const { instruction: _said, ...rest } = content;
    quiet = { ...question, content: rest };
    quietCopies.set(question, quiet);
  }
  return quiet;
}
const quietCopies = new WeakMap<LearnerQuestion, LearnerQuestion>();

/** Whether a question's own instruction is left out under `group`. */
function isQuiet(question: LearnerQuestion, group: LearnerSection['groups'][number], once: OnceInstructions | undefined): boolean {
  if (once) return once.quietQuestions.has(question.id);
  const own = (question.content as { instruction?: unknown } | null)?.instruction;
  return typeof own === 'string' && repeatsInstruction(own, group.instructions ?? '');
}

/** The questions of one section, group by group with their instructions; English, so left to right. */
export function QuestionList({ section, responses, onChange, readOnly, once }: QuestionListProps) {
  const { t } = useTranslation('exam');
  return (
    <Stack spacing={4} dir="ltr" lang="en" sx={{ textAlign: 'start' }}>
      {section.groups.map((group) => {
        const numbers = group.questions.flatMap(rangeOf);
        const first = Math.min(...numbers);
        const last = Math.max(...numbers);
        const instructions = once?.groupText.has(group.id) ? once.groupText.get(group.id) : group.instructions;
        return (
          <Box component="section" key={group.id} aria-label={t('questions.range', { first, last })}>
            {!/^questions?\s/i.test(instructions ?? '') && (
              <Typography variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
                {first === last ? `Question ${first}` : `Questions ${first}–${last}`}
              </Typography>
            )}
            {instructions && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 2, fontWeight: 600 }} data-testid="group-instructions">
                {instructions}
              </Typography>
            )}
            <Stack spacing={3}>
              {group.questions.map((question) => (
                <QuestionItem key={question.id} question={isQuiet(question, group, once) ? withoutInstruction(question) : question} response={responses.get(question.id)} onChange={onChange} readOnly={readOnly} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
