import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiRequest, serverMessage } from '@founder/api-client';
import { NOTIFICATION_PATHS, type UnsubscribeAnswer, type UnsubscribeRequest } from '@founder/contracts';
import { profileTabPath } from '../profile/profile-tabs';

/**
 * /app/unsubscribe?token=...: an email's unsubscribe link. Opening it turns that kind of email off
 * (a POST from the page: mail scanners that fetch links run no script) and says so.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: (request: UnsubscribeRequest) => apiRequest<UnsubscribeAnswer>('POST', NOTIFICATION_PATHS.unsubscribe, request) });
  const { mutate } = unsubscribe;
  useEffect(() => {
    mutate({ token });
  }, [mutate, token]);

  return (
    <Container size={480} py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={1} size="h3">
            Email notifications
          </Title>
          {unsubscribe.isSuccess ? (
            <Text>{unsubscribe.data.message}</Text>
          ) : unsubscribe.isError ? (
            <Text c="red">{serverMessage(unsubscribe.error) ?? 'This link is invalid or has expired.'}</Text>
          ) : (
            <Text>Turning these emails off...</Text>
          )}
          <Button component={Link} to={profileTabPath('notifications')} variant="default" w="fit-content">
            Manage notifications
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
