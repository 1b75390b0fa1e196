import { activeTraceId, withTraceId } from './active-trace';
import { startTracing } from './start-tracing';

describe('startTracing', () => {
  it('with no OTEL_* variable set, starts nothing and never loads the SDK', () => {
    const sdkLoaded = jest.fn(() => ({}));
    jest.doMock('@opentelemetry/sdk-node', sdkLoaded);

    expect(startTracing('ideas', { PATH: '/usr/bin', LOG_LEVEL: 'info' })).toBeUndefined();
    expect(startTracing('ideas', { OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBeUndefined();
    expect(sdkLoaded).not.toHaveBeenCalled();
    jest.dontMock('@opentelemetry/sdk-node');
  });

  it('leaves error bodies as they were when no span is active (tracing off)', () => {
    expect(activeTraceId()).toBeUndefined();
    const body = { statusCode: 404, message: 'Idea not found' };
    expect(withTraceId(body)).toBe(body);
    expect(withTraceId(body, '4bf92f3577b34da6a3ce929d0e0e4736')).toEqual({ statusCode: 404, message: 'Idea not found', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });
});
