import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_ANSWER_NAMES, API_SCHEMAS } from './api-schemas.generated.js';

const GENERATOR = fileURLToPath(new URL('../scripts/api-schemas.mjs', import.meta.url));

/** Every `$ref` in a schema. */
const refsOf = (schema: unknown): string[] =>
  typeof schema !== 'object' || schema === null ? [] : Object.entries(schema).flatMap(([key, value]) => (key === '$ref' ? [String(value)] : refsOf(value)));

describe('the API answer schemas (api-schemas.generated.ts)', () => {
  it('are what the answer types generate today (a changed type without a rebuilt module fails here)', () => {
    const check = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8', timeout: 120_000 });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
  }, 150_000);

  it('hold a schema for every answer name and for every type an answer refers to', () => {
    expect(API_ANSWER_NAMES.filter((name) => !API_SCHEMAS[name])).toEqual([]);
    const dangling = Object.values(API_SCHEMAS)
      .flatMap(refsOf)
      .filter((ref) => !API_SCHEMAS[ref.replace('#/components/schemas/', '')]);
    expect(dangling).toEqual([]);
    expect(API_SCHEMAS.ReportResponse).toMatchObject({ type: 'object', required: expect.arrayContaining(['success']) });
  });
});
