# One image per domain service (README: Production layout), built from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=onboarding --build-arg SERVICE_PORT=4301 -t tenant/onboarding .
# SERVICE: onboarding | income | payment | report; SERVICE_PORT: the port its main listens on
# (ONBOARDING_PORT 4301, INCOME_PORT 4302, PAYMENT_PORT 4303, REPORT_PORT 4304 by default).
# APT_PACKAGES: system packages the service needs at run time (report: chromium and fonts for its PDFs).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG SERVICE
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY . .
# `npm ci` refuses this lockfile (it lacks other platforms' optional binaries, DESIGN §7): install with it.
RUN npm install --no-audit --no-fund
RUN npx nx build @tenant/service-${SERVICE}
# the build's tools go; every workspace's runtime dependencies stay (the service's own and its libs')
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ARG SERVICE_PORT
ARG APT_PACKAGES=""
RUN if [ -n "${APT_PACKAGES}" ]; then apt-get update && apt-get install -y --no-install-recommends ${APT_PACKAGES} && rm -rf /var/lib/apt/lists/*; fi
WORKDIR /app
ENV NODE_ENV=production SERVICE=${SERVICE} SERVICE_PORT=${SERVICE_PORT}
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs ./libs
COPY --from=build /repo/services/${SERVICE} ./services/${SERVICE}
USER node
EXPOSE ${SERVICE_PORT}
# /api/v1/<service>/health answers 503 while its database does not
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.SERVICE_PORT+'/api/v1/'+process.env.SERVICE+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Nest's shutdown hooks stop it gracefully on SIGTERM (answers in flight, job handlers up to 20 s, pools).
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
