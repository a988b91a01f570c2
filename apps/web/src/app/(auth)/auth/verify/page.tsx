import type { Metadata } from 'next';
import { queryToken } from '@web/modules/auth-recovery/lib/query-token';
import { VerifyView } from '@web/modules/auth-recovery/views/verify-view';

export const metadata: Metadata = { title: 'Confirm your e-mail address' };

/** The confirmation e-mail links here with `?token=…`. */
export default async function VerifyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <VerifyView token={queryToken(await searchParams)} />;
}
