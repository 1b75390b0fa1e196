import { isLongLivedCall } from './long-lived-calls';

describe('isLongLivedCall', () => {
  it.each([
    ['GET', '/api/startup-ideas/7/jobs/3/events', true],
    ['GET', '/api/startup-ideas/7/jobs/3/events?x=1', true],
    ['POST', '/api/startup-ideas/7/business-plan', true],
    ['POST', '/api/startup-ideas/7/pitch-deck/slides/team/regenerate', true],
    ['GET', '/api/startup-ideas/7/jobs/3', false],
    ['POST', '/api/startup-ideas/7/jobs/3/events', false],
    ['GET', '/api/startup-ideas/7/business-plan', false],
    ['GET', '/api/startup-ideas/7/jobs/3/events/../../../..', false],
    ['GET', '/api/ideas/demo', false],
  ])('%s %s: %s', (method, url, expected) => {
    expect(isLongLivedCall(method, url)).toBe(expected);
  });
});
