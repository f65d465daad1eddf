// The task function of the file-parse pool (file-parse-pool.ts), run in a worker thread by piscina. Plain
// JavaScript on purpose: it must load before anything can compile TypeScript. Beside the built server it
// imports the bundled parse modules; from source (tests, `npm run dev`) it imports the TypeScript module
// through tsx's API, which only the development install has.

/** Module URL -> its namespace, loaded once per thread. */
const modules = new Map();

function load(url) {
  let namespace = modules.get(url);
  if (!namespace) {
    namespace = url.endsWith('.ts') ? import('tsx/esm/api').then(({ tsImport }) => tsImport(url, import.meta.url)) : import(url);
    modules.set(url, namespace);
  }
  return namespace;
}

/**
 * Calls `name(...args)` of the module at `module` (a file URL) and returns what it returns. Posts on
 * `started` once the module is loaded, right before the call: the pool's time budget counts from
 * there, so neither the queue nor loading the module spends it.
 */
export default async function parseFile({ module, name, args, started }) {
  const parse = (await load(module))[name];
  if (typeof parse !== 'function') throw new TypeError(`${module} has no function ${name}`);
  started.postMessage('started');
  started.close();
  return parse(...args);
}
