import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEVICE_ID_PATTERN, HEADER_DEVICE_ID } from '@tenant/domain';
import type { RateLimit } from './rate-limiter.service.js';

/** Who asks, for rate limits: the IP address, and the browser's own device id when it sent a well-formed one. */
export interface RequesterOrigin {
  ip: string;
  device: string | null;
}

export const requesterOf = (ip: string | undefined, deviceHeader: unknown): RequesterOrigin => ({
  ip: ip ?? '',
  device: typeof deviceHeader === 'string' && DEVICE_ID_PATTERN.test(deviceHeader) ? deviceHeader : null,
});

/** The request's RequesterOrigin (Express's `ip`, behind TRUST_PROXY's hops, and the device-id header). */
export const Requester = createParamDecorator((_data: unknown, context: ExecutionContext): RequesterOrigin => {
  const request = context.switchToHttp().getRequest<{ ip?: string; headers: Record<string, unknown> }>();
  return requesterOf(request.ip, request.headers[HEADER_DEVICE_ID]);
});

/**
 * The buckets one requester's event counts in (issue 22): their device, tightly (the IP stands in for a
 * client that sends no device id), and their IP address, loosely, so one shared office or mobile-network
 * address is not locked out by its neighbours while a script rotating device ids still meets a limit.
 */
export const requesterLimits = (action: string, requester: RequesterOrigin, limits: { perDevice: number; perIp: number; windowSeconds: number }): RateLimit[] => [
  { bucket: `${action}:device:${requester.device ?? `ip:${requester.ip}`}`, limit: limits.perDevice, windowSeconds: limits.windowSeconds },
  { bucket: `${action}:ip:${requester.ip}`, limit: limits.perIp, windowSeconds: limits.windowSeconds },
];
