import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionEditorProps } from '../types';
import { EDITOR_ROOT_SX } from './editor/editor-helpers';

/**
 * The content and key as JSON: the "advanced" form of any type (an author pasting a question) and
 * the fallback of a type the web does not know. A text that is not JSON stays in the box with
 * a message and is not passed up.
 */
export function JsonDraftEditor<Content, Key>({ value, onChange, errors }: QuestionEditorProps<Content, Key>) {
  const { t } = useTranslation('question-types');
  const [texts, setTexts] = useState(() => ({ content: JSON.stringify(value.content, null, 2), answerKey: JSON.stringify(value.answerKey, null, 2) }));
  const [bad, setBad] = useState<Record<string, boolean>>({});
  const edit = (field: 'content' | 'answerKey', text: string) => {
    setTexts((current) => ({ ...current, [field]: text }));
    try {
      const parsed: unknown = JSON.parse(text);
      setBad((current) => ({ ...current, [field]: false }));
      onChange({ ...value, [field]: parsed as never });
    } catch {
      setBad((current) => ({ ...current, [field]: true }));
    }
  };
  const serverProblem = (prefix: string) => errors?.filter((error) => error.field.startsWith(prefix)).map((error) => `${error.field}: ${error.message}`).join(' · ');
  return (
    <Stack spacing={2} sx={EDITOR_ROOT_SX}>
      {(['content', 'answerKey'] as const).map((field) => (
        <TextField
          key={field}
          label={t(`editor.json.${field}`)}
          value={texts[field]}
          onChange={(event) => edit(field, event.target.value)}
          multiline
          minRows={6}
          error={bad[field] || Boolean(serverProblem(field === 'content' ? 'content' : 'key'))}
          helperText={bad[field] ? t('editor.json.invalid') : serverProblem(field === 'content' ? 'content' : 'key')}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
      ))}
    </Stack>
  );
}
