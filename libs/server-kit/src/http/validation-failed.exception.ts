import { HttpStatus, UnprocessableEntityException } from '@nestjs/common';
import type { ValidationErrorItem } from '@tenant/contracts';

/** A 422 carrying the spec's msg list (spec 1§8): the first item becomes the message. */
export class ValidationFailedException extends UnprocessableEntityException {
  constructor(readonly items: ValidationErrorItem[]) {
    super(items[0]?.msg ?? 'Form.Error');
  }

  static readonly status = HttpStatus.UNPROCESSABLE_ENTITY;
}
