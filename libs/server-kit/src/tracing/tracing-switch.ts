type Environment = Record<string, string | undefined>;

/** Probes and scrapes: answered every few seconds, they would drown the traces of real requests. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|\?|$)/;

function isSet(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}

/**
 * Whether this process traces, from the standard OTEL_* variables alone: only when asked for an
 * exporter (OTEL_TRACES_EXPORTER other than `none`) or given an OTLP endpoint, and never with
 * OTEL_SDK_DISABLED=true. With nothing set the SDK is not even loaded.
 */
export function tracingRequested(env: Environment): boolean {
  if (env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true') return false;
  const exporters = env['OTEL_TRACES_EXPORTER'];
  if (isSet(exporters)) return exporters!.split(',').some((name) => !['', 'none'].includes(name.trim()));
  return isSet(env['OTEL_EXPORTER_OTLP_ENDPOINT']) || isSet(env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
}

/** The name to give the SDK: none when the operator named the service (OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES), which then wins. */
export function defaultServiceName(env: Environment, name: string): string | undefined {
  if (isSet(env['OTEL_SERVICE_NAME'])) return undefined;
  const attributes = env['OTEL_RESOURCE_ATTRIBUTES'] ?? '';
  return attributes.split(',').some((pair) => pair.split('=')[0]!.trim() === 'service.name') ? undefined : name;
}

/** Requests that start no trace: health probes and metrics scrapes. */
export function isUntracedPath(url: string | undefined): boolean {
  return UNTRACED_PATHS.test(url ?? '');
}
