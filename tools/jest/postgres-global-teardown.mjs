export default async function teardown() {
  await globalThis.__EMBEDDED_PG__?.stop();
}
