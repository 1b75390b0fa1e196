import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGNED_IN_LANDING_PATH } from '@founder/contracts';
import { AUTH_REDIRECT_DELAY_MS } from './sign-in';

/** Goes to the dashboard 1 second after being called (spec section 9), unless the page is left first. */
export function useRedirectAfterAuth(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(SIGNED_IN_LANDING_PATH), AUTH_REDIRECT_DELAY_MS);
  }, [navigate]);
}
