// After `vite build`: writes .br and .gz beside every text asset of dist/ so the server sends them
// without compressing on each request (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, 'dist');
const TEXT = /\.(js|css|html|svg|json|map|txt)$/;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (TEXT.test(name) && !name.endsWith('.map') && statSync(full).size > 1024) {
      const content = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      files += 1;
    }
  }
}
walk(dist);
console.info(`compressed ${files} assets (.br, .gz)`);
