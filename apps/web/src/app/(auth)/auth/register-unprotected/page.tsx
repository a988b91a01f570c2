import type { Metadata } from 'next';
import { RegisterView } from '@web/modules/auth-recovery/views/register-view';

export const metadata: Metadata = { title: 'Create an account' };

/** The same form as /auth/register, without the signed-in redirect that page gets. */
export default function RegisterUnprotectedPage() {
  return <RegisterView />;
}
