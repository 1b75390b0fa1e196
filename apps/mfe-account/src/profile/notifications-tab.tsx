import { Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '@founder/api-client';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, NOTIFICATION_PATHS, type NotificationSettings, type SiteSignUpMode } from '@founder/contracts';
import { showToast } from '@founder/ui';

const SETTINGS_KEY = ['notification-settings'];

/** Which emails the founder gets: a switch per kind, and whether site sign-ups come at once or daily. Each change is saved at once. */
export function NotificationsTab() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => apiRequest<NotificationSettings>('GET', NOTIFICATION_PATHS.settings) });
  const save = useMutation({
    mutationFn: (next: NotificationSettings) => apiRequest<NotificationSettings>('PUT', NOTIFICATION_PATHS.settings, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      showToast({ title: 'Notifications updated', description: 'Your email notification settings have been saved.' });
    },
    onError: (error) => showToast({ title: 'Update failed', description: serverMessage(error) ?? 'Failed to update notifications', variant: 'destructive' }),
  });

  if (settings.isPending) return <Text>Loading notification settings...</Text>;
  if (settings.isError) return <Text c="red">{serverMessage(settings.error) ?? 'Your notification settings could not be loaded.'}</Text>;
  const current = settings.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3}>Email notifications</Title>
        <Text c="dimmed">Choose what we email you about. Every email also has a link that turns its kind off.</Text>
      </Stack>
      <Stack gap="sm">
        {NOTIFICATION_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={NOTIFICATION_KIND_LABELS[kind]}
            checked={current.enabled[kind]}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ ...current, enabled: { ...current.enabled, [kind]: event.currentTarget.checked } })}
          />
        ))}
      </Stack>
      <Radio.Group
        label="Sign-ups on your published site"
        description="Each one as it happens, or one email a day with all of them."
        value={current.siteSignUpMode}
        onChange={(mode) => save.mutate({ ...current, siteSignUpMode: mode as SiteSignUpMode })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="immediately" label="Immediately" disabled={save.isPending || !current.enabled.siteSignUp} />
          <Radio value="daily" label="Daily digest" disabled={save.isPending || !current.enabled.siteSignUp} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
