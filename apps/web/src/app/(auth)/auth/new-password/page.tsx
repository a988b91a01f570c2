import type { Metadata } from 'next';
import { queryToken } from '@web/modules/auth-recovery/lib/query-token';
import { NewPasswordView } from '@web/modules/auth-recovery/views/new-password-view';

export const metadata: Metadata = { title: 'Choose a new password' };

/** The password-reset e-mail links here with `?token=…`. */
export default async function NewPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NewPasswordView token={queryToken(await searchParams)} />;
}
