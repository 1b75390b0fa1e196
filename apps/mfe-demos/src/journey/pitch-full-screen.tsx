import { Badge, Button, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PitchDeckContent } from '@founder/demo-engine';
import { Icon } from '../shared/icon';

interface PitchFullScreenProps {
  content: PitchDeckContent;
  opened: boolean;
  reducedMotion: boolean;
  onClose: () => void;
}

/** The pitch deck's full-screen view. The demo has no slide player: its start button only says so. */
export function PitchFullScreen({ content, opened, reducedMotion, onClose }: PitchFullScreenProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={<Text fw={600}>Full-Screen Presentation</Text>}
      closeButtonProps={{ 'aria-label': 'Exit full-screen presentation' }}
      transitionProps={{ duration: reducedMotion ? 0 : 200 }}
      styles={{
        content: { background: 'linear-gradient(135deg, var(--mantine-color-dark-8) 0%, var(--mantine-color-indigo-9) 100%)', color: 'white' },
        header: { background: 'transparent', color: 'white' },
      }}
    >
      <Stack align="center" justify="center" gap="lg" mih="80vh" ta="center" px="md">
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
    </Modal>
  );
}
