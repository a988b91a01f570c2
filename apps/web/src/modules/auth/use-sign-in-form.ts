'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { safeReturnTo } from '@web/lib/auth/guards';

/**
 * A sign-in form: validated with the server's own schema, sends once at a time, keeps the server's
 * title to show on failure (SPEC.md 8), and goes on to `returnTo` (a path of this site) or `home`.
 */
export function useSignInForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, signIn, home }: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  signIn(values: z.output<Schema>): Promise<void>;
  home: string;
}) {
  const router = useRouter();
  const returnTo = useSearchParams().get('returnTo');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await signIn(values);
      router.replace(safeReturnTo(returnTo, home));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  });
  return { form, onSubmit, error };
}
