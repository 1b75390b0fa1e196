import { ApiError } from '@founder/api-client';
import { authFailureToast, LOGIN_FAILED, SIGNUP_FAILED } from './auth-toasts';
import { signInRequest } from './sign-in';

describe('signInRequest', () => {
  it('keeps the password as typed, trims the email and carries Remember me', () => {
    expect(signInRequest(' ada@example.com ', ' Secret123 ', false)).toEqual({ email: 'ada@example.com', password: ' Secret123 ', rememberMe: false });
    expect(signInRequest('ada@example.com', 'Secret123', true)).toEqual({ email: 'ada@example.com', password: 'Secret123', rememberMe: true });
  });

  it.each([
    ['', 'Secret123'],
    ['  ', 'Secret123'],
    ['ada@example.com', ''],
  ])('is null for email %j and password %j', (email, password) => {
    expect(signInRequest(email, password, true)).toBeNull();
  });
});

describe('authFailureToast', () => {
  it("shows the server's message", () => {
    const error = new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Invalid email or password"}');
    expect(authFailureToast(error, LOGIN_FAILED)).toEqual({
      title: 'Authentication failed',
      description: 'Invalid email or password',
      variant: 'destructive',
    });
  });

  it("falls back to 'Login failed' or 'Signup failed' without a server message", () => {
    expect(authFailureToast(new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>'), LOGIN_FAILED).description).toBe('Login failed');
    expect(authFailureToast(new TypeError('Failed to fetch'), SIGNUP_FAILED).description).toBe('Signup failed');
  });
});
