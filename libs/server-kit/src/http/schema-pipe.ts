import { Body, type PipeTransform } from '@nestjs/common';
import type { AnyObjectSchema, InferType } from 'yup';
import { validateRequest } from './validate-request.js';

/**
 * A request part checked against one of the shared yup schemas (@tenant/validation): the valid, cast
 * value, or the same 422 with every failing field as validateRequest (spec 1§8). A missing body is
 * checked as an empty one. For rules that need the request itself (a header, the caller's application),
 * handlers still call validateRequest with their context.
 */
export class SchemaPipe<S extends AnyObjectSchema> implements PipeTransform<unknown, InferType<S>> {
  constructor(
    private readonly schema: S,
    private readonly options: { location?: 'body' | 'query'; context?: object } = {},
  ) {}

  transform(value: unknown): InferType<S> {
    return validateRequest(this.schema, value ?? {}, this.options.location ?? 'body', this.options.context);
  }
}

/** `@ValidBody(schema)`: the request body, valid by the schema (pipes before it, e.g. a shape check, run first). */
export const ValidBody = <S extends AnyObjectSchema>(schema: S, options: { context?: object; before?: PipeTransform[] } = {}): ParameterDecorator =>
  Body(...(options.before ?? []), new SchemaPipe(schema, { context: options.context }));

/** The value a schema's pipe hands the handler. */
export type SchemaValue<S extends AnyObjectSchema> = InferType<S>;
