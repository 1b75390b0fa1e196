// main.ts's first import: tracing starts (when OTEL_* asks) before anything loads the modules it patches.
import { startTracing } from '@founder/server-kit/tracing';

startTracing('ideas');
