import { COMMUNITY_LIMITS, type CreateEventRequest, type EventCategory, type EventType } from '@founder/contracts';
import { isHttpUrl, optionalText, splitList } from './form-values';

/** What the create-event form holds: text as typed; dates as a datetime-local input gives them. */
export interface EventFormValues {
  title: string;
  description: string;
  type: EventType;
  category: EventCategory;
  startDate: string;
  endDate: string;
  location: string;
  isVirtual: boolean;
  virtualLink: string;
  maxAttendees: string;
  price: string;
  tags: string;
  benefits: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: '',
  description: '',
  type: 'startup',
  category: 'workshop',
  startDate: '',
  endDate: '',
  location: '',
  isVirtual: false,
  virtualLink: '',
  maxAttendees: '',
  price: '0.00',
  tags: '',
  benefits: '',
};

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

/** The same bounds the service enforces, checked before sending so each field says what is wrong. */
export function eventFormErrors(values: EventFormValues, now: Date): EventFormErrors {
  const errors: EventFormErrors = {};
  const title = values.title.trim();
  if (title.length < 3) errors.title = 'Title must be at least 3 characters';
  else if (title.length > COMMUNITY_LIMITS.title) errors.title = `Title must be at most ${COMMUNITY_LIMITS.title} characters`;
  const start = Date.parse(values.startDate);
  if (!values.startDate || Number.isNaN(start)) errors.startDate = 'Start date is required';
  else if (start <= now.getTime()) errors.startDate = 'Start date must be in the future';
  if (values.endDate && !Number.isNaN(start) && Date.parse(values.endDate) < start) errors.endDate = 'End date must not be before the start';
  if (values.isVirtual && values.virtualLink.trim() && !isHttpUrl(values.virtualLink.trim())) errors.virtualLink = 'Enter an http(s) link';
  if (!values.isVirtual && !values.location.trim()) errors.location = 'Location is required for an in-person event';
  if (values.maxAttendees.trim()) {
    const seats = Number(values.maxAttendees);
    if (!Number.isInteger(seats) || seats < 1 || seats > COMMUNITY_LIMITS.maxAttendees) errors.maxAttendees = `Seats must be a whole number from 1 to ${COMMUNITY_LIMITS.maxAttendees}`;
  }
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(values.price.trim())) errors.price = 'Price must be an amount such as 0.00 or 25.00';
  if (splitList(values.tags).length > COMMUNITY_LIMITS.tags) errors.tags = `At most ${COMMUNITY_LIMITS.tags} tags`;
  if (splitList(values.benefits).length > COMMUNITY_LIMITS.benefits) errors.benefits = `At most ${COMMUNITY_LIMITS.benefits} benefits`;
  return errors;
}

export function toCreateEventRequest(values: EventFormValues): CreateEventRequest {
  return {
    title: values.title.trim(),
    description: optionalText(values.description),
    type: values.type,
    category: values.category,
    startDate: new Date(values.startDate).toISOString(),
    endDate: values.endDate ? new Date(values.endDate).toISOString() : undefined,
    location: optionalText(values.location),
    isVirtual: values.isVirtual,
    virtualLink: values.isVirtual ? optionalText(values.virtualLink) : undefined,
    maxAttendees: values.maxAttendees.trim() ? Number(values.maxAttendees) : undefined,
    price: Number(values.price.trim()).toFixed(2),
    tags: splitList(values.tags),
    benefits: splitList(values.benefits),
  };
}
