import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isApiPath } from '../lib/api-path';
import { METRICS_PATH } from './metrics';

/** Where the built SPA is: `WEB_DIST_DIR`, else `apps/web/dist` found from the source or the bundle. */
export function webDistDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = process.env.WEB_DIST_DIR
    ? [path.resolve(process.env.WEB_DIST_DIR)]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? null;
}

/**
 * Serves the built SPA at `/` with history fallback: a GET for an unknown path that is not an API,
 * docs or metrics path answers `index.html`, so deep links such as `/mytime/timesheet` load the app. Hashed
 * assets are cached for a year, `index.html` never.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = webDistDir();
  if (!root) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run `npm run build`)');
    return;
  }
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  const indexBrotli = fs.existsSync(path.join(root, 'index.html.br')) ? fs.readFileSync(path.join(root, 'index.html.br')) : null;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/compress.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  app.spaFallback = (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0]!;
    // `/metrics` where metrics are not served here: a scraper gets a 404, not the app's page.
    if (isApiPath(pathname) || pathname.startsWith('/docs') || pathname.replace(/\/+$/, '') === METRICS_PATH) return false;
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return false;
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (indexBrotli && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) reply.header('content-encoding', 'br').send(indexBrotli);
    else reply.send(indexHtml);
    return true;
  };
});
