import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from './redirect-target';
import { AUTH_REDIRECT_DELAY_MS } from './sign-in';

/**
 * Goes to the dashboard (or the page `?next=` names) 1 second after being called (spec section 9),
 * unless the page is left first; `target` is where it goes.
 */
export function useRedirectAfterAuth(): { redirect: () => void; target: string } {
  const navigate = useNavigate();
  const { search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const target = redirectTarget(search);
  const redirect = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(target), AUTH_REDIRECT_DELAY_MS);
  }, [navigate, target]);
  return { redirect, target };
}
