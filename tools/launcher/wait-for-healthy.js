// Polls a health URL until it answers 200, so the launcher reports ready only when it is. Three
// minutes: on a busy machine a Nest service can take over a minute to boot.
async function waitForHealthy(url, name, { timeoutMs = 180_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code || error.message;
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s (${lastError})`);
}

module.exports = { waitForHealthy };
