'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ConversionTable, FieldError, OnlineTest, OnlineTestLesson, ToeicScaledTable } from '@lexam/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@web/lib/toast';
import { useCan } from '@web/modules/resource';
import { TOEIC_EDITIONS, type ToeicEdition } from '@web/lib/routes';
import { permissionOf, type ExamScope } from '../exam-scope';
import { firstMessages } from '../problems';
import { ConversionTableField } from '../settings/conversion-table-field';
import { ReadingTableField } from '../settings/reading-table-field';
import { useTreeSend } from './use-tree-send';

interface Settings {
  name: string;
  lessonId: number | '';
  minutes: number;
  isPublished: boolean;
  /** TOEIC only. */
  edition: ToeicEdition | '';
  /** The test's own table; null is the default table of its kind and skill. */
  conversionTable: ConversionTable | null;
}

function settingsOf(test: OnlineTest | undefined, scope: ExamScope, lessons: OnlineTestLesson[]): Settings {
  if (test) {
    const edition = test.edition ?? scope.edition ?? '';
    return { name: test.name, lessonId: test.lessonId, minutes: Math.round(test.durationSeconds / 60), isPublished: test.isPublished, edition, conversionTable: test.conversionTable };
  }
  return { name: '', lessonId: lessons[0]?.id ?? '', minutes: scope.defaultMinutes, isPublished: false, edition: scope.edition ?? '', conversionTable: null };
}

/** The fields of POST/PUT {E} a kind sends beyond name, lesson and duration. */
function kindFields(scope: ExamScope, values: Settings) {
  if (scope.kind === 'toeic') return { edition: values.edition || undefined, conversionTable: values.conversionTable };
  // IELTS reading: the Academic default (null) or the General Training table.
  if (scope.kind === 'ielts' && scope.skill === 'reading') return { conversionTable: values.conversionTable };
  return {};
}

/**
 * The test's own settings: name, lesson, duration in minutes and, once it exists, published. A
 * refused publish lists every problem here and hands them to the cards they belong to.
 */
export function TestSettingsCard({ scope, test, lessons, onCreated, onPublishProblems, onDirty }: {
  scope: ExamScope;
  test?: OnlineTest;
  lessons: OnlineTestLesson[];
  onCreated?: (id: number) => void;
  onPublishProblems?: (problems: FieldError[]) => void;
  onDirty: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const can = useCan();
  const { send, isSending } = useTreeSend();
  const [initial, setInitial] = useState(() => settingsOf(test, scope, lessons));
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<{ title: string; errors: FieldError[] } | null>(null);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const set = (next: Partial<Settings>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    onDirty(JSON.stringify(merged) !== JSON.stringify(initial));
  };
  const fields = firstMessages(problem?.errors ?? []);
  const canWrite = can(permissionOf(scope, test ? 'update' : 'create'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { name: values.name, lessonId: values.lessonId === '' ? undefined : values.lessonId, durationSeconds: Math.round(values.minutes * 60), ...kindFields(scope, values) };
    const result = test
      ? await send({ method: 'PUT', url: `${scope.testEntity}/${test.id}`, body: { ...body, isPublished: values.isPublished } })
      : await send({ method: 'POST', url: scope.testEntity, body: { ...body, skill: scope.skill } });
    if (!result.ok) {
      setProblem({ title: result.title, errors: result.errors });
      // Publish problems name tree nodes (`question.12`), not settings fields.
      onPublishProblems?.(result.errors.filter((error) => !error.field.startsWith('body.')));
      return;
    }
    setProblem(null);
    onPublishProblems?.([]);
    setInitial(values);
    onDirty(false);
    if (!test) onCreated?.((result.data as { id: number }).id);
    else toast.success(t('saved'));
  };

  const publishProblems = problem?.errors.filter((error) => !error.field.startsWith('body.')) ?? [];
  return (
    <Card component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ p: { xs: 2, md: 3 } }} aria-label={t('editor.settings')}>
      {problem && (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="settings-problem">
          {problem.title}
          {publishProblems.length > 0 && (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {publishProblems.map((error, index) => <li key={`${error.field}-${index}`}>{error.message}</li>)}
            </ul>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField label={t('tests.fields.name')} value={values.name} onChange={(event) => set({ name: event.target.value })} error={Boolean(fields.name)} helperText={fields.name} required disabled={!canWrite} sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 300 } }} />
        <TextField
          select
          label={t('tests.fields.lesson')}
          value={values.lessonId}
          onChange={(event) => set({ lessonId: Number(event.target.value) })}
          error={Boolean(fields.lessonId) || lessons.length === 0}
          helperText={fields.lessonId ?? (lessons.length === 0 ? t('editor.noLessons') : ' ')}
          required
          disabled={!canWrite}
        >
          {lessons.map((lesson) => <MenuItem key={lesson.id} value={lesson.id}>{lesson.name}</MenuItem>)}
        </TextField>
        <TextField
          type="number"
          label={t('editor.minutes')}
          value={values.minutes}
          onChange={(event) => set({ minutes: Math.max(1, Math.min(360, Number.parseInt(event.target.value, 10) || 1)) })}
          error={Boolean(fields.durationSeconds)}
          helperText={fields.durationSeconds ?? t(`editor.minutesHelp.${scope.kind}`)}
          disabled={!canWrite}
          slotProps={{ htmlInput: { min: 1, max: 360 } }}
        />
        {scope.kind === 'toeic' && (
          <TextField select label={t('editor.edition')} value={values.edition} onChange={(event) => set({ edition: event.target.value as ToeicEdition })} error={Boolean(fields.edition)} helperText={fields.edition ?? ' '} disabled={!canWrite}>
            {TOEIC_EDITIONS.map((edition) => <MenuItem key={edition} value={edition}>{t(`editions.${edition}`)}</MenuItem>)}
          </TextField>
        )}
        {scope.kind === 'ielts' && scope.skill === 'reading' && (
          <ReadingTableField value={values.conversionTable} onChange={(table) => set({ conversionTable: table })} error={fields.conversionTable} disabled={!canWrite} />
        )}
        {scope.kind === 'toeic' && scope.skill !== 'grammar' && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ConversionTableField
              section={scope.skill}
              value={values.conversionTable?.kind === 'toeic-scaled' ? values.conversionTable : null}
              onChange={(table: ToeicScaledTable | null) => set({ conversionTable: table })}
              error={fields.conversionTable}
              disabled={!canWrite}
            />
          </Box>
        )}
        {test && (
          <FormControlLabel
            control={<Switch checked={values.isPublished} onChange={(event) => set({ isPublished: event.target.checked })} disabled={!canWrite} />}
            label={t('editor.published')}
            sx={{ gridColumn: '1 / -1' }}
          />
        )}
      </Box>
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" loading={isSending} disabled={test ? !isDirty : !values.name.trim() || values.lessonId === ''}>
            {test ? t('save') : t('editor.create')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
