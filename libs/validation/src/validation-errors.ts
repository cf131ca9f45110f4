import type { ValidationErrorItem } from '@tenant/contracts';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/**
 * yup's errors as the spec's 422 msg list, one item per field (its first failure); loc is where the value
 * came from, then the field path.
 */
export function toValidationErrorItems(error: ValidationError, location = 'body'): ValidationErrorItem[] {
  const leaves = error.inner.length ? error.inner : [error];
  const firstPerField = new Map<string, ValidationError>();
  for (const leaf of leaves) if (!firstPerField.has(leaf.path ?? '')) firstPerField.set(leaf.path ?? '', leaf);
  return [...firstPerField.values()].map((leaf) => ({
    msg: leaf.message,
    loc: leaf.path ? [location, ...leaf.path.split('.')] : [location],
  }));
}

export type ValidationResult<S extends AnyObjectSchema> = { ok: true; value: InferType<S> } | { ok: false; errors: ValidationErrorItem[] };

/** Validates every field (not only the first failing one) and casts to the schema's type; `context` feeds the schema's `$` references. */
/**
 * The input without keys that name Object.prototype members (constructor, toString, __proto__, …):
 * yup looks fields up by key and would find the prototype's member instead (a TypeError, not a
 * validation error). Such keys are never fields of a request.
 */
const withoutPrototypeKeys = (input: unknown): unknown => {
  if (Array.isArray(input)) return input.map(withoutPrototypeKeys);
  if (input === null || typeof input !== 'object' || input instanceof Date) return input;
  return Object.fromEntries(Object.entries(input).filter(([key]) => !(key in Object.prototype)).map(([key, value]) => [key, withoutPrototypeKeys(value)]));
};

export function validateAll<S extends AnyObjectSchema>(schema: S, input: unknown, location = 'body', context?: object): ValidationResult<S> {
  try {
    return { ok: true, value: schema.validateSync(withoutPrototypeKeys(input), { abortEarly: false, stripUnknown: true, context }) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: toValidationErrorItems(error, location) };
    throw error;
  }
}
