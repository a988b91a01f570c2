import { RegisterUserBodySchema, ResetPasswordBodySchema } from '@lexam/contracts';
import type { RegisterUserBody } from '@lexam/contracts';
import { z } from 'zod';
import { FORM_MESSAGES } from './validation-messages';

/** A password typed twice: the second copy must be there and match (the server never sees it). */
const confirmation = z.string().min(1, FORM_MESSAGES.confirmRequired);
const matches = (values: { password: string; confirmPassword: string }) => !values.confirmPassword || values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: FORM_MESSAGES.passwordMismatch };

/** The register form: the server's RegisterUserBodySchema plus the confirmation. */
export const RegisterFormSchema = RegisterUserBodySchema.extend({ confirmPassword: confirmation }).refine(matches, mismatch);
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;

/** The new-password form: the server's ResetPasswordBodySchema (token from the link) plus the confirmation. */
export const NewPasswordFormSchema = ResetPasswordBodySchema.extend({ confirmPassword: confirmation }).refine(matches, mismatch);
export type NewPasswordFormInput = z.input<typeof NewPasswordFormSchema>;
export type NewPasswordFormValues = z.output<typeof NewPasswordFormSchema>;

/** The body of Auth/registerUser: the contract is strict, so the confirmation must not travel. */
export function toRegisterBody({ fullName, email, password }: RegisterFormValues): RegisterUserBody {
  return { fullName, email, password };
}

/** The body of Auth/resetPassword. */
export function toResetBody({ token, password }: NewPasswordFormValues): { token: string; password: string } {
  return { token, password };
}

/** Whether a link token has the shape the server accepts (else the link was cut or garbled). */
export function isWellFormedToken(token: string | null | undefined): token is string {
  return Boolean(token) && ResetPasswordBodySchema.shape.token.safeParse(token).success;
}
