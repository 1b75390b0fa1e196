import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { COMPANY_THEME_LABELS, PLATFORM_ROUTES, roleMay, type Company } from '@founder/contracts';

/** The company as onboarding recorded it, with the way to change it for those who may (the owner and editors). */
export function CompanyFacts({ company }: { company: Company }) {
  const facts: Array<[string, string]> = [
    ['Company Name', company.companyName],
    ['Industry', company.industry],
    ['Stage', company.stage],
    ['Team Size', company.teamSize],
    ['Location', company.location],
    ['Theme', COMPANY_THEME_LABELS[company.theme]],
  ];
  return (
    <Stack gap="sm">
      <Text size="sm">{company.description}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={500}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {roleMay(company.role, 'edit') ? (
        <Anchor component={Link} to={PLATFORM_ROUTES.settings} size="sm">
          Change these in Settings
        </Anchor>
      ) : null}
    </Stack>
  );
}
