import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@founder/api-client';
import { WAITLIST_PATHS } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { WAITLIST_WELCOME_TOAST, waitlistFailureToast, type WaitlistSignup } from './waitlist-signup';

/** POST /api/waitlist: 'Welcome to the waitlist!', or 'Signup failed' with the server's message. */
export function useJoinWaitlist(onJoined: () => void) {
  return useMutation({
    mutationFn: (signup: WaitlistSignup) => apiRequest('POST', WAITLIST_PATHS.join, signup),
    onSuccess: () => {
      onJoined();
      showToast(WAITLIST_WELCOME_TOAST);
    },
    onError: (error) => showToast(waitlistFailureToast(error)),
  });
}
