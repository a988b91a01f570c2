'use client';

import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HttpFailure } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { readProblem } from './problem';

/** A failure as a screen keeps it: the title to show (the server's, or ours when it sent none). */
export interface ShownProblem {
  title: string;
  status: number;
}

/**
 * Reports a failed call: the server's title in a toast (SPEC.md: the title is the message), its field
 * errors on the form's own fields, and the title back for the form to keep on screen.
 */
export function useProblemReport() {
  const { t } = useTranslation('register');
  const toast = useToast();
  return useCallback(
    <T extends FieldValues>(failure: HttpFailure, form?: { setError: UseFormSetError<T>; fields: readonly FieldPath<T>[] }): ShownProblem => {
      const problem = readProblem(failure);
      for (const { field, message } of problem.fieldErrors) {
        const known = form?.fields.find((name) => name === field);
        if (form && known) form.setError(known, { type: 'server', message });
      }
      const title = problem.title ?? t('common.genericError');
      toast.error(title);
      return { title, status: problem.status };
    },
    [t, toast],
  );
}
