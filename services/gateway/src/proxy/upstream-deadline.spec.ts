import { upstreamDeadlineMs } from './upstream-deadline';
import { isEventStream } from './event-streams';

const config = { upstreamTimeoutMs: 8000, generationTimeoutMs: 125000 };

describe('upstreamDeadlineMs', () => {
  it.each([
    ['POST', '/api/startup-ideas/7/business-plan', 125000],
    ['POST', '/api/startup-ideas/7/pitch-deck', 125000],
    ['POST', '/api/startup-ideas/7/financial-model', 125000],
    ['POST', '/api/startup-ideas/7/market-research?x=1', 125000],
    ['POST', '/api/startup-ideas/7/business-plan/sections/risk-analysis/regenerate', 125000],
    ['POST', '/api/startup-ideas/7/pitch-deck/slides/team/regenerate', 125000],
    ['POST', '/api/startup-ideas/7/market-research/parts/marketData/regenerate', 125000],
    ['POST', '/api/startup-ideas/7/financial-model/parts/grossMargin/regenerate', 125000],
    ['GET', '/api/startup-ideas/7/business-plan', 8000],
    ['PUT', '/api/startup-ideas/7/business-plan/sections/risk-analysis', 8000],
    ['POST', '/api/startup-ideas/7/shares', 8000],
    ['POST', '/api/startup-ideas/7/jobs/3/cancel', 8000],
    ['POST', '/api/startup-ideas', 8000],
    ['POST', '/api/startup-ideas/7/business-plan/../../../auth/login', 8000],
  ])('%s %s waits %d ms', (method, url, expected) => {
    expect(upstreamDeadlineMs(config, method, url)).toBe(expected);
  });
});

describe('isEventStream', () => {
  it.each([
    ['text/event-stream; charset=utf-8', true],
    ['Text/Event-Stream', true],
    ['application/json', false],
    [undefined, false],
  ])('%p is %p', (contentType, expected) => {
    expect(isEventStream(contentType)).toBe(expected);
  });
});
