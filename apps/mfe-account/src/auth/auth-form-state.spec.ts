import { authFormReducer, hasErrors, initialAuthFormState, isStrongPassword, isValid, logInRequestOf, signUpRequestOf, type AuthFormAction, type AuthFormState } from './auth-form-state';

const run = (state: AuthFormState, ...actions: AuthFormAction[]) => actions.reduce(authFormReducer, state);
const type = (field: 'name' | 'email' | 'password' | 'confirmPassword', value: string): AuthFormAction => ({ type: 'change', field, value });
const blur = (field: 'name' | 'email' | 'password' | 'confirmPassword'): AuthFormAction => ({ type: 'blur', field });

describe('the /app form', () => {
  it('shows nothing before a field is left', () => {
    const state = run(initialAuthFormState('signup'), type('email', 'nope'));
    expect(state.errors).toEqual({});
    expect(hasErrors(state)).toBe(false);
  });

  it('checks a field when it is left, with the spec message', () => {
    const state = run(initialAuthFormState('signup'), type('email', 'nope'), blur('email'));
    expect(state.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(hasErrors(state)).toBe(true);
  });

  it('follows the typing once a field was left, so a fixed field loses its message', () => {
    const state = run(initialAuthFormState('signup'), type('email', 'nope'), blur('email'), type('email', 'ada@example.com'));
    expect(state.errors).toEqual({});
  });

  it('on submit checks every field of sign up', () => {
    const state = run(initialAuthFormState('signup'), { type: 'submit' });
    expect(state.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('on submit checks only email and password in sign in', () => {
    const state = run(initialAuthFormState('signin'), { type: 'submit' });
    expect(state.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('applies the password rules in sign in too', () => {
    const state = run(initialAuthFormState('signin'), type('password', 'short'), blur('password'));
    expect(state.errors).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('re-checks the confirmation when the password changes', () => {
    let state = run(initialAuthFormState('signup'), type('password', 'Secret123'), type('confirmPassword', 'Secret123'), blur('confirmPassword'));
    expect(state.errors).toEqual({});
    state = run(state, type('password', 'Secret1234'));
    expect(state.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it("calls a valid sign-up password strong, never in sign in", () => {
    expect(isStrongPassword(run(initialAuthFormState('signup'), type('password', 'Secret123')))).toBe(true);
    expect(isStrongPassword(run(initialAuthFormState('signup'), type('password', 'secret123')))).toBe(false);
    expect(isStrongPassword(run(initialAuthFormState('signup')))).toBe(false);
    expect(isStrongPassword(run(initialAuthFormState('signin'), type('password', 'Secret123')))).toBe(false);
  });

  it('switching mode clears errors, touched flags and passwords, and the name when going to sign in', () => {
    const filled = run(
      initialAuthFormState('signup'),
      type('name', 'Ada'),
      type('email', 'ada@example.com'),
      type('password', 'x'),
      type('confirmPassword', 'y'),
      { type: 'submit' },
    );
    const signIn = run(filled, { type: 'switchMode', mode: 'signin' });
    expect(signIn).toEqual({ mode: 'signin', values: { name: '', email: 'ada@example.com', password: '', confirmPassword: '' }, errors: {}, touched: {} });
    const backToSignUp = run(run(signIn, type('password', 'z'), blur('password')), { type: 'switchMode', mode: 'signup' });
    expect(backToSignUp).toEqual({ mode: 'signup', values: { name: '', email: 'ada@example.com', password: '', confirmPassword: '' }, errors: {}, touched: {} });
  });

  it('switching to the current mode changes nothing', () => {
    const state = run(initialAuthFormState('signup'), type('name', 'Ada'));
    expect(run(state, { type: 'switchMode', mode: 'signup' })).toBe(state);
  });

  it('builds the payloads: trimmed name and email, password as typed, /app sessions remembered', () => {
    const state = run(initialAuthFormState('signup'), type('name', ' Ada '), type('email', ' ada@example.com '), type('password', ' Secret123'), type('confirmPassword', ' Secret123'));
    expect(isValid(state)).toBe(true);
    expect(signUpRequestOf(state)).toEqual({ name: 'Ada', email: 'ada@example.com', password: ' Secret123' });
    expect(logInRequestOf(state)).toEqual({ email: 'ada@example.com', password: ' Secret123', rememberMe: true });
  });
});
