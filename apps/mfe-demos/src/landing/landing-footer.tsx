import { Anchor, Badge, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Brand } from './landing-header';
import * as grids from './landing-grids.module.css';

/** A footer entry: a page of the platform, a section of this page, or something not there yet. */
type FooterLink = { label: string; to: string } | { label: string; href: string } | { label: string; comingSoon: true };

const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Agentic AI Demo', to: '/agentic' },
      { label: 'Launch App', to: '/app' },
      { label: 'Journey Demo', to: '/demo' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', href: '#how-it-works' },
      { label: 'API', comingSoon: true },
      { label: 'Support', comingSoon: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '#agents' },
      { label: 'Blog', comingSoon: true },
      { label: 'Careers', comingSoon: true },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
  },
];

function FooterEntry({ link }: { link: FooterLink }) {
  if ('to' in link) {
    return (
      <Anchor component={Link} to={link.to} c="gray.4" size="sm">
        {link.label}
      </Anchor>
    );
  }
  if ('href' in link) {
    return (
      <Anchor href={link.href} c="gray.4" size="sm">
        {link.label}
      </Anchor>
    );
  }
  return (
    <Group gap={6}>
      <Text size="sm" c="gray.5">
        {link.label}
      </Text>
      <Badge size="xs" variant="outline" color="gray.5" tt="none">
        coming soon
      </Badge>
    </Group>
  );
}

export function LandingFooter() {
  return (
    <Box component="footer" className={grids.belowTheFold} bg="dark.8" c="gray.3">
      <Container size="lg" py={48}>
        <div className={grids.footer}>
          <Stack gap="sm">
            <Brand inverted />
            <Text size="sm" c="gray.5">
              AI agents that turn a startup idea into a business plan, a pitch deck and a financial model.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="xs" component="nav" aria-label={column.title}>
              <Text fw={700} c="white" size="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <FooterEntry key={link.label} link={link} />
              ))}
            </Stack>
          ))}
        </div>
        <Text size="xs" c="gray.6" mt={40}>
          Figures in the demos are simulated sample figures, not real data.
        </Text>
      </Container>
    </Box>
  );
}
