import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { platformPercent, type Company } from '@founder/contracts';

/** Header (spec section 2): the step title, the company, the percent complete, and Try Demo to /dashboard. */
export function PlatformHeader({ company, title }: { company: Company; title: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" pb="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="sm" wrap="nowrap">
        {company.logoUrl ? <Avatar src={company.logoUrl} alt={`${company.companyName} logo`} radius="sm" /> : null}
        <Stack gap={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <span data-testid="company-name">{company.companyName}</span> ·{' '}
            <span data-testid="platform-percent">{platformPercent(company.workflowProgress.modules)}% complete</span>
          </Text>
        </Stack>
      </Group>
      <Button component={Link} to="/dashboard" variant="light">
        Try Demo
      </Button>
    </Group>
  );
}
