import type { CursorPageQuery } from './cursor-page';
/**
 * Events, registrations, networking profiles and connections (spec sections 3, 4 and 7): every
 * path and payload of the community service, used by mfe-workspace, the e2e tests and the service.
 */

export const EVENT_TYPES = ['startup', 'tech', 'networking', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_CATEGORIES = ['workshop', 'pitch_competition', 'networking', 'conference'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** 'upcoming' is the spec's default; an organizer may cancel. A past event is one whose startDate has gone by. */
export const EVENT_STATUSES = ['upcoming', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const REGISTRATION_STATUSES = ['registered', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const LOOKING_FOR_OPTIONS = ['mentor', 'cofounder', 'advisor', 'customer'] as const;
export type LookingFor = (typeof LOOKING_FOR_OPTIONS)[number];

/** The spec names no list for a networking profile's stage: the startup profile's stages (section 9). */
export const NETWORKING_STAGES = ['Idea', 'Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'IPO Ready'] as const;
export type NetworkingStage = (typeof NETWORKING_STAGES)[number];

export const CONTACT_METHODS = ['platform', 'email', 'linkedin'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Stored statuses: pending, then accepted. A declined or withdrawn request is deleted, so it can be asked again. */
export const CONNECTION_STATUSES = ['pending', 'accepted'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
/** What the receiver answers with PATCH. */
export const CONNECTION_ANSWERS = ['accepted', 'declined'] as const;
export type ConnectionAnswer = (typeof CONNECTION_ANSWERS)[number];

/** The fixed greeting the Connect button sends (spec section 7: "The message is a fixed greeting"). */
export const CONNECTION_GREETING = "Hi! I'd like to connect with you on the founder platform.";

/** Lists: pageSize defaults to DEFAULT, and a larger request gets MAX (issue 16 rule). */
export const COMMUNITY_PAGE_SIZE = { default: 20, max: 50 } as const;

/** Bounds held by the DTOs and the database alike. */
export const COMMUNITY_LIMITS = {
  title: 200,
  description: 5000,
  location: 200,
  url: 2048,
  organizerName: 100,
  price: 20,
  maxAttendees: 100_000,
  tag: 40,
  tags: 10,
  benefit: 200,
  benefits: 10,
  requirements: 2000,
  search: 100,
  bio: 2000,
  listItem: 60,
  listItems: 20,
  timezone: 64,
  notes: 500,
  message: 500,
} as const;


export interface EventSpeaker {
  name: string;
  title?: string;
}

export interface EventAgendaItem {
  time: string;
  title: string;
}

/** An event (spec section 3, events; the "as displayed" fields plus the rest of the entity). */
export interface CommunityEvent {
  id: number;
  title: string;
  description: string | null;
  type: EventType;
  category: EventCategory;
  startDate: string;
  endDate: string | null;
  location: string | null;
  isVirtual: boolean;
  virtualLink: string | null;
  organizerId: number | null;
  organizerName: string | null;
  organizerEmail: string | null;
  maxAttendees: number | null;
  currentAttendees: number;
  /** Text, '0.00' by default (the card shows 'Free'). */
  price: string;
  registrationUrl: string | null;
  tags: string[];
  imageUrl: string | null;
  requirements: string | null;
  agenda: EventAgendaItem[];
  speakers: EventSpeaker[];
  benefits: string[];
  status: EventStatus;
  createdAt: string;
  updatedAt: string;
}

export interface EventListQuery extends CursorPageQuery {
  type?: EventType;
  category?: EventCategory;
  location?: string;
  /** Matches title and description, any case (spec section 5). */
  search?: string;
}

/** POST /api/events. The organizer is the caller; organizerName defaults to the caller's name. */
export interface CreateEventRequest {
  title: string;
  description?: string;
  type: EventType;
  category: EventCategory;
  startDate: string;
  endDate?: string;
  location?: string;
  isVirtual?: boolean;
  virtualLink?: string;
  organizerName?: string;
  maxAttendees?: number;
  price?: string;
  registrationUrl?: string;
  tags?: string[];
  imageUrl?: string;
  requirements?: string;
  benefits?: string[];
}

/** PATCH /api/events/{id}: any field of the create request, or status 'cancelled' to cancel. */
export type UpdateEventRequest = Partial<CreateEventRequest> & { status?: EventStatus };

export interface EventRegistration {
  id: number;
  eventId: number;
  userId: number;
  registrationDate: string;
  status: RegistrationStatus;
  notes: string | null;
  createdAt: string;
}

/** GET /api/events/registrations: the caller's active registrations, each with its event. */
export interface MyRegistration extends EventRegistration {
  event: CommunityEvent;
}

/** The person behind a profile or a connection; email only for the caller's accepted connections. */
export interface UserSummary {
  id: number;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

export interface NetworkingProfileFields {
  bio: string | null;
  interests: string[];
  skills: string[];
  industries: string[];
  lookingFor: LookingFor[];
  stage: NetworkingStage | null;
  availableForMentoring: boolean;
  seekingMentorship: boolean;
  openToCollaboration: boolean;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
  websiteUrl: string | null;
  location: string | null;
  timezone: string | null;
  preferredContactMethod: ContactMethod;
  visibility: ProfileVisibility;
}

export interface NetworkingProfile extends NetworkingProfileFields {
  id: number;
  userId: number;
  user: UserSummary;
  createdAt: string;
  updatedAt: string;
}

/** PUT /api/networking/profile: creates or replaces the caller's profile (omitted fields take their defaults). */
export type NetworkingProfileRequest = Partial<NetworkingProfileFields>;

export interface ProfileListQuery extends CursorPageQuery {
  stage?: NetworkingStage;
  /** Comma-joined; a profile matches when it has any of them. */
  industries?: string;
  /** Comma-joined; a profile matches when it looks for any of them. */
  lookingFor?: string;
  /** Matches name, bio and skills, any case (spec section 5). */
  search?: string;
  /** Only mentors (the hub's mentors tab). */
  mentors?: boolean;
}

export interface ConnectionRequest {
  receiverId: number;
  message?: string;
}

export interface ConnectionAnswerRequest {
  status: ConnectionAnswer;
}

/** A connection as the caller sees it (spec section 3 "as displayed"). */
export interface Connection {
  id: number;
  status: ConnectionStatus;
  /** 'sent' when the caller asked, 'received' when the caller was asked. */
  direction: 'sent' | 'received';
  /** The other person. */
  user: UserSummary;
  message: string | null;
  /** When it was accepted; null while pending. */
  connectionDate: string | null;
  createdAt: string;
}

/** PATCH answer for a declined request: it is gone. */
export interface DeclinedConnection {
  id: number;
  status: 'declined';
}

/** GET /api/networking/hub: the hub's figures, counted in the database. */
export interface NetworkingHubStats {
  members: number;
  upcomingEvents: number;
  mentorsAvailable: number;
  /** Accepted connections of the caller; 0 when signed out. */
  myConnections: number;
}

type Query = Record<string, string | number | boolean | undefined>;

/** `?a=1&b=x` for the defined values of a query, or ''. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const COMMUNITY_PATHS = {
  events: (query?: EventListQuery) => `/api/events${queryString(query as Query)}`,
  event: (id: number) => `/api/events/${id}`,
  eventRegistration: (id: number) => `/api/events/${id}/register`,
  myRegistrations: (query?: CursorPageQuery) => `/api/events/registrations${queryString(query as Query)}`,
  networkingProfile: '/api/networking/profile',
  networkingProfiles: (query?: ProfileListQuery) => `/api/networking/profiles${queryString(query as Query)}`,
  connections: (query?: CursorPageQuery) => `/api/networking/connections${queryString(query as Query)}`,
  connection: (id: number) => `/api/networking/connections/${id}`,
  hub: '/api/networking/hub',
} as const;

/** Every GET path of events (lists, one event, registrations) and of networking starts with one of these. */
export const COMMUNITY_PATH_PREFIXES = { events: '/api/events', networking: '/api/networking/' } as const;

/** Frontend routes of the events & networking area (mfe-workspace). */
export const COMMUNITY_ROUTES = {
  root: '/events-networking',
  hub: '/events-networking/hub',
  event: (id: number) => `/events-networking/events/${id}`,
} as const;

/** Auth's internal user lookup (service to service, outside /api: the gateway never proxies it). */
export const INTERNAL_USERS_PATH = '/internal/users';
/** Most ids one lookup accepts. */
export const INTERNAL_USERS_MAX_IDS = 100;
