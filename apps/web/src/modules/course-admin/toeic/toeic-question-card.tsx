'use client';

import EditIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PracticeItem } from '@lexam/contracts';
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { readableAccent } from '@web/theme/readable-shade';

interface Option {
  id: string;
  text: string;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** What a question asks and offers: a prompt and its options (Parts 3–7), or heard choices shown as letters (Parts 1–2). */
function questionShape(item: PracticeItem): { prompt: string; options: Option[] } {
  const content = record(item.content);
  if (item.type === 'audio-choice') {
    const count = typeof content.choices === 'number' ? content.choices : 4;
    return { prompt: String(content.instruction ?? ''), options: [...'ABCD'.slice(0, count)].map((id) => ({ id, text: '' })) };
  }
  const options = Array.isArray(content.options) ? (content.options as unknown[]).map((option) => ({ id: String(record(option).id ?? ''), text: String(record(option).text ?? '') })) : [];
  return { prompt: String(content.prompt ?? ''), options };
}

/** One practice question on the lesson's screen: the type, the prompt, the options with the right one marked, the explanation, and the way to edit it. */
export function ToeicQuestionCard({ item, number, editHref }: { item: PracticeItem; number: number; editHref: string }) {
  const { t } = useTranslation(['course-admin', 'exam-admin']);
  const { prompt, options } = questionShape(item);
  const correct = String(record(item.key).correct ?? '');
  return (
    <Paper variant="outlined" component="article" aria-label={t('practice.item', { number })} data-testid={`toeic-question-${number}`} sx={{ p: 2, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('practice.item', { number })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`exam-admin:types.${item.type}`, { defaultValue: item.type })} />
        <Chip size="small" color="success" label={t('toeicCourse.detail.answer', { answer: correct || '?' })} />
        <Box sx={{ flex: 1 }} />
        <Button component={Link} href={editHref} size="small" startIcon={<EditIcon />} aria-label={t('toeicCourse.detail.editQuestion', { number })}>
          {t('toeicCourse.detail.edit')}
        </Button>
      </Box>
      {prompt ? (
        <Typography lang="en" dir="ltr">
          {prompt}
        </Typography>
      ) : null}
      <Box component="ol" lang="en" dir="ltr" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {options.map((option) => {
          const isCorrect = option.id === correct;
          return (
            <Box component="li" key={option.id} sx={{ display: 'flex', gap: 1, fontWeight: isCorrect ? 700 : 400, color: (theme) => (isCorrect ? readableAccent(theme, 'success') : theme.palette.text.primary) }}>
              <span>({option.id})</span>
              <span>{option.text || (item.type === 'audio-choice' ? t('toeicCourse.detail.heard') : '')}</span>
              {isCorrect ? <span>✓</span> : null}
            </Box>
          );
        })}
      </Box>
      <Box>
        <Typography variant="body2" component="h4" sx={{ fontWeight: 700 }}>
          {t('practice.explanation')}
        </Typography>
        <Typography variant="body2" lang="en" dir="ltr" data-testid="toeic-question-explanation" sx={{ color: item.explanation ? 'text.primary' : 'text.secondary' }}>
          {item.explanation || t('toeicCourse.detail.noExplanation')}
        </Typography>
      </Box>
    </Paper>
  );
}
