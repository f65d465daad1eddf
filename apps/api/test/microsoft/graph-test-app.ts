import { sql } from 'drizzle-orm';
import { createGraphClient, type GraphClient } from '../../src/modules/microsoft/graph-client.service';
import { buildTestApp, type TestApp } from '../helper';
import { makeTestCertificate, type TestCertificate } from '../push/test-certificate';
import { startMicrosoftStandIn } from './microsoft-stand-in';

/** The app registration the stand-ins accept and the app under test signs in with. */
export const GRAPH_TEST_APP = { tenantId: 'contoso.onmicrosoft.com', clientId: '6731de76-14a6-49ae-97bc-6eba6914391e', clientSecret: 'test-client-secret' };

export interface GraphTestApp {
  certificate: TestCertificate;
  standIn: Awaited<ReturnType<typeof startMicrosoftStandIn>>;
  t: TestApp;
  /**
   * The client the tests run the outbox's passes with: the app's own worker is off under
   * NODE_ENV=test, and this one trusts the stand-ins' test CA.
   */
  graph: GraphClient;
  /** Empties the Microsoft outbox and the stand-ins' record of requests (before each test). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A test app connected to local HTTPS stand-ins of the Microsoft identity platform and Graph on
 * `port`, with `env` added to its configuration (which integrations are on, APP_URL, ...). What was
 * started is stopped again when a later step fails.
 */
export async function startGraphTestApp(port: number, env: Record<string, string> = {}): Promise<GraphTestApp> {
  const certificate = makeTestCertificate();
  let standIn: GraphTestApp['standIn'] | undefined;
  let t: TestApp | undefined;
  try {
    standIn = await startMicrosoftStandIn(certificate, port, GRAPH_TEST_APP);
    t = await buildTestApp({
      AZURE_TENANT_ID: GRAPH_TEST_APP.tenantId,
      AZURE_CLIENT_ID: GRAPH_TEST_APP.clientId,
      GRAPH_CLIENT_SECRET: GRAPH_TEST_APP.clientSecret,
      AZURE_AUTHORITY: standIn.url,
      GRAPH_BASE_URL: standIn.url,
      ...env,
    });
  } catch (error) {
    await t?.close();
    await standIn?.close();
    certificate.remove();
    throw error;
  }
  // A long timeout: a loaded machine can take seconds to answer a local call, and a call that times out
  // is retried 30 s later, in a later test.
  const graph = createGraphClient(t.app.config.graph!, { ca: certificate.cert, timeoutMs: 60_000 });
  const app = t;
  const stands = standIn;
  return {
    certificate,
    standIn,
    t,
    graph,
    async reset() {
      // A retry an earlier test left pending (30 s backoff) must not be made in a later test's passes.
      await app.app.db.execute(sql`delete from microsoft_deliveries`);
      stands.requests.length = 0;
    },
    async close() {
      graph.close();
      await app.close();
      await stands.close();
      certificate.remove();
    },
  };
}
