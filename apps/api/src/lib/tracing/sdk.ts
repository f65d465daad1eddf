import { diag, DiagLogLevel, type DiagLogFunction } from '@opentelemetry/api';

/** The started SDK: `shutdown` sends the queued spans and stops exporting. */
export interface RunningSdk {
  shutdown(): Promise<void>;
}

/** The service name when `OTEL_SERVICE_NAME` (or `service.name` in `OTEL_RESOURCE_ATTRIBUTES`) does not give one. */
export const DEFAULT_SERVICE_NAME = 'apps';

/**
 * Starts the OpenTelemetry trace SDK and registers it as the global tracer provider. The packages
 * are imported here with `import()` only, so the bundle (build.mjs keeps npm packages external)
 * loads them when tracing is on and never otherwise.
 *
 * The provider reads `OTEL_TRACES_SAMPLER`/`_ARG`, `OTEL_BSP_*` and the span limits; the exporter
 * `OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT`, `_HEADERS`, `_TIMEOUT`, `_COMPRESSION` and the TLS
 * certificates; the resource `OTEL_SERVICE_NAME` and `OTEL_RESOURCE_ATTRIBUTES`. The SDK's own
 * warnings (an export that failed) go to the log as JSON lines named `opentelemetry`.
 */
export async function startSdk(protocol: 'http/protobuf' | 'http/json'): Promise<RunningSdk> {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, { pino }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
    import('pino'),
  ]);
  const log = pino({ name: 'opentelemetry', level: 'warn' });
  const forward =
    (level: 'error' | 'warn'): DiagLogFunction =>
    (message, ...args) =>
      log[level]([message, ...args.map(String)].join(' '));
  diag.setLogger({ error: forward('error'), warn: forward('warn'), info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);

  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': DEFAULT_SERVICE_NAME }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  return {
    async shutdown() {
      await provider.shutdown();
      diag.disable();
    },
  };
}
