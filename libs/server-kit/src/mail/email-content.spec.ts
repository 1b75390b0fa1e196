import { renderEmail } from './email-content';

describe('renderEmail', () => {
  it('writes the heading, paragraphs, button and footnote in both parts, the link in words too', async () => {
    const email = await renderEmail({
      to: 'ada@example.com',
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of <ada@example.com>.'],
      action: { label: 'Choose a new password', url: 'https://founder.example/app/reset-password?token=abc' },
      footnote: 'You get this email because of your account.',
    });
    expect(email.subject).toBe('Reset your password');
    expect(email.html).toContain('<h1');
    expect(email.html).toContain('Someone asked to reset the password of &lt;ada@example.com&gt;.');
    expect(email.html).toContain('href="https://founder.example/app/reset-password?token=abc"');
    expect(email.text).toBe(
      [
        'RESET YOUR PASSWORD',
        'Someone asked to reset the password of <ada@example.com>.',
        'Choose a new password https://founder.example/app/reset-password?token=abc',
        'Or open this link: https://founder.example/app/reset-password?token=abc',
        '-'.repeat(40),
        'You get this email because of your account.',
      ].join('\n\n'),
    );
  });
});
