import { validateAll } from './validation-errors.js';
import { invitationCodeQuerySchema, updateStepSchema } from './state.js';

describe('updateStepSchema', () => {
  it('accepts a step index with its router, from -1 upwards', () => {
    expect(validateAll(updateStepSchema, { step: '4', step_router: 'personal-details' })).toEqual({ ok: true, value: { step: 4, step_router: 'personal-details' } });
    expect(validateAll(updateStepSchema, { step: -1, step_router: 'occupation' }).ok).toBe(true);
  });

  it.each([
    [{ step: -2, step_router: 'occupation' }, 'step'],
    [{ step: 1.5, step_router: 'occupation' }, 'step'],
    [{ step: 'x', step_router: 'occupation' }, 'step'],
    [{ step: 2, step_router: 'status' }, 'step_router'],
    [{ step: 2 }, 'step_router'],
  ])('refuses %p at %s', (input, field) => {
    expect(validateAll(updateStepSchema, input)).toEqual({ ok: false, errors: [{ msg: 'Workflow.Error.InvalidStep', loc: ['body', field] }] });
  });
});

describe('invitationCodeQuerySchema', () => {
  it('accepts a code and refuses anything that cannot be one', () => {
    expect(validateAll(invitationCodeQuerySchema, { invitation_code: ' Ab3_x-9Q ' }, 'query')).toEqual({ ok: true, value: { invitation_code: 'Ab3_x-9Q' } });
    expect(validateAll(invitationCodeQuerySchema, { invitation_code: "x' OR 1=1" }, 'query').ok).toBe(false);
    expect(validateAll(invitationCodeQuerySchema, {}, 'query').ok).toBe(false);
  });
});
