import { sessionRestored, sessionStarted, sessionTimedOut, sessionUnauthorized } from '@tenant/contracts';
import { sessionSlice } from './session-slice.js';

const { reducer } = sessionSlice;
const tokenAfter = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, reducer(undefined, { type: 'init' })).accessToken;

describe('the session slice (bearer token)', () => {
  afterEach(() => localStorage.clear());

  it('starts without a token, whatever the browser stored: the shell restores it by an event', () => {
    localStorage.setItem('access_token', 'stored');
    expect(tokenAfter()).toBeNull();
    expect(tokenAfter(sessionRestored({ accessToken: 'stored' }))).toBe('stored');
  });

  it('takes the token of a new session and drops it when the session times out or is refused', () => {
    expect(tokenAfter(sessionStarted({ accessToken: 'tok-1' }))).toBe('tok-1');
    expect(tokenAfter(sessionRestored({ accessToken: 'old' }), sessionStarted({ accessToken: 'new' }))).toBe('new');
    expect(tokenAfter(sessionStarted({ accessToken: 'tok-1' }), sessionTimedOut())).toBeNull();
    expect(tokenAfter(sessionRestored({ accessToken: 'tok-1' }), sessionUnauthorized({ status: 401 }))).toBeNull();
  });
});
