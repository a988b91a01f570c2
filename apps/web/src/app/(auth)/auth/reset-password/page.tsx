import type { Metadata } from 'next';
import { ResetPasswordView } from '@web/modules/auth-recovery/views/reset-password-view';

export const metadata: Metadata = { title: 'Reset your password' };

export default function ResetPasswordPage() {
  return <ResetPasswordView />;
}
