// `npm run teams:package`: writes dist/teams-app.zip, the Teams app package (manifest.json and the two
// icons of deploy/teams), from the server's settings in the environment (docs/microsoft-365.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { teamsManifest, TeamsManifestError } from './teams-manifest';

const root = path.join(import.meta.dirname, '..');
const out = path.join(root, 'dist', 'teams-app.zip');

try {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const manifest = teamsManifest(process.env, version);
  const zip = new JSZip();
  // Teams wants the three files at the root of the zip.
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  zip.file('color.png', readFileSync(path.join(root, 'deploy', 'teams', 'color.png')));
  zip.file('outline.png', readFileSync(path.join(root, 'deploy', 'teams', 'outline.png')));
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
  console.info(`${path.relative(root, out)}: Teams app ${manifest.id} (${manifest.name.short}) for ${manifest.validDomains[0]}, ${manifest.activities.activityTypes.length} activity types${manifest.bots ? ', with the bot' : ''}`);
} catch (error) {
  if (!(error instanceof TeamsManifestError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
