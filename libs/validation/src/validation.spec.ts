import { applicantRegistrationSchema, personNameSchema } from './applicant.js';
import { VALIDATION_MESSAGES } from './messages.js';
import { validateAll } from './validation-errors.js';
import { workflowRequestSchema } from './workflow.js';

describe('personNameSchema', () => {
  it.each(["Maria", "D'Angelo", 'Jean-Luc', 'Müller Jr.', 'Ana 2'])('accepts %s', async (name) => {
    await expect(personNameSchema.isValid(name)).resolves.toBe(true);
  });

  it.each(['', '123', '.,-', 'Bob<script>'])('refuses %p', async (name) => {
    await expect(personNameSchema.isValid(name)).resolves.toBe(false);
  });
});

describe('validateAll', () => {
  it('lists every invalid field with its location', () => {
    const sut = validateAll(applicantRegistrationSchema, { firstName: '123', lastName: 'Rossi', email: 'nope' });
    expect(sut).toEqual({
      ok: false,
      errors: [
        { msg: VALIDATION_MESSAGES.invalidName, loc: ['body', 'firstName'] },
        { msg: VALIDATION_MESSAGES.invalidEmail, loc: ['body', 'email'] },
      ],
    });
  });

  it('fills defaults and normalises a valid registration', () => {
    const sut = validateAll(applicantRegistrationSchema, { firstName: ' Maria ', lastName: 'Rossi', email: 'Maria@Example.IT' });
    expect(sut).toEqual({
      ok: true,
      value: { firstName: 'Maria', lastName: 'Rossi', email: 'maria@example.it', applicationType: 'rent', applicantRole: 'main-applicant' },
    });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('ignores a field named %s (an Object.prototype member) instead of failing', (key) => {
    const input = JSON.parse(`{"firstName": "Maria", "lastName": "Rossi", "email": "maria@example.it", "${key}": ""}`);
    expect(validateAll(applicantRegistrationSchema, input)).toMatchObject({ ok: true, value: { firstName: 'Maria' } });
  });

  it('refuses an unknown occupation header', () => {
    expect(validateAll(workflowRequestSchema, { occupation: 'Astronaut' }, 'header')).toEqual({
      ok: false,
      errors: [{ msg: VALIDATION_MESSAGES.unknownOccupation, loc: ['header', 'occupation'] }],
    });
  });
});
