/**
 * The address the n-th simulated applicant comes from (X-Forwarded-For), in 10.0.0.0/8: each applicant
 * counts against the per-IP limits on its own, as distinct people do, while the limits stay on.
 */
export const clientAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
