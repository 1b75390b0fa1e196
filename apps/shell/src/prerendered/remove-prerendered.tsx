import { useLayoutEffect } from 'react';
import { PRERENDERED_ELEMENT_ID } from '@founder/contracts';

/**
 * Removes the prerendered first screen the gateway may have sent (#prerendered, inert, shown while
 * #root is hidden) once the real page has committed: rendered beside a page, its layout effect runs
 * in the same commit, before the browser paints, so the page replaces the snapshot in one frame.
 */
export function RemovePrerendered() {
  useLayoutEffect(() => {
    document.getElementById(PRERENDERED_ELEMENT_ID)?.remove();
  }, []);
  return null;
}
