import type { Locale } from '@/i18n/routing';
import { type Policy, policy } from '@/schemas/content';
import { privacyEn, termsEn } from './en';
import { privacyKo, termsKo } from './ko';

export const policyModules = {
  ko: { privacy: privacyKo, terms: termsKo },
  en: { privacy: privacyEn, terms: termsEn },
} as const;
const parsed = {
  ko: { privacy: policy.parse(privacyKo), terms: policy.parse(termsKo) },
  en: { privacy: policy.parse(privacyEn), terms: policy.parse(termsEn) },
};

export function getPolicy(locale: Locale, kind: 'privacy' | 'terms'): Policy {
  return parsed[locale][kind];
}
