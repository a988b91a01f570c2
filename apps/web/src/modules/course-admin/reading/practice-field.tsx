'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '@web/modules/resource';
import { webQuestionTypes } from '@web/modules/exam/question-types';
import { PracticeItemEditor } from './practice-item-editor';
import { itemErrors, type PracticeDraft } from './practice-json';

/** The largest number of practice questions a passage holds (PracticeItemsSchema). */
const MAX_ITEMS = 40;

/**
 * A passage's practice questions: a list of items of the exam engine's types, each with its content
 * and key as JSON (a new item starts from the type's blank shape), an explanation and the evidence.
 * The server checks each item with the engine and names the problems, shown beside the item.
 */
export function PracticeField({ label, value, onChange, error, disabled, fieldErrors }: CustomFieldProps) {
  const { t } = useTranslation('course-admin');
  const items = Array.isArray(value) ? (value as PracticeDraft[]) : [];
  // Items have no id of their own: a counter gives each a stable React key while it is edited
  // (removing the second of three keeps the third's typed JSON with it).
  const [keys, setKeys] = useState<{ list: number[]; next: number }>(() => ({ list: items.map((_item, index) => index), next: items.length }));
  if (keys.list.length !== items.length) setKeys({ list: items.map((_item, index) => keys.next + index), next: keys.next + items.length });

  const add = () => {
    const first = webQuestionTypes[0]!;
    const blank = first.blank([1]);
    setKeys({ list: [...keys.list, keys.next], next: keys.next + 1 });
    onChange([...items, { type: first.id, content: blank.content, key: blank.answerKey, explanation: '' }]);
  };
  const remove = (index: number) => {
    setKeys({ list: keys.list.filter((_key, position) => position !== index), next: keys.next });
    onChange(items.filter((_item, position) => position !== index));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('practice.help')}
      </Typography>
      {error && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Typography>
      )}
      {items.length === 0 && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('practice.empty')}</Typography>}
      {items.map((item, index) => (
        <PracticeItemEditor
          key={keys.list[index] ?? `item-${index}`}
          index={index}
          item={item}
          disabled={disabled}
          errors={itemErrors(fieldErrors, index)}
          onChange={(changed) => onChange(items.map((current, position) => (position === index ? changed : current)))}
          onRemove={() => remove(index)}
        />
      ))}
      <Box>
        <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={add} disabled={disabled || items.length >= MAX_ITEMS}>
          {t('practice.add')}
        </Button>
      </Box>
    </Box>
  );
}
