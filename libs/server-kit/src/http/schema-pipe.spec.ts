import { object, string } from 'yup';
import { SchemaPipe } from './schema-pipe.js';
import { validateRequest } from './validate-request.js';
import { ValidationFailedException } from './validation-failed.exception.js';

const schema = object({ return_url: string().required('ReturnUrl.Required').url('ReturnUrl.Invalid'), note: string().max(3, 'Note.TooLong') });

/** The 422 validateRequest throws for the same input, or its value. */
const handlerAnswer = (input: unknown) => {
  try {
    return validateRequest(schema, input ?? {});
  } catch (error) {
    return error;
  }
};

describe(SchemaPipe.name, () => {
  const pipe = new SchemaPipe(schema);

  it('hands the handler the valid, cast value', () => {
    expect(pipe.transform({ return_url: 'https://example.it/back', note: 'ok' })).toEqual({ return_url: 'https://example.it/back', note: 'ok' });
  });

  it.each([undefined, {}, { return_url: 'not a url', note: 'too long' }])('answers %j with the 422 a handler’s validateRequest answers, every failing field listed', (input) => {
    let thrown: unknown;
    try {
      pipe.transform(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ValidationFailedException);
    const expected = handlerAnswer(input) as ValidationFailedException;
    expect((thrown as ValidationFailedException).getResponse()).toEqual(expected.getResponse());
    expect((thrown as ValidationFailedException).items).toEqual(expected.items);
    expect((thrown as ValidationFailedException).items.length).toBeGreaterThan(0);
  });
});
