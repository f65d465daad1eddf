// The production Graph client (`createGraphClient` without a `ca`) in a process of its own, configured
// from its environment like the server (`loadConfig`), started with or without NODE_EXTRA_CA_CERTS: the
// way an operator trusts a private CA. Makes one call (GET /users/{GRAPH_TEST_USER}/mailboxSettings) and
// prints one JSON line: { status, body } or { error, status }.
import { loadConfig } from '../../src/config';
import { createGraphClient, GraphError } from '../../src/modules/microsoft/graph-client.service';

const config = loadConfig(process.env);
const client = createGraphClient(config.graph!, { timeoutMs: 10_000 });
client
  .request('GET', `/users/${process.env.GRAPH_TEST_USER}/mailboxSettings`)
  .then(
    (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`),
    (error: unknown) => process.stdout.write(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error), status: error instanceof GraphError ? error.status : null })}\n`),
  )
  .finally(() => client.close());
