import { openSealedMessage, sealMessage } from './sealed-message';

const message = { to: 'ada@example.com', subject: 'Reset your password', html: '<p>token=abc</p>', text: 'token=abc' };
const secret = 's'.repeat(32);

describe('sealMessage', () => {
  it('opens with the same secret, and hides the message', () => {
    const sealed = sealMessage(message, secret);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('token=abc');
    expect(openSealedMessage(sealed, secret)).toEqual(message);
  });

  it('refuses another secret or a changed byte', () => {
    const sealed = sealMessage(message, secret);
    expect(() => openSealedMessage(sealed, 't'.repeat(32))).toThrow('Unsupported state or unable to authenticate data');
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => openSealedMessage(bytes.toString('base64'), secret)).toThrow('Unsupported state or unable to authenticate data');
  });
});
