#!/usr/bin/env node
// The long tasks of a page load and what ran in them: opens each route of a running product in
// chromium (puppeteer-core) with the CPU slowed 4x like Lighthouse's mobile preset, records a
// performance trace with V8's sampling profiler, and prints every main-thread task over 50 ms with
// the functions that used most of it (self time, script and position: production code is minified,
// so read the position in the built file) and the task's kinds of work (script, style, layout).
// It finds causes; the figures to compare are lighthouse.js's (this script does not simulate the network).
//
//   node tools/bench/long-tasks.js [origin] [--routes /demo,/waitlist] [--runs 1] [--cpu 4] [--top 6] [--signed-in]
// --signed-in seeds a founder through the API (signed-in-founder.js) and loads the pages with its cookies.
const puppeteer = require('puppeteer-core');
const { loadavg } = require('node:os');
const { seedSignedInFounder } = require('./signed-in-founder');

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index < 0 ? fallback : process.argv[index + 1];
}

const origin = process.argv[2]?.startsWith('http') ? process.argv[2] : 'http://127.0.0.1:4200';
const routes = option('--routes', '/demo,/waitlist').split(',');
const runs = Number(option('--runs', 1));
const cpu = Number(option('--cpu', 4));
const top = Number(option('--top', 6));
const LONG_TASK_US = 50_000;
// Lighthouse's mobile preset screen (Moto G Power).
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel',
  'disabled-by-default-v8.cpu_profiler', 'loading',
];

/** The renderer main thread of the traced page: the thread named CrRendererMain with the most task time. */
function mainThread(events) {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const busy = names.map(({ pid, tid }) => ({
    pid,
    tid,
    time: events.filter((event) => event.pid === pid && event.tid === tid && event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0),
  }));
  return busy.sort((one, other) => other.time - one.time)[0];
}

/** V8's samples of the thread as [{ ts, frame }], the frame being the sampled (innermost) function. */
function samplesOf(events, { pid, tid }) {
  const nodes = new Map();
  const samples = [];
  let ts = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid) ts = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      ts += timeDeltas[index] ?? 0;
      samples.push({ ts, frame: nodes.get(id) });
    });
  }
  return samples;
}

function median(values) {
  return [...values].sort((one, other) => one - other)[Math.floor(values.length / 2)];
}

function frameName(frame) {
  if (!frame) return '(unknown)';
  const file = frame.url ? frame.url.replace(/^.*\//, '') : '';
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

const WORK_KINDS = {
  EvaluateScript: 'evaluate', 'v8.compile': 'compile', 'v8.compileModule': 'compile', FunctionCall: 'script', TimerFire: 'timer',
  UpdateLayoutTree: 'style', Layout: 'layout', Paint: 'paint', ParseHTML: 'html', EventDispatch: 'event', 'V8.GCScavenger': 'gc', MajorGC: 'gc', MinorGC: 'gc',
};

/** The long tasks of one trace, each with its top functions by self time and its kinds of work. */
function longTasksOf(events) {
  const thread = mainThread(events);
  const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === thread.pid)?.ts ?? onThread[0].ts;
  const samples = samplesOf(events, thread);
  const tasks = onThread.filter((event) => event.name === 'RunTask' && event.dur >= LONG_TASK_US);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    const selfTime = new Map();
    inside.forEach((sample, index) => {
      const next = inside[index + 1]?.ts ?? end;
      const name = frameName(sample.frame);
      selfTime.set(name, (selfTime.get(name) ?? 0) + (next - sample.ts));
    });
    const kinds = new Map();
    for (const event of onThread) {
      const kind = WORK_KINDS[event.name];
      if (kind && event.ts >= task.ts && event.ts < end) kinds.set(kind, (kinds.get(kind) ?? 0) + event.dur);
    }
    return {
      start: Math.round((task.ts - navigation) / 1000),
      duration: Math.round(task.dur / 1000),
      kinds: [...kinds].sort((one, other) => other[1] - one[1]).map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`).join(', '),
      functions: [...selfTime].sort((one, other) => other[1] - one[1]).slice(0, top).map(([name, us]) => `${Math.round(us / 1000)} ms ${name}`),
    };
  });
}

async function traceRoute(browser, url, cookies) {
  const page = await browser.newPage();
  try {
    if (cookies.length) await page.setCookie(...cookies.map(({ name, value }) => ({ name, value, url })));
    await page.setViewport(VIEWPORT);
    const client = await page.createCDPSession();
    await client.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    // What runs after the network is quiet (deferred renders, timers) is part of the load.
    await new Promise((done) => setTimeout(done, 3000));
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
    return longTasksOf(traceEvents);
  } finally {
    await page.close();
  }
}

async function main() {
  const cookies = process.argv.includes('--signed-in') ? (await seedSignedInFounder(origin)).cookies : [];
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const summary = [];
    for (const route of routes) {
      const counts = [];
      const longests = [];
      for (let run = 1; run <= runs; run += 1) {
        const tasks = await traceRoute(browser, `${origin}${route}`, cookies);
        const longest = Math.max(0, ...tasks.map((task) => task.duration));
        counts.push(tasks.length);
        longests.push(longest);
        console.log(`\n${route} (run ${run}, CPU ${cpu}x, load ${loadavg()[0].toFixed(1)}): ${tasks.length} long tasks, longest ${longest} ms`);
        for (const task of tasks) {
          console.log(`  at ${task.start} ms: ${task.duration} ms (${task.kinds})`);
          for (const line of task.functions) console.log(`      ${line}`);
        }
      }
      summary.push(`${route}: long tasks ${median(counts)} (${counts.join(', ')}), longest ${median(longests)} ms (${longests.join(', ')})`);
    }
    console.log(`\nmedians of ${runs} run(s), load ${loadavg().map((load) => load.toFixed(1)).join(' ')} at the end:\n${summary.join('\n')}`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error.stack || error.message);
  process.exit(1);
});
