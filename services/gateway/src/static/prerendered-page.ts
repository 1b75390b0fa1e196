import { PRERENDERED_ELEMENT_ID, STORED_IDEA_COOKIE } from '@founder/contracts';
import { cookieValue, SESSION_COOKIE } from '@founder/identity';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AFTER_FIRST_PAINT_ATTRIBUTE, AFTER_FIRST_PAINT_PATH } from './after-first-paint-script';
import { attribute } from './first-screen';
import { canonicalJsonHash, currentSnapshot, PRERENDERED_FOLDER, snapshotFileName, textHash, type PrerenderedSnapshot } from './prerendered-snapshot';

/**
 * Only a page load of a visitor without a session gets a snapshot: GET, no query string (a share
 * link or a return URL may change the first screen), no session cookie (even an expired one: the
 * page may show a signed-in screen until auth answers).
 */
export function wantsSnapshot(method: string, url: string, cookieHeader: string | undefined): boolean {
  return method === 'GET' && !url.includes('?') && cookieValue(cookieHeader, SESSION_COOKIE) === null;
}

/** Every cookie the product sets starts so (session, rollout bucket, idea owner, ...). */
const OUR_COOKIE_PREFIX = 'founder_';

/**
 * True when the browser stores no idea selection: its cookie says so (libs/api-client
 * recordStoredIdea), or it has none of our cookies at all (a first visit: any page load gives it a
 * rollout bucket, any idea an owner cookie). A browser that stored one before the cookie existed
 * has other cookies of ours: no snapshot until an idea tool has set it.
 */
export function storesNoIdea(cookieHeader: string | undefined): boolean {
  const stored = cookieValue(cookieHeader, STORED_IDEA_COOKIE);
  if (stored !== null) return stored === '0';
  return !(cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(OUR_COOKIE_PREFIX));
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

function attributes(values: Record<string, string>): string {
  return Object.entries(values)
    .filter(([name]) => ATTRIBUTE_NAME.test(name))
    .map(([name, value]) => ` ${name}="${attribute(String(value))}"`)
    .join('');
}

/**
 * While the snapshot is there, the real page renders out of sight and out of the flow (it can
 * still measure itself); the shell removes the snapshot when the page has committed.
 */
const HIDE_ROOT = `<style>#${PRERENDERED_ELEMENT_ID}~#root{position:fixed;inset:0;overflow:hidden;visibility:hidden;pointer-events:none}</style>`;

/**
 * With a snapshot, the first paint needs only the HTML and its stylesheets: the page's scripts are
 * fetched with it at low priority, and the start-up scripts run after the first paint
 * (after-first-paint-script.ts): each becomes a preload, run by one small deferred script.
 */
function scriptsAfterFirstPaint(html: string): string {
  let scripts = 0;
  const rewritten = html.replace(/<script\b([^>]*)><\/script>|<link\b[^>]*>/g, (tag, scriptAttributes: string | undefined) => {
    if (scriptAttributes === undefined) return /\sas="script"/.test(tag) ? `${tag.slice(0, -1).replace(/\sfetchpriority="[^"]*"/, '')} fetchpriority="low">` : tag;
    const src = /\ssrc="([^"]*)"/.exec(scriptAttributes)?.[1];
    if (!src) return tag;
    scripts += 1;
    return `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${AFTER_FIRST_PAINT_ATTRIBUTE}>`;
  });
  return scripts ? `${rewritten}<script defer src="${AFTER_FIRST_PAINT_PATH}"></script>` : rewritten;
}

/** The attributes a tag does not carry yet: index.html may have some (Mantine's colour scheme), and each is written once. */
function notIn(tag: string, values: Record<string, string>): Record<string, string> {
  const present = new Set([...tag.matchAll(/\s([a-z][a-z0-9-]*)=/g)].map((match) => match[1]));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !present.has(name)));
}

/** The hrefs of the stylesheets the page links already (the shell's own): not linked twice. */
function pageStylesheets(html: string): Set<string> {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return new Set(links.filter((link) => /\srel="stylesheet"/.test(link)).map((link) => /\shref="([^"]*)"/.exec(link)?.[1] ?? ''));
}

/**
 * The page with its snapshot: <html>'s attributes, scripts after the first paint, the stylesheets made
 * render-blocking and the style elements before </head> (a style's text cannot close its element),
 * and the markup, inert and hidden from assistive technology, before #root. The markup is inserted as the browser
 * serialized it from our own build (no visitor data: nothing but the session check answered).
 */
export function withSnapshot(html: string, snapshot: PrerenderedSnapshot): string {
  const linked = pageStylesheets(html);
  const head = [
    ...snapshot.stylesheets
      .filter((href) => !linked.has(href))
      .map((href) => {
        const chunk = snapshot.stylesheetChunks?.[href];
        return `<link rel="stylesheet"${attributes({ href, ...(chunk ? { 'data-rspack': chunk } : {}) })}>`;
      }),
    ...snapshot.styles.map(({ attributes: values, css }) => `<style${attributes(values)}>${css.replace(/<\//g, '<\\/')}</style>`),
    HIDE_ROOT,
  ].join('');
  const rootIndex = html.indexOf('<div id="root">');
  const headIndex = html.indexOf('</head>');
  const htmlIndex = html.indexOf('<html') + '<html'.length;
  if (rootIndex < 0 || headIndex < 0 || htmlIndex < '<html'.length) return html;
  const body = `<div id="${PRERENDERED_ELEMENT_ID}" inert aria-hidden="true">${snapshot.markup}</div>`;
  const htmlTag = html.slice(htmlIndex, html.indexOf('>', htmlIndex));
  return `${html.slice(0, htmlIndex)}${attributes(notIn(htmlTag, snapshot.htmlAttributes))}${scriptsAfterFirstPaint(html.slice(htmlIndex, headIndex))}${head}${html.slice(headIndex, rootIndex)}${body}${html.slice(rootIndex)}`;
}

/** The route's snapshots (one per remote entry it was taken with); none when it was not prerendered. */
async function readSnapshots(staticRoot: string, pathname: string, log: FastifyBaseLogger): Promise<PrerenderedSnapshot[]> {
  try {
    const snapshots: unknown = JSON.parse(await readFile(join(staticRoot, PRERENDERED_FOLDER, snapshotFileName(pathname)), 'utf8'));
    return Array.isArray(snapshots) ? (snapshots as PrerenderedSnapshot[]) : [];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn({ err: error, pathname }, 'unreadable prerendered snapshot: page served without it');
    return [];
  }
}

/**
 * The shell page with the route's prerendered first screen (README "Prerendered first screens"),
 * when this request may have one and it was taken from the files this request's page is built from:
 * the shell's index.html as read, the remote entry chosen for the browser's rollout bucket and that
 * entry's mf-manifest.json. Otherwise the page as it was.
 */
export async function prerenderedPage(
  request: FastifyRequest,
  page: { html: string; indexHtml: string; entry: string | null; mfManifest: unknown },
  staticRoot: string,
): Promise<string> {
  // Hashes only for a request that may get a snapshot: a signed-in page load computes none.
  if (!page.entry || page.mfManifest === null || !wantsSnapshot(request.method, request.url, request.headers.cookie)) return page.html;
  const { pathname } = new URL(request.url, 'http://origin');
  const snapshot = currentSnapshot(await readSnapshots(staticRoot, pathname, request.log), {
    shell: textHash(page.indexHtml),
    entry: page.entry,
    remoteManifest: canonicalJsonHash(page.mfManifest),
  });
  if (!snapshot || (snapshot.readsStoredIdea && !storesNoIdea(request.headers.cookie))) return page.html;
  return withSnapshot(page.html, snapshot);
}
