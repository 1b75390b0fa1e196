import {
  confirmPasswordError,
  currentPasswordError,
  defaultUsername,
  emailError,
  isOtherAccountsDefaultUsername,
  nameError,
  newPasswordError,
  passwordConfirmationError,
  passwordError,
  usernameError,
} from './account-rules';
import { googleSignInErrorMessage } from './google-sign-in';

describe('emailError', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ada', 'Please enter a valid email address'],
    ['ada@example', 'Please enter a valid email address'],
    ['ada @example.com', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
  ])('%j -> %s', (email, message) => {
    expect(emailError(email)).toBe(message);
  });

  it('accepts an address, with spaces around it', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError(' Ada.Lovelace+x@mail.example.co.uk ')).toBeNull();
  });
});

describe('passwordError (sign up and sign in)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1', 'Password must be at least 8 characters'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
  ])('%j -> %s', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it('accepts 8 characters with a lowercase letter, an uppercase letter and a number', () => {
    expect(passwordError('Abcdefg1')).toBeNull();
  });
});

describe('nameError', () => {
  it.each([
    ['', 'Name is required'],
    ['  ', 'Name is required'],
    ['A', 'Name must be at least 2 characters'],
    [' A ', 'Name must be at least 2 characters'],
  ])('%j -> %s', (name, message) => {
    expect(nameError(name)).toBe(message);
  });

  it('accepts two characters', () => {
    expect(nameError('Al')).toBeNull();
  });
});

describe('confirmPasswordError', () => {
  it('asks for the confirmation, then for an equal one', () => {
    expect(confirmPasswordError('Abcdefg1', '')).toBe('Please confirm your password');
    expect(confirmPasswordError('Abcdefg1', 'Abcdefg2')).toBe('Passwords do not match');
    expect(confirmPasswordError('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});

describe('change password rules', () => {
  it('needs only 6 characters for the new password', () => {
    expect(newPasswordError('abcde')).toBe('Password must be at least 6 characters long');
    expect(newPasswordError('abcdef')).toBeNull();
  });

  it('needs the confirmation to equal the new password', () => {
    expect(passwordConfirmationError('abcdef', 'abcdeg')).toBe("New password and confirmation don't match");
    expect(passwordConfirmationError('abcdef', 'abcdef')).toBeNull();
  });

  it('needs the current password', () => {
    expect(currentPasswordError('')).toBe('Current password is required');
    expect(currentPasswordError('x')).toBeNull();
  });
});

describe('usernames', () => {
  it.each([
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be at most 30 characters'],
    ['ada lovelace', 'Username can only contain letters, numbers, dots, dashes and underscores'],
    ['ada<script>', 'Username can only contain letters, numbers, dots, dashes and underscores'],
  ])('%j -> %s', (username, message) => {
    expect(usernameError(username)).toBe(message);
  });

  it('accepts letters, numbers, dots, dashes and underscores', () => {
    expect(usernameError('ada.lovelace_1-x')).toBeNull();
  });

  it('derives the default username from the id', () => {
    expect(defaultUsername(42)).toBe('user42');
  });

  it("keeps each default username for its own account", () => {
    expect(isOtherAccountsDefaultUsername('user42', 7)).toBe(true);
    expect(isOtherAccountsDefaultUsername('USER42', 7)).toBe(true);
    expect(isOtherAccountsDefaultUsername('user42', 42)).toBe(false);
    expect(isOtherAccountsDefaultUsername('user', 7)).toBe(false);
    expect(isOtherAccountsDefaultUsername('username42', 7)).toBe(false);
  });
});

describe('googleSignInErrorMessage', () => {
  it('explains a known code and ignores anything else', () => {
    expect(googleSignInErrorMessage('google_unavailable')).toBe(
      'Google sign-in is not available on this server yet. Please use your email and password.',
    );
    expect(googleSignInErrorMessage('<b>hacked</b>')).toBeNull();
    expect(googleSignInErrorMessage('toString')).toBeNull();
    expect(googleSignInErrorMessage(null)).toBeNull();
  });
});
