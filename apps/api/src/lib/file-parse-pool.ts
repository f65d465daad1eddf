import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyError, FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { AppError } from './errors';

/**
 * Uploaded files (the people CSV, holiday CSV and iCalendar files) are read off the request's event
 * loop, in a small pool of worker threads (piscina), each read with a time budget: past it the thread
 * is terminated, so a runaway parser gives its CPU back and `/livez` and every other request keep
 * answering meanwhile. The parse functions stay pure (text in, outcome out); only the services call
 * them through the pool.
 */

/** Messages of the pool's refusals; each leaves in the envelope keyed `file`. */
export const FILE_PARSE_MESSAGES = {
  tooSlow: (seconds: number) => `Reading the file took longer than ${seconds} seconds, the limit; nothing was imported`,
  tooMuchMemory: (megabytes: number) => `Reading the file needed more than ${megabytes} MB of memory, the limit; nothing was imported`,
  busy: 'Too many files are being read right now; nothing was imported, try again in a minute',
} as const;

/** The pool's size; the defaults suit the server, tests make it smaller. */
export interface FileParsePoolOptions {
  /** Worker threads: by default one on a two-core machine (the other core serves requests), at most two. */
  threads: number;
  /** Files waiting for a thread; past that a request is refused at once (503) instead of queueing memory. */
  queue: number;
  /** The heap of one worker thread, in MB (a 5 MB CSV file needs about 60). */
  heapMb: number;
}

const DEFAULTS: FileParsePoolOptions = { threads: Math.max(1, Math.min(2, availableParallelism() - 1)), queue: 8, heapMb: 256 };
/** How long an idle thread beyond the first is kept for the next import, in ms. */
const IDLE_MS = 30_000;

/** A module of pure parse functions the worker threads load: its URL, typed by the module itself. */
export interface WorkerModule<M> {
  url: URL;
  /** Type only: the module's exports. */
  readonly exports?: M;
}

/**
 * The module `name` beside the caller, as the worker threads load it: `name.ts` beside a source file
 * (tests, `npm run dev`), `name.js` beside the bundle (apps/api/build.mjs bundles each such module as
 * an entry point of that name into dist/).
 * @param callerUrl the caller's `import.meta.url`.
 * @param name the module's file name without extension, e.g. `holiday-import.parse`.
 */
export function workerModule<M>(callerUrl: string, name: string): WorkerModule<M> {
  return { url: new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl) };
}

type ParseFunction = (...args: never[]) => unknown;
type FunctionNames<M> = { [K in keyof M]: M[K] extends ParseFunction ? K : never }[keyof M] & string;

/** The file-parse pool of one server; its first thread starts with the first file, others stop when idle. */
export class FileParsePool {
  private readonly options: FileParsePoolOptions;
  private piscina: Piscina | null = null;
  private inFlight = 0;
  private closed = false;

  constructor(options: Partial<FileParsePoolOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /**
   * Calls `module.name(...args)` in a worker thread and returns its result (structured-cloned).
   * @param seconds the time budget of the call itself, from when the thread starts it.
   * @throws AppError 400 `tooSlow` past the budget (the thread is terminated); 413 `tooMuchMemory`
   *   when the thread runs out of heap; 503 `busy` when every thread and queue place is taken or the
   *   server is closing. Any other error of the call is rethrown (a fault: 500).
   */
  async run<M, K extends FunctionNames<M>>(
    module: WorkerModule<M>,
    name: K,
    args: M[K] extends (...args: infer A) => unknown ? A : never,
    seconds: number,
  ): Promise<M[K] extends (...args: never[]) => infer R ? R : never> {
    if (this.closed || this.inFlight >= this.options.threads + this.options.queue) throw refusal(503, FILE_PARSE_MESSAGES.busy);
    this.inFlight += 1;
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    const budget = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => {
      timer = setTimeout(() => budget.abort(), seconds * 1000);
    });
    try {
      return await this.pool().run(
        { module: module.url.href, name, args, started: startedInWorker },
        { transferList: [startedInWorker], signal: budget.signal },
      );
    } catch (error) {
      if (budget.signal.aborted) throw refusal(400, FILE_PARSE_MESSAGES.tooSlow(seconds));
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw refusal(413, FILE_PARSE_MESSAGES.tooMuchMemory(this.options.heapMb));
      if (this.closed) throw refusal(503, FILE_PARSE_MESSAGES.busy);
      throw error;
    } finally {
      clearTimeout(timer);
      started.close();
      this.inFlight -= 1;
    }
  }

  /** Stops the threads; a file still being read is refused (503). */
  async close(): Promise<void> {
    this.closed = true;
    await this.piscina?.destroy();
  }

  private pool(): Piscina {
    this.piscina ??= new Piscina({
      filename: new URL('./file-parse-worker.mjs', import.meta.url).href,
      // At least one: piscina starts a thread for waiting files only when a thread is below its
      // minimum, so with none a file queued behind a terminated one would wait for the next file.
      minThreads: 1,
      maxThreads: this.options.threads,
      maxQueue: this.options.queue,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    return this.piscina;
  }
}

function refusal(status: number, message: string): AppError {
  return new AppError(status, message, { file: [message] });
}

/** One pool per server (the root and its plugins share `app.server`). */
const pools = new WeakMap<object, FileParsePool>();

/**
 * The server's file-parse pool, created on first use and closed when the server closes. Call it while
 * registering routes (it adds an onClose hook).
 */
export function fileParsePoolOf(app: FastifyInstance): FileParsePool {
  let pool = pools.get(app.server);
  if (!pool) {
    const created = new FileParsePool();
    pools.set(app.server, created);
    app.addHook('onClose', async () => created.close());
    pool = created;
  }
  return pool;
}

/**
 * A route's error handler that answers a body past the route's `bodyLimit` with 413 and `message`
 * (naming the limit) under `file`, and leaves every other error to the app's handler.
 */
export function fileTooLargeHandler(message: string): (error: FastifyError) => never {
  return (error) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw refusal(413, message);
    throw error;
  };
}
