import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Item, ShortAnswerContent, TypedKey } from '../shared/content-types';
import { AcceptedAnswerField, InstructionField, WordLimitField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, renumberParts } from '../shared/editor/editor-helpers';
import { PartsEditor } from '../shared/editor/parts-editor';
import type { QuestionEditorProps } from '../types';

/** The admin form of short-answer questions: each question with its accepted answers; the word limit. */
export function ShortAnswerEditor({ value, onChange, numbers, errors }: QuestionEditorProps<ShortAnswerContent, TypedKey>) {
  const { t } = useTranslation('question-types');
  const { content, answerKey } = value;
  const setQuestions = (questions: Item[]) => {
    const next = renumberParts({ parts: questions, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, questions: next.parts }, answerKey: { ...answerKey, answers: next.answers } });
  };
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => onChange({ ...value, content: { ...content, instruction } })} errors={errors} />
      <WordLimitField value={answerKey.wordLimit} onChange={(wordLimit) => onChange({ ...value, answerKey: { ...answerKey, wordLimit } })} errors={errors} />
      <PartsEditor
        title={t('editor.questions')}
        parts={content.questions}
        numbers={numbers}
        onChange={setQuestions}
        newPart={() => ({ id: `new-${Date.now()}`, text: '' })}
        renderPart={(question, index, number) => (
          <>
            <TextField
              size="small"
              fullWidth
              multiline
              required
              label={t('editor.questionFor', { number })}
              value={question.text}
              onChange={(event) => setQuestions(content.questions.map((item, at) => (at === index ? { ...item, text: event.target.value } : item)))}
              error={Boolean(errorAt(errors, `content.questions.${index}`))}
              helperText={errorAt(errors, `content.questions.${index}`)}
            />
            <AcceptedAnswerField
              number={number}
              value={answerKey.answers[question.id]}
              field={`key.answers.${question.id}`}
              errors={errors}
              onChange={(accepted) => onChange({ ...value, answerKey: { ...answerKey, answers: { ...answerKey.answers, [question.id]: accepted } } })}
            />
          </>
        )}
      />
    </Stack>
  );
}
