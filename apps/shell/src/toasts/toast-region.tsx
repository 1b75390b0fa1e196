import { useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import './toast-region.css';

type NotificationsComponent = typeof import('@mantine/notifications').Notifications;

/**
 * The one toast region (at most one toast visible, spec section 8). <Notifications /> with its
 * transitions is about 10 KB gzipped that most page loads never use, so it is fetched when the
 * shared store first holds a toast. Loaded by hand rather than with React.lazy: Suspense holds a
 * revealed fallback back on a timer, which a paused clock (the demos' tests) never lets pass.
 * It never takes a click meant for the page: top centre, under the header, and pointer events pass
 * through it but for the close button (toast-region.css).
 */
export function ToastRegion() {
  const { notifications } = useNotifications();
  const [Region, setRegion] = useState<NotificationsComponent | null>(null);
  const needed = notifications.length > 0;

  useEffect(() => {
    if (!needed || Region) return;
    let live = true;
    void import('@mantine/notifications').then((module) => {
      if (live) setRegion(() => module.Notifications);
    });
    return () => {
      live = false;
    };
  }, [needed, Region]);

  return Region ? <Region limit={1} position="top-center" className="founder-toast-region" /> : null;
}
