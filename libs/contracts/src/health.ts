// What a service's health probe answers (README: Production layout, the images' HEALTHCHECK).

/** GET /api/v1/<service>/health: the service answers and its database does too. */
export interface HealthResponse {
  success: true;
  service: string;
  database: 'up';
}
