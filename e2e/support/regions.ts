import { test } from '@playwright/test';

/** The product on a host whose first label is the region (spec 1§4 Region: de.… → Germany). */
export const germanUrl = (path: string) => {
  const base = new URL(test.info().project.use.baseURL ?? process.env.E2E_BASE_URL!);
  return `${base.protocol}//de.localhost:${base.port}${path}`;
};
