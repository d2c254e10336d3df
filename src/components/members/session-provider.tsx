'use client';

import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRouter } from '@/i18n/navigation';
import { track } from '@/lib/analytics';
import { ApiClientError, apiJson, REFRESH_TRANSPORT_HEADER } from '@/lib/client/api';
import {
  clearSession,
  getClaims,
  hasSessionMarker,
  readStoredUser,
  type StoredUser,
  setAccessToken,
  storeUser,
  subscribeSession,
  type UserDetail,
} from '@/lib/client/session-store';
import type { AccessClaims } from '@/schemas/session-rules';

/**
 * The signed-in user as the client assembles it (spec §3): token claims + `GET /users/my`.
 * NOTE: interface agreed between the shell, members and events UIs; the members domain owns the
 * implementation (token storage, refresh, verify at start, logout).
 */
export type SessionUser = AccessClaims & Pick<UserDetail, 'email' | 'name' | 'tel' | 'birth'>;

export type Session = {
  /** `restoring` while the start-up verify call runs: nothing member-specific renders then. */
  status: 'restoring' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  logout: () => Promise<void>;
};

/** Sign-in completion and profile reload, for the members pages. */
export type SessionActions = {
  /** After login, sign-up or social exchange: keep the access token, load the profile, signed in. */
  completeSignIn: (accessToken: string) => Promise<StoredUser>;
  /** Reloads `GET /users/my` into the stored user (after an edit). */
  reloadUser: () => Promise<void>;
  /** Forgets the session without calling the API (after withdrawal). */
  forget: () => void;
  /** The full stored user (with member type and company fields), when signed in. */
  detail: StoredUser | null;
};

const SessionContext = createContext<Session>({ status: 'restoring', user: null, logout: async () => {} });
const ActionsContext = createContext<SessionActions | null>(null);

type State = { status: Session['status']; user: StoredUser | null };

type Profile = UserDetail & { id: string };

function toStored(profile: Profile): StoredUser {
  const claims = getClaims();
  if (!claims) throw new Error('no access token');
  return {
    ...claims,
    email: profile.email,
    name: profile.name,
    tel: profile.tel,
    birth: profile.birth,
    memberType: profile.memberType,
    company: profile.company ?? null,
    rank: profile.rank ?? null,
    occupation: profile.occupation ?? null,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  // The server cannot see local storage: everyone starts as `restoring` and settles on mount.
  const [state, setState] = useState<State>({ status: 'restoring', user: null });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = readStoredUser();
    if (!hasSessionMarker()) {
      setState({ status: 'signedOut', user: null });
      return;
    }
    // Spec §4 "Session restore": user info held → signed in at once, verified in the background;
    // only a marker → `restoring` until the verify call answers.
    if (stored) setState({ status: 'signedIn', user: stored });
    (async () => {
      try {
        const v = await apiJson<{ accessToken: string; user: Profile }>('/auth/verify', {
          method: 'POST',
          headers: REFRESH_TRANSPORT_HEADER,
          json: {},
        });
        setAccessToken(v.accessToken);
        const user = toStored(v.user);
        storeUser(user);
        setState({ status: 'signedIn', user });
      } catch (err) {
        if (err instanceof ApiClientError) {
          clearSession();
          setState({ status: 'signedOut', user: null });
        } else if (!stored) {
          setState({ status: 'signedOut', user: null });
        }
      }
    })();
  }, []);

  // Signed out elsewhere (a final 401, another tab): follow.
  useEffect(
    () =>
      subscribeSession(() => {
        const stored = readStoredUser();
        if (!stored || !hasSessionMarker()) setState({ status: 'signedOut', user: null });
        else setState({ status: 'signedIn', user: stored });
      }),
    [],
  );

  const completeSignIn = useCallback(async (accessToken: string) => {
    setAccessToken(accessToken);
    const profile = await apiJson<Profile>('/users/my');
    const user = toStored(profile);
    storeUser(user);
    setState({ status: 'signedIn', user });
    return user;
  }, []);

  const reloadUser = useCallback(async () => {
    const profile = await apiJson<Profile>('/users/my');
    const user = toStored(profile);
    storeUser(user);
    setState({ status: 'signedIn', user });
  }, []);

  const forget = useCallback(() => {
    clearSession(true);
    setState({ status: 'signedOut', user: null });
  }, []);

  const logout = useCallback(async () => {
    try {
      await fetch('/api/auth/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...REFRESH_TRANSPORT_HEADER },
        body: '{}',
      });
    } catch {
      // The tokens are forgotten below either way; the family expires on its own.
    }
    clearSession(true);
    setState({ status: 'signedOut', user: null });
    track('logout');
    router.push('/');
  }, [router]);

  // The header's way to My page shows on this mark (site-shell.tsx renders it on the server, so the
  // first load carries no code for it: issue 53's budget).
  useEffect(() => {
    document.documentElement.dataset.member = state.status;
  }, [state.status]);

  const session = useMemo<Session>(() => {
    const u = state.user;
    const user: SessionUser | null = u
      ? {
          sub: u.sub,
          roles: u.roles,
          aud: u.aud,
          exp: u.exp,
          iat: u.iat,
          iss: u.iss,
          email: u.email,
          name: u.name,
          tel: u.tel,
          birth: u.birth,
        }
      : null;
    return { status: state.status, user, logout };
  }, [state, logout]);
  const actions = useMemo<SessionActions>(
    () => ({ completeSignIn, reloadUser, forget, detail: state.user }),
    [completeSignIn, reloadUser, forget, state.user],
  );

  return (
    <SessionContext.Provider value={session}>
      <ActionsContext.Provider value={actions}>{children}</ActionsContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  return useContext(SessionContext);
}

export function useSessionActions(): SessionActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useSessionActions outside SessionProvider');
  return actions;
}
