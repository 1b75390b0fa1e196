// Its own entry point (@founder/server-kit/tracing): a main.ts imports it first, before anything
// loads the modules tracing patches, and the gateway uses it without the rest of server-kit.
export { startTracing } from './start-tracing';
export { activeTraceId, TRACE_ID_HEADER, withTraceId } from './active-trace';
