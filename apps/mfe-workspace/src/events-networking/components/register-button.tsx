import { Badge, Button, Group } from '@mantine/core';
import { SIGN_IN_PAGE_PATH, type CommunityEvent } from '@founder/contracts';
import { useNavigate } from 'react-router-dom';
import { useCancelRegistration, useRegister } from '../hooks/use-events';
import { closedReason } from '../utils/event-display';

interface RegisterButtonProps {
  event: CommunityEvent;
  registered: boolean;
  signedIn: boolean;
}

/** Register (disabled while pending), or 'Registered' with a way to cancel; a visitor is sent to sign in. */
export function RegisterButton({ event, registered, signedIn }: RegisterButtonProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const cancel = useCancelRegistration();

  if (registered) {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light" size="lg">
          Registered
        </Badge>
        <Button variant="subtle" color="red" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate(event.id)}>
          Cancel registration
        </Button>
      </Group>
    );
  }
  const closed = closedReason(event, new Date());
  if (closed) {
    return (
      <Button disabled variant="light">
        {closed}
      </Button>
    );
  }
  return (
    <Button
      disabled={register.isPending}
      onClick={() => (signedIn ? register.mutate(event.id) : navigate(SIGN_IN_PAGE_PATH))}
      aria-label={`Register for ${event.title}`}
    >
      {register.isPending ? 'Registering...' : 'Register'}
    </Button>
  );
}
