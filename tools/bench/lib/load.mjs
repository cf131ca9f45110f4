// HTTP load with autocannon against 127.0.0.1 only, bounded in connections and time.
import autocannon from 'autocannon';

const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * A warm-up run, then the measured run; a request unanswered after `timeoutS` counts as a timeout.
 * @returns {Promise<{ url: string, connections: number, durationS: number, requests: number, rps: number, p50Ms: number, p99Ms: number, non2xx: number, errors: number, timeouts: number }>}
 */
export const measureLoad = async (url, { connections = 100, warmupS = 2, durationS = 10, headers = {}, timeoutS = 10 } = {}) => {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) throw new Error(`load tests run against 127.0.0.1 only, not ${url}`);
  await cannon({ url, connections, duration: warmupS, headers, timeout: timeoutS });
  const result = await cannon({ url, connections, duration: durationS, headers, timeout: timeoutS });
  return {
    url,
    connections,
    durationS,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
};
