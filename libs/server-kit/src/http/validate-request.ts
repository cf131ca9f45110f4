import { validateAll } from '@tenant/validation';
import type { AnyObjectSchema, InferType } from 'yup';
import { ValidationFailedException } from './validation-failed.exception.js';

/** The valid, cast input, or a 422 with every failing field (spec 1§8). */
export function validateRequest<S extends AnyObjectSchema>(schema: S, input: unknown, location = 'body', context?: object): InferType<S> {
  const result = validateAll(schema, input, location, context);
  if (!result.ok) throw new ValidationFailedException(result.errors);
  return result.value;
}
