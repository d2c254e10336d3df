import { zodResolver } from '@hookform/resolvers/zod';
import { policyVersionBody } from '@/schemas/policies';

/** The new-version form, checked by the schema the API validates with (loaded on demand). */
export const policyVersionResolver = zodResolver(policyVersionBody);
