import { defaultServiceName, isUntracedPath, tracingRequested } from './tracing-switch';

describe('tracingRequested', () => {
  it('is off with no OTEL_* variable set', () => {
    expect(tracingRequested({})).toBe(false);
  });

  it('is on when an exporter is named or an OTLP endpoint is given', () => {
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none, zipkin' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('is off when the exporter is none, even with an endpoint', () => {
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
  });

  it('is off whatever else is set when OTEL_SDK_DISABLED is true', () => {
    expect(tracingRequested({ OTEL_SDK_DISABLED: 'TRUE', OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_SDK_DISABLED: 'false', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
  });

  it('ignores blank values', () => {
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: ' ', OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
  });
});

describe('defaultServiceName', () => {
  it("is the service's own name unless the operator named it", () => {
    expect(defaultServiceName({}, 'ideas')).toBe('ideas');
    expect(defaultServiceName({ OTEL_SERVICE_NAME: 'ideas-eu' }, 'ideas')).toBeUndefined();
    expect(defaultServiceName({ OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment=prod, service.name=ideas-eu' }, 'ideas')).toBeUndefined();
    expect(defaultServiceName({ OTEL_RESOURCE_ATTRIBUTES: 'service.namespace=founder' }, 'ideas')).toBe('ideas');
  });
});

describe('isUntracedPath', () => {
  it('leaves out health probes and metrics scrapes only', () => {
    expect(['/health', '/health/live', '/health/ready', '/metrics', '/metrics?x=1'].map(isUntracedPath)).toEqual([true, true, true, true, true]);
    expect(['/api/health', '/healthy', '/api/events', undefined].map(isUntracedPath)).toEqual([false, false, false, false]);
  });
});
