import { ApiError } from '@founder/api-client';
import { authFailureToast, signInRequest } from './sign-in';

describe('signInRequest', () => {
  it('keeps the password as typed and trims the email', () => {
    expect(signInRequest(' ada@example.com ', ' Secret123 ')).toEqual({ email: 'ada@example.com', password: ' Secret123 ' });
  });

  it.each([
    ['', 'Secret123'],
    ['  ', 'Secret123'],
    ['ada@example.com', ''],
  ])('is null for email %j and password %j', (email, password) => {
    expect(signInRequest(email, password)).toBeNull();
  });
});

describe('authFailureToast', () => {
  it("shows the server's message", () => {
    const error = new ApiError(401, 'Unauthorized', '{"statusCode":401,"message":"Invalid email or password"}');
    expect(authFailureToast(error)).toEqual({
      title: 'Authentication failed',
      description: 'Invalid email or password',
      variant: 'destructive',
    });
  });

  it("falls back to 'Please try again.'", () => {
    expect(authFailureToast(new ApiError(502, 'Bad Gateway', '<html>bad gateway</html>')).description).toBe('Please try again.');
  });
});
