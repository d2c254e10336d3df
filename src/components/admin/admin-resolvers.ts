import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adminEventBody,
  answerBody,
  ownerSetupBody,
  staffCreateBody,
  staffLoginBody,
  totpConfirmBody,
} from '@/schemas/admin';
import { type EventFormValues, toEventBody } from './event-form-values';

/**
 * The console forms' resolvers, on the schemas the API validates with. Loaded on demand through
 * `lazyResolver` so zod stays out of the console's first load.
 */
export const adminResolvers = {
  login: zodResolver(staffLoginBody),
  totpConfirm: zodResolver(totpConfirmBody),
  answer: zodResolver(answerBody),
  staffCreate: zodResolver(staffCreateBody),
  ownerSetup: zodResolver(ownerSetupBody.pick({ password: true })),
};

/** The event form: its values become the API body (Seoul dates → ISO), checked by `adminEventBody`. */
export const eventResolver: Resolver<EventFormValues> = async (values) => {
  const parsed = adminEventBody.safeParse(toEventBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    let node = errors;
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] ??= { type: issue.code, message: issue.message };
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return { values: {}, errors: errors as FieldErrors<EventFormValues> };
};
