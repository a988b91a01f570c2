'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webQuestionTypes } from '@web/modules/exam/question-types';
import { InvalidJson, jsonText, parseJsonText, type PracticeDraft } from './practice-json';

interface Props {
  index: number;
  item: PracticeDraft;
  onChange: (item: PracticeDraft) => void;
  /** Absent: no remove button (a field of one question). */
  onRemove?: () => void;
  disabled: boolean;
  /** The type ids offered; every web question type when absent. */
  types?: readonly string[];
  /** The server's errors of this item by path (`content.options`). */
  errors: Record<string, string>;
  /** Whether the "Evidence" box (where the answer is in the passage) is shown: not for a question without a passage. Default true. */
  withEvidence?: boolean;
}

/**
 * A JSON box: its text is kept as typed; a text that is not JSON is flagged at once with the line and
 * column where it goes wrong, and held as an `InvalidJson` that the form refuses to save.
 */
function JsonBox({ label, value, onChange, disabled, serverError }: { label: string; value: unknown; onChange: (value: unknown) => void; disabled: boolean; serverError?: string }) {
  const { t } = useTranslation('course-admin');
  const [text, setText] = useState(() => jsonText(value));
  const parsed = parseJsonText(text);
  const problem = parsed.ok ? serverError : t('practice.badJson', { line: parsed.spot.line, column: parsed.spot.column });
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = parseJsonText(event.target.value);
        onChange(next.ok ? next.value : new InvalidJson(event.target.value, next.spot));
      }}
      error={Boolean(problem)}
      helperText={problem ?? t('practice.jsonHelp')}
      disabled={disabled}
      multiline
      minRows={3}
      maxRows={14}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, dir: 'ltr', style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } } }}
    />
  );
}

/** One practice question: its type, content and key (JSON of the engine's shapes), explanation and evidence. */
export function PracticeItemEditor({ index, item, onChange, onRemove, disabled, errors, types, withEvidence = true }: Props) {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  const number = index + 1;
  const [resetKey, setResetKey] = useState(0);
  const changeType = (type: string) => {
    const blank = webQuestionTypes.find((candidate) => candidate.id === type)?.blank([1]);
    onChange({ ...item, type, ...(blank ? { content: blank.content, key: blank.answerKey } : {}) });
    setResetKey((key) => key + 1);
  };
  const others = Object.entries(errors).filter(([path]) => !/^(type|content|key|explanation|evidence)$/.test(path));
  return (
    <Paper variant="outlined" component="section" aria-label={t('practice.item', { number })} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t('practice.item', { number })}
        </Typography>
        {onRemove ? (
          <Button size="small" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={onRemove} disabled={disabled} aria-label={t('practice.removeItem', { number })}>
            {t('practice.remove')}
          </Button>
        ) : null}
      </Box>
      <TextField select label={t('practice.type')} value={item.type} onChange={(event) => changeType(event.target.value)} error={Boolean(errors.type)} helperText={errors.type ?? t('practice.typeHelp')} disabled={disabled} fullWidth>
        {webQuestionTypes.filter((type) => !types || types.includes(type.id)).map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {t(`exam-admin:types.${type.id}`, { defaultValue: type.id })}
          </MenuItem>
        ))}
      </TextField>
      <Box key={resetKey} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <JsonBox label={t('practice.content')} value={item.content} onChange={(content) => onChange({ ...item, content })} disabled={disabled} serverError={errors.content} />
        <JsonBox label={t('practice.key')} value={item.key} onChange={(key) => onChange({ ...item, key })} disabled={disabled} serverError={errors.key} />
      </Box>
      <TextField label={t('practice.explanation')} value={item.explanation ?? ''} onChange={(event) => onChange({ ...item, explanation: event.target.value })} error={Boolean(errors.explanation)} helperText={errors.explanation} disabled={disabled} multiline minRows={2} fullWidth slotProps={{ htmlInput: { dir: 'auto' } }} />
      {withEvidence ? <TextField label={t('practice.evidence')} value={item.evidence ?? ''} onChange={(event) => onChange({ ...item, evidence: event.target.value || undefined })} error={Boolean(errors.evidence)} helperText={errors.evidence ?? t('practice.evidenceHelp')} disabled={disabled} fullWidth slotProps={{ htmlInput: { dir: 'auto' } }} /> : null}
      {others.length > 0 && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {others.map(([path, message]) => (
            <div key={path}>
              {path}: {message}
            </div>
          ))}
        </Box>
      )}
    </Paper>
  );
}
