import {
  confirmPasswordError,
  emailError,
  nameError,
  passwordError,
  type LogInRequest,
  type SignUpRequest,
} from '@founder/contracts';

/** The /app form (spec sections 4 and 5): sign up or sign in, validated on blur and on submit. */
export type AuthMode = 'signup' | 'signin';
export type AuthField = 'name' | 'email' | 'password' | 'confirmPassword';

export interface AuthFormState {
  mode: AuthMode;
  values: Record<AuthField, string>;
  /** Shown messages; a field has one only once touched (blurred, or the form submitted). */
  errors: Partial<Record<AuthField, string>>;
  touched: Partial<Record<AuthField, boolean>>;
}

export type AuthFormAction =
  | { type: 'change'; field: AuthField; value: string }
  | { type: 'blur'; field: AuthField }
  | { type: 'submit' }
  | { type: 'switchMode'; mode: AuthMode };

const FIELDS: Record<AuthMode, AuthField[]> = {
  signup: ['name', 'email', 'password', 'confirmPassword'],
  signin: ['email', 'password'],
};

export function fieldsOf(mode: AuthMode): AuthField[] {
  return FIELDS[mode];
}

export function initialAuthFormState(mode: AuthMode): AuthFormState {
  return { mode, values: { name: '', email: '', password: '', confirmPassword: '' }, errors: {}, touched: {} };
}

function fieldError(field: AuthField, values: Record<AuthField, string>): string | null {
  switch (field) {
    case 'name':
      return nameError(values.name);
    case 'email':
      return emailError(values.email);
    case 'password':
      return passwordError(values.password);
    case 'confirmPassword':
      return confirmPasswordError(values.password, values.confirmPassword);
  }
}

function withFieldChecked(state: AuthFormState, field: AuthField): AuthFormState {
  const error = fieldError(field, state.values);
  const errors = { ...state.errors };
  if (error) errors[field] = error;
  else delete errors[field];
  return { ...state, errors };
}

export function authFormReducer(state: AuthFormState, action: AuthFormAction): AuthFormState {
  switch (action.type) {
    case 'change': {
      let next: AuthFormState = { ...state, values: { ...state.values, [action.field]: action.value } };
      // A touched field follows the typing, so its message goes as soon as it is fixed.
      if (next.touched[action.field]) next = withFieldChecked(next, action.field);
      if (action.field === 'password' && next.touched.confirmPassword && next.mode === 'signup') next = withFieldChecked(next, 'confirmPassword');
      return next;
    }
    case 'blur':
      return withFieldChecked({ ...state, touched: { ...state.touched, [action.field]: true } }, action.field);
    case 'submit':
      return fieldsOf(state.mode).reduce(
        (next, field) => withFieldChecked({ ...next, touched: { ...next.touched, [field]: true } }, field),
        state,
      );
    case 'switchMode': {
      if (action.mode === state.mode) return state;
      // Switching clears errors, touched flags and password fields, and the name when going to sign in.
      const values = { ...state.values, password: '', confirmPassword: '', name: action.mode === 'signin' ? '' : state.values.name };
      return { mode: action.mode, values, errors: {}, touched: {} };
    }
  }
}

/** Whether any message is shown: the submit button is disabled while one is. */
export function hasErrors(state: AuthFormState): boolean {
  return Object.keys(state.errors).length > 0;
}

/** Sign-up shows 'Strong password!' under a password that meets every rule. */
export function isStrongPassword(state: AuthFormState): boolean {
  return state.mode === 'signup' && state.values.password !== '' && passwordError(state.values.password) === null;
}

/** Whether every field of the mode is valid (what a submit checks). */
export function isValid(state: AuthFormState): boolean {
  return fieldsOf(state.mode).every((field) => fieldError(field, state.values) === null);
}

export function signUpRequestOf({ values }: AuthFormState): SignUpRequest {
  return { name: values.name.trim(), email: values.email.trim(), password: values.password };
}

/** /app always remembers the session (the /waitlist block has a 'Remember me' box). */
export function logInRequestOf({ values }: AuthFormState): LogInRequest {
  return { email: values.email.trim(), password: values.password, rememberMe: true };
}
