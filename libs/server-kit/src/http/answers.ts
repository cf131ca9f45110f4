import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiFoundResponse, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { ApiAnswerName, ApiAnswers } from '@tenant/contracts/api-schemas';

/** Where the OpenAPI document holds a contracts type's schema (configureHttpApp puts them all there). */
export const answerSchemaRef = (name: ApiAnswerName) => ({ $ref: `#/components/schemas/${name}` });

/** An answer serialised ahead of the request (a hot path sends cached bytes as they are), of the contracts type T. */
export type JsonText<T> = string & { readonly serialised?: T };

/** JSON.stringify that keeps the serialised type: a handler can answer the text as that type. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

type Answer<T> = T | JsonText<T>;

/** A handler whose answer (or its promise) is the named contracts type: the compiler refuses another. */
type AnsweringHandler<N extends ApiAnswerName> = (...args: never[]) => Answer<ApiAnswers[N]> | Promise<Answer<ApiAnswers[N]>>;

/**
 * The endpoint's 2xx JSON answer is the @tenant/contracts type `name`: the OpenAPI document shows its
 * generated schema, and the handler must be declared to return that type. The description says only
 * what the schema cannot (a link's lifetime, what the call starts).
 */
export function Answers<N extends ApiAnswerName>(name: N, description?: string, status: HttpStatus.OK | HttpStatus.CREATED = HttpStatus.OK) {
  const document = ApiResponse({ status, description: description ?? name, schema: answerSchemaRef(name) });
  return <H extends AnsweringHandler<N>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    document(target, key, descriptor);
  };
}

/** A file's bytes, or a page's text. */
const contentSchema = (contentType: string) => (contentType.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' });

/** The endpoint answers 200 with a file or page, not JSON (a PDF, an image, HTML). */
export const AnswersContent = (contentTypes: [string, ...string[]], description: string) =>
  applyDecorators(
    ApiProduces(...contentTypes),
    ApiResponse({ status: HttpStatus.OK, description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema: contentSchema(type) }])) }),
  );

/** The endpoint answers with a redirect (302 and a Location), not JSON. */
export const AnswersRedirect = (description: string) =>
  ApiFoundResponse({ description, headers: { Location: { description: 'where the browser goes', schema: { type: 'string' } } } });
