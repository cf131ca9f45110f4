import version from './version.js';

describe('./version', () => {
  it('exposes the build stamp', () => {
    expect(version).toEqual({ name: 'test', version: '0.0.0-test', buildTime: '1970-01-01T00:00:00.000Z', commit: 'test' });
  });
});
