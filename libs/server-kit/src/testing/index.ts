// `@tenant/server-kit/testing`: what tests (and the dev runner's mailbox) use and production code never
// loads — test databases and apps, the SMTP catcher, outage stand-ins. Its packages (smtp-server,
// mailparser) are dev dependencies of server-kit; a runtime user declares them itself (tools/runner).
export * from './test-database.js';
export * from './template-database.js';
export * from './http-test-client.js';
export * from './service-test-app.js';
export * from './outbox-events.js';
export * from './deliver-event.js';
export * from './rows-referencing.js';
export * from './eventually.js';
export * from './outage-proxy.js';
export * from './smtp-catcher.js';
