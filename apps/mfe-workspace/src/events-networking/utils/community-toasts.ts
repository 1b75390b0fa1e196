import { serverMessage } from '@founder/api-client';
import type { Toast } from '@founder/ui';

/** Spec section 8. */
export const REGISTERED_TOAST: Toast = { title: 'Registration successful!', description: "You've been registered for this event." };

export function registrationFailedToast(error: unknown): Toast {
  return { title: 'Registration failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}

export const CONNECTION_SENT_TOAST: Toast = { title: 'Connection request sent!', description: 'Your request has been sent successfully.' };

export function connectionFailedToast(error: unknown): Toast {
  return { title: 'Connection failed', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' };
}

/** Ours (the spec shows no call for these). */
export const REGISTRATION_CANCELLED_TOAST: Toast = { title: 'Registration cancelled', description: 'Your seat is free for another founder.' };
export const CONNECTION_ACCEPTED_TOAST: Toast = { title: 'Connection accepted', description: 'You are now connected.' };
export const CONNECTION_DECLINED_TOAST: Toast = { title: 'Request declined' };
export const CONNECTION_WITHDRAWN_TOAST: Toast = { title: 'Request withdrawn' };
export const PROFILE_SAVED_TOAST: Toast = { title: 'Networking profile saved', description: 'Other founders can now find you.' };
export const EVENT_CREATED_TOAST: Toast = { title: 'Event created', description: 'Founders can now register for it.' };
