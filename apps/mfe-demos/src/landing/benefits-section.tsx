import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LANDING_BENEFITS } from '@founder/demo-engine';
import { SectionHeading } from './section-heading';
import { Icon } from '@founder/ui';
import * as grids from './landing-grids.module.css';

export function BenefitsSection() {
  return (
    <Container component="section" className={grids.belowTheFold} id="benefits" aria-labelledby="benefits-title" size="lg" py={{ base: 48, md: 80 }} style={{ scrollMarginTop: 72 }}>
      <Stack gap="xl">
        <SectionHeading id="benefits-title" eyebrow="Why founders use it" title="Investor-grade work, without the weeks">
          The agents do the research, the modelling and the writing, so you can spend your time on customers.
        </SectionHeading>
        <div className={grids.benefits}>
          {LANDING_BENEFITS.map((benefit) => (
            <Paper key={benefit.title} withBorder radius="md" p="xl">
              <Stack gap="sm">
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon name={benefit.icon} size={26} />
                </ThemeIcon>
                <Title order={3} fz={28}>
                  {benefit.title}
                </Title>
                <Text c="dark.4">{benefit.description}</Text>
              </Stack>
            </Paper>
          ))}
        </div>
      </Stack>
    </Container>
  );
}
