import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, storeSignedInUser } from '@founder/api-client';
import { AUTH_PATHS, type CurrentUser, type LogInRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { authFailureToast, LOGIN_FAILED, WELCOME_BACK_TOAST } from './auth-toasts';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

/** POST /api/auth/login: the user joins the session, 'Welcome back!', and the dashboard a second later. */
export function useLogIn() {
  const queryClient = useQueryClient();
  const redirect = useRedirectAfterAuth();
  return useMutation({
    mutationFn: (request: LogInRequest) => apiRequest<CurrentUser>('POST', AUTH_PATHS.logIn, request),
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      showToast(WELCOME_BACK_TOAST);
      redirect();
    },
    onError: (error) => showToast(authFailureToast(error, LOGIN_FAILED)),
  });
}
