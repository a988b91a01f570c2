'use client';

// TEMPORARY: a plain text field per question number, until wt-qt's registry lands. Removed then.
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuestionPlayerProps, WebQuestionType } from '@web/modules/exam/question-types/types';

type Shape = 'choice' | 'choices' | 'answers' | 'blanks';

function shapeOf(type: string): Shape {
  if (type === 'multiple-choice-one') return 'choice';
  if (type === 'multiple-choice-many') return 'choices';
  if (type === 'completion' || type === 'labelling') return 'blanks';
  return 'answers';
}

function valueOf(shape: Shape, response: Record<string, unknown> | null, number: number): string {
  if (!response) return '';
  if (shape === 'choice') return String(response.choice ?? '');
  if (shape === 'choices') return ((response.choices as string[] | undefined) ?? []).join(',');
  return String((response[shape] as Record<string, string> | undefined)?.[String(number)] ?? '');
}

function standIn(type: string): WebQuestionType {
  const shape = shapeOf(type);
  function Player({ numbers, content, response, onChange, readOnly }: QuestionPlayerProps) {
    const current = (response ?? null) as Record<string, unknown> | null;
    const update = (number: number, value: string) => {
      if (shape === 'choice') return onChange?.(value ? { choice: value } : null);
      if (shape === 'choices') return onChange?.(value ? { choices: value.split(',').map((item) => item.trim()).filter(Boolean) } : null);
      const map = { ...((current?.[shape] as Record<string, string> | undefined) ?? {}), [String(number)]: value };
      if (!value) delete map[String(number)];
      return onChange?.(Object.keys(map).length > 0 ? { [shape]: map } : null);
    };
    return (
      <Stack spacing={1}>
        <Typography variant="caption" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
          {JSON.stringify(content, null, 1).slice(0, 600)}
        </Typography>
        {(shape === 'choice' || shape === 'choices' ? numbers.slice(0, 1) : numbers).map((number) => (
          <TextField
            key={number}
            size="small"
            label={String(number)}
            slotProps={{ htmlInput: { id: `question-${number}`, 'data-question-number': number } }}
            value={valueOf(shape, current, number)}
            disabled={readOnly}
            onChange={(event) => update(number, event.target.value)}
          />
        ))}
      </Stack>
    );
  }
  return {
    id: type,
    Player,
    Editor: () => null,
    blank: () => ({ content: {}, answerKey: {} }),
    answeredNumbers: ({ numbers, response }) => {
      const value = (response ?? null) as Record<string, unknown> | null;
      if (!value) return [];
      if (shape === 'choice' || shape === 'choices') return numbers;
      return Object.keys((value[shape] as object | undefined) ?? {}).map(Number).filter((number) => numbers.includes(number));
    },
  };
}

const cache = new Map<string, WebQuestionType>();

export function findStandInType(type: string): WebQuestionType {
  let found = cache.get(type);
  if (!found) {
    found = standIn(type);
    cache.set(type, found);
  }
  return found;
}
