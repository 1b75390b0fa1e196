import type { RemoteName } from '@founder/contracts';
import type { ReactNode } from 'react';

interface RemoteAttributionProps {
  remote: RemoteName;
  /** The build version of the remote (REMOTE_VERSION), so stable and canary builds can be told apart. */
  version: string;
  children: ReactNode;
}

/** Wraps a remote's page: data-remote names the remote that rendered the route, data-remote-version its build. */
export function RemoteAttribution({ remote, version, children }: RemoteAttributionProps) {
  return (
    <div data-remote={remote} data-remote-version={version}>
      {children}
    </div>
  );
}
