import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Item, JudgementContent, JudgementKey } from '../shared/content-types';
import { InstructionField } from '../shared/editor/common-fields';
import { EDITOR_ROOT_SX, errorAt, renumberParts } from '../shared/editor/editor-helpers';
import { PartsEditor } from '../shared/editor/parts-editor';
import type { QuestionEditorProps } from '../types';
import { useJudgementLabel } from './judgement-player';

/** The admin form of True/False/Not Given and Yes/No/Not Given: statements, each with its answer. */
export function JudgementEditor({ values, value, onChange, numbers, errors }: QuestionEditorProps<JudgementContent, JudgementKey> & { values: readonly string[] }) {
  const { t } = useTranslation('question-types');
  const label = useJudgementLabel();
  const { content, answerKey } = value;
  const setStatements = (statements: Item[]) => {
    const next = renumberParts({ parts: statements, answers: answerKey.answers, numbers });
    onChange({ content: { ...content, statements: next.parts }, answerKey: { answers: next.answers } });
  };
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      <InstructionField value={content.instruction} onChange={(instruction) => onChange({ ...value, content: { ...content, instruction } })} errors={errors} />
      <PartsEditor
        title={t('editor.statements')}
        parts={content.statements}
        numbers={numbers}
        onChange={setStatements}
        newPart={() => ({ id: `new-${Date.now()}`, text: '' })}
        renderPart={(statement, index, number) => (
          <>
            <TextField
              size="small"
              fullWidth
              multiline
              required
              label={t('editor.statementFor', { number })}
              value={statement.text}
              onChange={(event) => setStatements(content.statements.map((item, at) => (at === index ? { ...item, text: event.target.value } : item)))}
              error={Boolean(errorAt(errors, `content.statements.${index}`))}
              helperText={errorAt(errors, `content.statements.${index}`)}
            />
            <TextField
              select
              size="small"
              label={t('editor.answerFor', { number })}
              value={answerKey.answers[statement.id] ?? ''}
              onChange={(event) => onChange({ ...value, answerKey: { answers: { ...answerKey.answers, [statement.id]: event.target.value } } })}
              error={Boolean(errorAt(errors, `key.answers.${statement.id}`))}
              helperText={errorAt(errors, `key.answers.${statement.id}`)}
              sx={{ width: 220 }}
            >
              {values.map((option) => (
                <MenuItem key={option} value={option}>
                  {label(option)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      />
    </Stack>
  );
}
