import { QueryClient } from '@tanstack/react-query';
import { queryClientConfig } from '@founder/api-client';
import { GENERATION_JOB_PATHS, IDEA_PATHS } from '@founder/contracts';
import { prefetchIdeaTool } from './idea-tool-prefetch';

describe('prefetchIdeaTool', () => {
  const idea = IDEA_PATHS.idea(7);
  const latestJob = GENERATION_JOB_PATHS.latest(7, 'pitch-deck');
  const asked: string[] = [];
  let answerAll: () => void;

  beforeEach(() => {
    asked.length = 0;
    const answered = new Promise<void>((resolve) => (answerAll = resolve));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      asked.push(path);
      await answered;
      const body = path === latestJob ? { job: null } : { id: 7, ideaTitle: 'ShiftPlate' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('asks for the idea and the latest generation of the kind side by side, and caches them under the keys the page reads', async () => {
    const queryClient = new QueryClient(queryClientConfig());
    prefetchIdeaTool(queryClient, 7, 'pitch-deck');
    // Both asked before either is answered: no call waits for another.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([idea, latestJob]);

    answerAll();
    await queryClient.getQueryCache().find({ queryKey: [idea] })?.promise;
    await queryClient.getQueryCache().find({ queryKey: [latestJob] })?.promise;
    expect(queryClient.getQueryData([idea])).toEqual({ id: 7, ideaTitle: 'ShiftPlate' });
    expect(queryClient.getQueryData([latestJob])).toEqual({ job: null });
  });
});
