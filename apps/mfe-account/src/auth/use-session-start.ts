import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, storeSignedInUser } from '@founder/api-client';
import { AUTH_PATHS, type CurrentUser, type LogInRequest, type SignUpRequest } from '@founder/contracts';
import { showToast, type Toast } from '@founder/ui';
import { ACCOUNT_CREATED_TOAST, authFailureToast, LOGIN_FAILED, sessionStartToast, SIGNUP_FAILED, WELCOME_BACK_TOAST } from './auth-toasts';
import { useRedirectAfterAuth } from './use-redirect-after-auth';

/** A call that starts a session: the user joins the shared session, a toast, and the dashboard (or `?next=`) a second later. */
function useSessionStart<Request>(path: string, welcome: Toast, failure: typeof LOGIN_FAILED | typeof SIGNUP_FAILED) {
  const queryClient = useQueryClient();
  const { redirect, target } = useRedirectAfterAuth();
  return useMutation({
    mutationFn: (request: Request) => apiRequest<CurrentUser>('POST', path, request),
    onSuccess: (user) => {
      storeSignedInUser(queryClient, user);
      showToast(sessionStartToast(welcome, target));
      redirect();
    },
    onError: (error) => showToast(authFailureToast(error, failure)),
  });
}

/** POST /api/auth/login: 'Welcome back!'. */
export function useLogIn() {
  return useSessionStart<LogInRequest>(AUTH_PATHS.logIn, WELCOME_BACK_TOAST, LOGIN_FAILED);
}

/** POST /api/auth/signup: 'Account created successfully!'. */
export function useSignUp() {
  return useSessionStart<SignUpRequest>(AUTH_PATHS.signUp, ACCOUNT_CREATED_TOAST, SIGNUP_FAILED);
}
