'use client';

import Alert from '@mui/material/Alert';
import type { FieldError } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';

/** The publish problems of one card, listed where they are to be fixed. */
export function ProblemList({ problems }: { problems: FieldError[] }) {
  const { t } = useTranslation('exam-admin');
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="node-problems">
      {t('editor.toFix')}
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {problems.map((problem, index) => (
          <li key={`${problem.field}-${index}`}>{problem.message}</li>
        ))}
      </ul>
    </Alert>
  );
}
