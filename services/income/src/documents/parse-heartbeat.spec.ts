import { ServerConfigError } from '@tenant/server-kit';
import { DEFAULT_PARSE_HEARTBEAT_SECONDS, parseHeartbeatFrom } from './parse-heartbeat.js';

describe(parseHeartbeatFrom.name, () => {
  it('beats every 5 s unless PARSE_HEARTBEAT_SECONDS says otherwise, and takes a worker for gone after three missed beats', () => {
    expect(parseHeartbeatFrom({})).toEqual({ beatSeconds: DEFAULT_PARSE_HEARTBEAT_SECONDS, workerGoneSeconds: 15 });
    expect(parseHeartbeatFrom({ PARSE_HEARTBEAT_SECONDS: ' 1 ' })).toEqual({ beatSeconds: 1, workerGoneSeconds: 3 });
    expect(parseHeartbeatFrom({ PARSE_HEARTBEAT_SECONDS: '0' })).toEqual({ beatSeconds: 5, workerGoneSeconds: 15 });
  });

  it.each(['1.5', 'soon', '-2'])('refuses %s, naming the variable', (value) => {
    expect(() => parseHeartbeatFrom({ PARSE_HEARTBEAT_SECONDS: value })).toThrow(ServerConfigError);
    expect(() => parseHeartbeatFrom({ PARSE_HEARTBEAT_SECONDS: value })).toThrow(/PARSE_HEARTBEAT_SECONDS/);
  });
});
