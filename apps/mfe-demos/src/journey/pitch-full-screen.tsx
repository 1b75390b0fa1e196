import { Badge, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { memo } from 'react';
import type { PitchDeckContent } from '@founder/demo-engine';
import { DemoDialog } from '../shared/demo-dialog';
import { Icon } from '@founder/ui';

const SURFACE = { background: 'linear-gradient(135deg, var(--mantine-color-dark-8) 0%, var(--mantine-color-indigo-9) 100%)', color: 'white' };

/** The pitch deck's full-screen view. The demo has no slide player: its start button only says so. */
export const PitchFullScreen = memo(function PitchFullScreen({ content, opened, onClose }: { content: PitchDeckContent; opened: boolean; onClose: () => void }) {
  return (
    <DemoDialog opened={opened} onClose={onClose} fullScreen surface={SURFACE} title="Full-Screen Presentation" closeLabel="Exit full-screen presentation">
      <Stack align="center" justify="center" gap="lg" mih="75dvh" ta="center" px="md">
        <ThemeIcon size={64} radius="lg" variant="gradient" gradient={{ from: 'indigo.5', to: 'violet.5', deg: 135 }}>
          <Icon name="presentation" size={34} />
        </ThemeIcon>
        <Title order={2} c="white" fz={{ base: 32, md: 48 }}>
          {content.deckTitle}
        </Title>
        <Text size="xl" c="gray.3">
          {content.deckTagline}
        </Text>
        <Group justify="center" gap="xs">
          {content.deckBadges.map((badge) => (
            <Badge key={badge} size="lg" variant="light" color="indigo.2" tt="none">
              {badge}
            </Badge>
          ))}
        </Group>
        <Button size="lg" variant="white" leftSection={<Icon name="play" size={18} />} onClick={() => window.alert(content.presentationAlert)}>
          Start Presentation
        </Button>
      </Stack>
    </DemoDialog>
  );
});
