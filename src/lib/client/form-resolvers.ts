import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactForm } from '@/schemas/contact';
import { answersSchema, type EventDetail } from '@/schemas/events';
import {
  emailBody,
  loginBody,
  passwordChangeSchema,
  passwordResetConfirmBody,
  passwordResetRequestBody,
  profileFormSchema,
  signUpFormSchema,
  withdrawalBody,
} from '@/schemas/members';

/**
 * Every form's resolver, built on the schemas the API validates with. Loaded on demand through
 * `lazyResolver` (never imported statically by a client component; a unit test checks).
 */
export const resolvers = {
  login: zodResolver(loginBody),
  signUp: zodResolver(signUpFormSchema),
  passwordResetRequest: zodResolver(passwordResetRequestBody),
  passwordResetConfirm: zodResolver(passwordResetConfirmBody),
  profile: zodResolver(profileFormSchema),
  passwordChange: zodResolver(passwordChangeSchema),
  withdrawal: zodResolver(withdrawalBody),
  contact: zodResolver(contactForm),
};

/** The sign-up email as the API will read it (trimmed, lower case), or null when it is not valid. */
export function normalEmail(email: string): string | null {
  const parsed = emailBody.safeParse({ email });
  return parsed.success ? parsed.data.email : null;
}

/** An event's apply form: a slot for application events, and the survey's answers. */
export function applyResolver(event: Pick<EventDetail, 'type' | 'questions'>) {
  return zodResolver(
    z.object({
      sessionId: event.type === 'application' ? z.string().min(1, 'required') : z.string(),
      answers: answersSchema(event.questions),
    }),
  );
}
