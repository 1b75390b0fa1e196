import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@founder/api-client';
import { ACCOUNT_LIMITS, AUTH_PATHS, type PasswordChangeRequest } from '@founder/contracts';
import { showToast } from '@founder/ui';
import { PasswordField } from '../auth/password-field';
import { PASSWORD_CHANGED_TOAST, passwordChangeFailedToast, passwordChangeProblem } from './password-change';

const EMPTY: PasswordChangeRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * POST /api/auth/change-password. The service ends every other session and hands this browser a
 * new one, so the page stays signed in.
 */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const change = useMutation({
    mutationFn: (request: PasswordChangeRequest) => apiRequest('POST', AUTH_PATHS.changePassword, request),
    onSuccess: () => {
      showToast(PASSWORD_CHANGED_TOAST);
      setValues(EMPTY);
    },
    onError: (error) => showToast(passwordChangeFailedToast(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const problem = passwordChangeProblem(values);
    if (problem) {
      showToast(problem);
      return;
    }
    change.mutate(values);
  };
  const edit = (field: keyof PasswordChangeRequest) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  return (
    <form onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <PasswordField label="Current Password" autoComplete="current-password" maxLength={ACCOUNT_LIMITS.password} value={values.currentPassword} onChange={edit('currentPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" maxLength={ACCOUNT_LIMITS.password} value={values.newPassword} onChange={edit('newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" maxLength={ACCOUNT_LIMITS.password} value={values.confirmPassword} onChange={edit('confirmPassword')} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
