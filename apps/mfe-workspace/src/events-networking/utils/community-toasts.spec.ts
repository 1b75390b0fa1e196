import { ApiError } from '@founder/api-client';
import { connectionFailedToast, registrationFailedToast } from './community-toasts';

describe('community toasts', () => {
  it("shows the server's message, or 'Please try again.'", () => {
    const full = new ApiError(409, 'Conflict', '{"statusCode":409,"message":"This event is full: all seats are taken"}');
    expect(registrationFailedToast(full)).toEqual({ title: 'Registration failed', description: 'This event is full: all seats are taken', variant: 'destructive' });
    expect(registrationFailedToast(new TypeError('Failed to fetch'))).toEqual({ title: 'Registration failed', description: 'Please try again.', variant: 'destructive' });
    expect(connectionFailedToast(new ApiError(502, 'Bad Gateway', ''))).toEqual({ title: 'Connection failed', description: 'Please try again.', variant: 'destructive' });
  });
});
