import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** One mail the sink received. */
export interface SunkMail {
  messageId: string | null;
  to: string[];
  subject: string | null;
  raw: string;
}

/**
 * A real SMTP server process (`smtp-sink-process.mjs`) on 127.0.0.1:`port`; `mails` fills as mails arrive.
 * `stop()` ends it (SIGTERM), `kill()` with SIGKILL.
 */
export async function startSmtpSink(port: number): Promise<{ mails: SunkMail[]; stop(): Promise<void>; kill(): void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, 'smtp-sink-process.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const mails: SunkMail[] = [];
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line === 'ready') resolve();
        else if (line) mails.push(JSON.parse(line) as SunkMail);
        newline = buffer.indexOf('\n');
      }
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    mails,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}
