import { bodyTooLargeMessage } from './error-replies';

describe('bodyTooLargeMessage', () => {
  it('names the limit of the route in MB', () => {
    expect(bodyTooLargeMessage(1024 * 1024)).toBe('Request body is larger than 1 MB');
    expect(bodyTooLargeMessage(8 * 1024 * 1024)).toBe('Request body is larger than 8 MB');
    expect(bodyTooLargeMessage(26 * 1024 * 1024)).toBe('Request body is larger than 26 MB');
    expect(bodyTooLargeMessage(1.5 * 1024 * 1024)).toBe('Request body is larger than 1.5 MB');
  });
});
