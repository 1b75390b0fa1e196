// Stands in for 'react' while RouteChunksPlugin reads a remote's routes files in Node: lazy() keeps
// the source of its loader (`() => import('./page')`) instead of loading the page.
const LAZY_SOURCE = Symbol.for('founder.route-chunks.lazy-source');

function lazy(load) {
  return { [LAZY_SOURCE]: String(load) };
}

module.exports = { LAZY_SOURCE, lazy };
