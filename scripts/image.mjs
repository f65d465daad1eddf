// `npm run image`: builds the Containerfile as apps:<version> (the root package.json's version) with
// podman or docker, whichever is installed, and prints the image's size.
//
// The bases (docs/operations.md "Container image"): IMAGE_BASE and IMAGE_BUILD_BASE name them when set
// (IMAGE_BUILD_BASE defaults to IMAGE_BASE); otherwise the Containerfile's public default when it is
// here or can be pulled, else the equivalent made from Debian's packages by scripts/image-base.sh
// (made once, then kept). A CA bundle to trust on a network whose proxy re-signs TLS
// (IMAGE_CA_FILE, else NODE_EXTRA_CA_CERTS) goes to npm as a build secret, never into the image.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appVersion, containerEngine, engineFlags, root } from './image-engine.mjs';

/** The Containerfile's default base: its `ARG BASE_IMAGE=` line. */
export function publicBase() {
  const match = /^ARG BASE_IMAGE=(\S+)/m.exec(readFileSync(path.join(root, 'Containerfile'), 'utf8'));
  if (!match?.[1]) throw new Error('Containerfile: no ARG BASE_IMAGE default');
  return match[1];
}

/** Runs a command with the output shown; throws when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(' ')} ... failed (exit ${result.status ?? result.signal})`);
}

/** Whether the engine has `image` locally. */
function hasImage(engine, image) {
  return spawnSync(engine, ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;
}

/**
 * The build arguments that choose the bases, or none for the Containerfile's public default.
 * @param {'podman' | 'docker'} engine
 * @returns {string[]}
 */
function baseArgs(engine) {
  const runtime = process.env.IMAGE_BASE;
  if (runtime) return ['--build-arg', `BASE_IMAGE=${runtime}`, '--build-arg', `BUILD_IMAGE=${process.env.IMAGE_BUILD_BASE ?? runtime}`];
  const base = publicBase();
  if (hasImage(engine, base) || spawnSync(engine, ['pull', '--quiet', base], { stdio: 'ignore' }).status === 0) {
    console.info(`image: base ${base}`);
    return [];
  }
  console.info(`image: ${base} cannot be pulled here; using the base made from Debian's packages (scripts/image-base.sh)`);
  run('bash', [path.join(root, 'scripts/image-base.sh')]);
  const name = process.env.IMAGE_BASE_NAME ?? 'localhost/apps-base';
  const suite = process.env.DEBIAN_SUITE ?? 'trixie';
  return ['--build-arg', `BASE_IMAGE=${name}:node20-${suite}`, '--build-arg', `BUILD_IMAGE=${name}:node20-${suite}-build`];
}

/**
 * Builds the image.
 * @param {{ tag?: string }} [options]  tag: default `apps:<version>`
 * @returns {{ engine: 'podman' | 'docker', tag: string, seconds: number, bytes: number }}
 * @throws Error when no engine is installed or the build fails.
 */
export function buildImage({ tag = `apps:${appVersion()}` } = {}) {
  const engine = containerEngine();
  const started = performance.now();
  const args = ['build', ...engineFlags(engine), ...baseArgs(engine), '--build-arg', `VERSION=${appVersion()}`, '-t', tag, '-f', 'Containerfile'];
  // Podman writes HEALTHCHECK only into a Docker-format image (OCI's format has no field for it).
  if (engine === 'podman') args.push('--format', 'docker');
  const ca = process.env.IMAGE_CA_FILE ?? process.env.NODE_EXTRA_CA_CERTS;
  if (ca && existsSync(ca)) args.push('--secret', `id=npm-ca,src=${ca}`);
  run('nice', [engine, ...args, '.']);
  const size = spawnSync(engine, ['image', 'inspect', '--format', '{{.Size}}', tag], { encoding: 'utf8' });
  return { engine, tag, seconds: (performance.now() - started) / 1000, bytes: Number(size.stdout.trim()) || 0 };
}

if (import.meta.filename === process.argv[1]) {
  try {
    const built = buildImage();
    console.info(`image: ${built.tag} built with ${built.engine} in ${built.seconds.toFixed(0)} s, ${(built.bytes / 1e6).toFixed(0)} MB`);
  } catch (error) {
    console.error(`image: ${error.message}`);
    process.exit(1);
  }
}
