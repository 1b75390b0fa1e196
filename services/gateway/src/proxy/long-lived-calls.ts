/**
 * Calls that answer when a generation is done: POST a whole document of an idea, or regenerate one
 * part. The ideas service waits up to its GENERATION_WAIT_LIMIT_MS (then answers 202 with the job).
 */
const GENERATION_CALL = /^\/api\/startup-ideas\/\d+\/(business-plan|pitch-deck|financial-model|market-research)(\/[a-z]+\/[A-Za-z0-9-]+\/regenerate)?\/?(\?.*)?$/;
/** A generation job's Server-Sent Events: open as long as the job runs. */
const JOB_EVENTS = /^\/api\/startup-ideas\/\d+\/jobs\/\d+\/events\/?(\?.*)?$/;

export function isGenerationCall(method: string, url: string): boolean {
  return method === 'POST' && GENERATION_CALL.test(url);
}

/**
 * Calls that may hold their upstream connection for minutes: they go over a pool of their own and
 * count against the open-stream limits (open-stream-limits.ts), so they cannot take the connections
 * ordinary calls need (issue 28 item 2).
 */
export function isLongLivedCall(method: string, url: string): boolean {
  return isGenerationCall(method, url) || (method === 'GET' && JOB_EVENTS.test(url));
}
