import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, storeSignedInUser } from '@founder/api-client';
import { AUTH_PATHS, type CurrentUser, type SignUpRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { ACCOUNT_CREATED_TOAST, authFailureToast, SIGNUP_FAILED } from './auth-toasts';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

/** POST /api/auth/signup: the new user joins the session, 'Account created successfully!', then the dashboard. */
export function useSignUp() {
  const queryClient = useQueryClient();
  const redirect = useRedirectAfterAuth();
  return useMutation({
    mutationFn: (request: SignUpRequest) => apiRequest<CurrentUser>('POST', AUTH_PATHS.signUp, request),
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      showToast(ACCOUNT_CREATED_TOAST);
      redirect();
    },
    onError: (error) => showToast(authFailureToast(error, SIGNUP_FAILED)),
  });
}
