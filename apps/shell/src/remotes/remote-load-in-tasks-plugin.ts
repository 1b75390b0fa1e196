import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../start-up/yield-to-browser';

/**
 * Loads a remote in several tasks instead of one: after its entry script has run, the runtime
 * set up its container, resolved its shared modules and ran its exposed module in the same task
 * (60-110 ms on a phone, blocking input after the first paint). The runtime awaits these hooks,
 * so each step starts in a task of its own.
 */
export function remoteLoadInTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'founder-remote-load-in-tasks',
    beforeInitRemote: () => yieldToBrowser(),
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
