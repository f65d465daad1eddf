// `npm run dev`: the API with reload (tsx watch, port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /v1 to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@apps/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
