import type { IconName } from '@founder/ui';
import { SECTION_PATHS } from '../dashboard-paths';

export type SectionId = keyof typeof SECTION_PATHS;
export type SectionCategory = 'core' | 'advanced' | 'tools';

export interface DashboardSection {
  id: SectionId;
  name: string;
  tasks: number;
  category: SectionCategory;
  icon: IconName;
  /** One line under the name. */
  summary: string;
}

/** The eleven sections of spec section 2 (name, task count, category), in its order. */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  { id: 'profile', name: 'Profile', tasks: 3, category: 'core', icon: 'users', summary: 'Teach the AI about your business idea.' },
  { id: 'business-strategy', name: 'Business Strategy', tasks: 8, category: 'core', icon: 'target', summary: 'Positioning, model and strategic plan.' },
  { id: 'marketing', name: 'Marketing', tasks: 6, category: 'core', icon: 'trendUp', summary: 'Channels, campaigns and growth.' },
  { id: 'legal', name: 'Legal', tasks: 8, category: 'core', icon: 'shield', summary: 'Incorporation, contracts and compliance.' },
  { id: 'roadmap', name: 'Roadmap', tasks: 8, category: 'core', icon: 'route', summary: 'Product milestones and releases.' },
  { id: 'pitch-deck', name: 'Pitch Deck', tasks: 7, category: 'core', icon: 'presentation', summary: 'Your 10-slide investor presentation.' },
  { id: 'document', name: 'Document', tasks: 5, category: 'advanced', icon: 'document', summary: 'Your data room of company documents.' },
  { id: 'funding', name: 'Funding', tasks: 5, category: 'advanced', icon: 'coins', summary: 'Investors matched to your startup.' },
  { id: 'events', name: 'Events', tasks: 9, category: 'tools', icon: 'clock', summary: 'Events and networking for founders.' },
  { id: 'partners', name: 'Partners', tasks: 6, category: 'tools', icon: 'link', summary: 'Team members, advisors and partners.' },
  { id: 'mvp-builder', name: 'Build your MVP', tasks: 3, category: 'tools', icon: 'cpu', summary: 'Generate a first version of your product.' },
];

export const CATEGORY_LABELS: Record<SectionCategory, string> = { core: 'Core', advanced: 'Advanced', tools: 'Tools' };
