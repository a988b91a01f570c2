import { z } from 'zod';

/** At least 8 characters with a letter and a digit; long passphrases welcome. */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(200, 'A password has at most 200 characters.')
  .regex(/[A-Za-z\p{L}]/u, 'Use at least one letter.')
  .regex(/\d/, 'Use at least one digit.');

const email = z.email('Enter a valid e-mail address.').max(254).transform((value) => value.toLowerCase());
const emailToken = z.string().trim().min(20, 'This link is not valid.').max(200);

/** POST /api/learner/Auth/registerUser */
export const RegisterUserBodySchema = z.strictObject({
  fullName: z.string().trim().min(1, 'Enter your name.').max(120),
  email,
  password: NewPasswordSchema,
});

export const RegisterUserResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
});

/** POST /api/learner/Auth/verifyEmail */
export const VerifyEmailBodySchema = z.strictObject({ token: emailToken });

/** POST /api/learner/Auth/forgotPassword */
export const ForgotPasswordBodySchema = z.strictObject({ email });

/** POST /api/learner/Auth/resendVerification: a new confirmation link for an unconfirmed account. */
export const ResendVerificationBodySchema = z.strictObject({ email });

/** POST /api/learner/Auth/resetPassword */
export const ResetPasswordBodySchema = z.strictObject({ token: emailToken, password: NewPasswordSchema });

/** POST /api/learner/Auth/ChangePassword */
export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
  newPassword: NewPasswordSchema,
});

export const MessageResponseSchema = z.object({ message: z.string() });

export type RegisterUserBody = z.infer<typeof RegisterUserBodySchema>;
export type RegisterUserResponse = z.infer<typeof RegisterUserResponseSchema>;
