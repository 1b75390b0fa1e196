import type { IdeaShareLink } from '@founder/contracts';

/** How a live link reads in the owner's list: 'Created 23 Nov 2026, 06:58 · 2 views'. */
export function shareLinkLabel(link: Pick<IdeaShareLink, 'createdAt' | 'views'>, locale?: string, timeZone?: string): string {
  const created = new Intl.DateTimeFormat(locale ?? 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(link.createdAt));
  return `Created ${created} · ${link.views} ${link.views === 1 ? 'view' : 'views'}`;
}

/** The link's name in the list and in its buttons' labels: the owner's label, else 'Link <id>'. */
export function shareLinkName(link: Pick<IdeaShareLink, 'id' | 'label'>): string {
  return link.label ?? `Link ${link.id}`;
}
