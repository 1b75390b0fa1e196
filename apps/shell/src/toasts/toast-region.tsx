import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// <Notifications /> with its transitions and styles is about 10 KB gzipped on every first load;
// most page loads never show a toast, so it is fetched when the shared store first holds one.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** The one toast region (at most one toast visible, spec section 8), mounted on the first toast. */
export function ToastRegion() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} />
    </Suspense>
  );
}
