'use client';

import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LearnerResult } from './learner-result';

/**
 * What /page/writing and /page/speaking show in this branch: the result named by `?resultId=` (the
 * link of a grade-released notification). The writing and speaking screens (built beside this work)
 * replace these pages and render LearnerResult for a `resultId` the same way.
 */
export function PracticeResultScreen({ kind, resultId }: { kind: 'writing' | 'speaking'; resultId?: string | string[] }) {
  const { t } = useTranslation(['grading', 'common']);
  const id = Number(Array.isArray(resultId) ? resultId[0] : resultId);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {Number.isInteger(id) && id > 0 ? (
        <LearnerResult kind={kind} id={id} />
      ) : (
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">{t(`common:nav.learner.${kind}`)}</Typography>
          <Typography color="text.secondary">{t('result.none')}</Typography>
        </Stack>
      )}
    </Container>
  );
}
