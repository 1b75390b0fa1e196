import { Avatar, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COMPANY_ROLE_LABELS, platformPercent, type Company } from '@founder/contracts';
import { ROLE_COLORS } from '../rules/role-colors';

/**
 * Header (spec section 2): the step title, the company with the founder's role in it, the percent
 * complete, and Try Demo to /dashboard. A founder in several companies switches between them here.
 */
export function PlatformHeader({ company, companies, onChoose, title }: { company: Company; companies: readonly Company[]; onChoose: (id: number) => void; title: string }) {
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
            <span data-testid="platform-percent">{platformPercent(company.workflowProgress.modules)}% complete</span>{' '}
            <Badge size="sm" color={ROLE_COLORS[company.role]} data-testid="company-role">
              {COMPANY_ROLE_LABELS[company.role]}
            </Badge>
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        {companies.length > 1 ? (
          <Select
            aria-label="Company"
            w={260}
            allowDeselect={false}
            data={companies.map((other) => ({ value: String(other.id), label: `${other.companyName} (${COMPANY_ROLE_LABELS[other.role]})` }))}
            value={String(company.id)}
            onChange={(id) => id && onChoose(Number(id))}
          />
        ) : null}
        <Button component={Link} to="/dashboard" variant="light">
          Try Demo
        </Button>
      </Group>
    </Group>
  );
}
