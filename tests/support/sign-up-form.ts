/**
 * The sign-up form as the browser sends it once the identity and the e-mail address are verified
 * (the API tests' member flow and the browser tests' `apiSignUp`; no server import, so both can).
 */
export function signUpForm(p: {
  identityToken: string;
  emailToken: string;
  email: string;
  password: string;
  memberType?: 'normal' | 'company';
}) {
  const memberType = p.memberType ?? 'normal';
  return {
    memberType,
    terms: true,
    privacy: true,
    marketing: false,
    identityToken: p.identityToken,
    emailToken: p.emailToken,
    email: p.email,
    password: p.password,
    passwordConfirm: p.password,
    ...(memberType === 'company' ? { company: '모루건설', rank: '과장', occupation: 'interior' } : {}),
  };
}
