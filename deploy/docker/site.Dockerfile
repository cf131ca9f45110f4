# The site image (README: Production layout): the shell and, unless a CDN serves them, the remotes,
# served by the runner's site-only entry (tools/runner/dist/site-main.js), built from the repository root:
#   docker build -f deploy/docker/site.Dockerfile -t tenant/site .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
COPY . .
# `npm ci` refuses this lockfile (it lacks other platforms' optional binaries, DESIGN §7): install with it.
RUN npm install --no-audit --no-fund
# the shell, the four remotes (served from the image when no CDN map is given) and the runner
RUN npx nx run-many -t build -p @tenant/shell,@tenant/mfe-onboarding,@tenant/mfe-income,@tenant/mfe-payment,@tenant/mfe-report,@tenant/runner
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# No partner demo site and no local IP lookup sandbox in production: set IP_LOCATION_URL to a real one or keep it off.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 VAR_DIR=/app/var PARTNER_DEMO_PORT=off IP_LOCATION_URL=off
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs ./libs
COPY --from=build /repo/tools/runner ./tools/runner
COPY --from=build /repo/shell/dist ./shell/dist
COPY --from=build /repo/mfe-onboarding/dist ./mfe-onboarding/dist
COPY --from=build /repo/mfe-onboarding/package.json ./mfe-onboarding/package.json
COPY --from=build /repo/mfe-income/dist ./mfe-income/dist
COPY --from=build /repo/mfe-income/package.json ./mfe-income/package.json
COPY --from=build /repo/mfe-payment/dist ./mfe-payment/dist
COPY --from=build /repo/mfe-payment/package.json ./mfe-payment/package.json
COPY --from=build /repo/mfe-report/dist ./mfe-report/dist
COPY --from=build /repo/mfe-report/package.json ./mfe-report/package.json
RUN mkdir -p /app/var && chown node:node /app/var
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "tools/runner/dist/site-main.js"]
