import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { redirectTarget } from './redirect-target';
import { AUTH_REDIRECT_DELAY_MS } from './sign-in';

/** Goes to the dashboard (or the page `?next=` names) 1 second after being called (spec section 9), unless the page is left first. */
export function useRedirectAfterAuth(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(redirectTarget(search)), AUTH_REDIRECT_DELAY_MS);
  }, [navigate, search]);
}
