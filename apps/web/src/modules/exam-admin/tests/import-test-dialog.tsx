'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import UploadFileRoundedIcon from '@mui/icons-material/UploadFileRounded';
import NextLink from 'next/link';
import type { FieldError } from '@lexam/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';
import { useToast } from '@web/lib/toast';
import { problemTitle, useResourceSendMutation } from '@web/modules/resource';
import { LESSON_KEY, TEST_KEY } from '../exam-admin-keys';
import type { ExamScope } from '../exam-scope';
import { problemErrors } from '../problems';
import { importProblemText } from './import-problem-text';

/** The largest test document the dialog reads (a 40-question test with passages is ~200 KB). */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * Imports a test document (its format's help is a dashboard screen) through `POST {E}/import` (E = the scope's test resource). A refused
 * document lists every problem the server names, each with the place in the document.
 */
export function ImportTestDialog({ scope, open, onClose }: { scope: ExamScope; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('exam-admin');
  const toast = useToast();
  const titleId = useId();
  const inputId = useId();
  const [send, { isLoading }] = useResourceSendMutation();
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ title: string; errors: FieldError[] } | null>(null);

  const close = () => {
    setFileName(null);
    setProblem(null);
    onClose();
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setProblem(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      setProblem({ title: t('import.tooLarge'), errors: [] });
      return;
    }
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      setProblem({ title: t('import.notJson'), errors: [] });
      return;
    }
    const result = await send({ key: TEST_KEY, request: { method: 'POST', url: `${scope.testEntity}/import`, body: document }, invalidates: [LESSON_KEY] });
    if ('error' in result) {
      const errors = problemErrors(result.error);
      // Problems the server coded are worded here, so the title is too; else it is the server's.
      const coded = errors.length > 0 && errors.every((error) => error.code);
      setProblem({ title: coded ? t('import.refused', { count: errors.length }) : problemTitle(result.error), errors });
      return;
    }
    toast.success(t('import.done'));
    close();
  };

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t(`import.text.${scope.kind}`)}</DialogContentText>
        <Link component={NextLink} href={paths.dashboard.onlineTest.testFormatHelp} target="_blank" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
          <HelpOutlineRoundedIcon fontSize="small" aria-hidden />
          {t('import.help')}
        </Link>
        <br />
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          hidden
          onChange={(event) => {
            void importFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileRoundedIcon />} loading={isLoading} loadingPosition="start">
          {t('import.choose')}
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {fileName}
          </Typography>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-problem">
            {problem.title}
            {problem.errors.length > 0 && (
              <List dense disablePadding aria-label={t('import.problems')} sx={{ mt: 1 }}>
                {problem.errors.map((error, index) => {
                  const { text, detail } = importProblemText(t, error);
                  return (
                    <ListItem key={`${error.field}-${index}`} disableGutters>
                      <ListItemText primary={text} secondary={detail} slotProps={{ secondary: { lang: 'en', sx: { overflowWrap: 'anywhere' } } }} />
                    </ListItem>
                  );
                })}
              </List>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit" disabled={isLoading}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
