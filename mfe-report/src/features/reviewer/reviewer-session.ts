import { useCallback, useState } from 'react';

/** A reviewer's session: kept for the browser tab only (sessionStorage), never with the applicant's token. */
export interface ReviewerSession {
  accessToken: string;
  email: string;
  companyName: string;
  expiresAt: string;
}

const STORAGE_KEY = 'tenant.reviewer-session';

const stored = (): ReviewerSession | null => {
  try {
    const session = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null') as ReviewerSession | null;
    return session && new Date(session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
};

/** The tab's reviewer session, its login and logout; an expired one is gone on reload. */
export const useReviewerSession = () => {
  const [session, setSession] = useState<ReviewerSession | null>(stored);
  const logIn = useCallback((next: ReviewerSession) => {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
    setSession(next);
  }, []);
  const logOut = useCallback(() => {
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    setSession(null);
  }, []);
  return { session, logIn, logOut };
};
