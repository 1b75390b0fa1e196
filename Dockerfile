# syntax=docker/dockerfile:1
# One image per service, all from one build: `docker build --target <auth|ideas|community|gateway> .`
# (docker-compose.yml builds all four). Each runs `node dist/services/<name>/main.js`.

ARG NODE_IMAGE=node:20-bookworm-slim
# The npm that wrote package-lock.json and understands its "allowScripts" list.
ARG NPM_VERSION=11.19.1

FROM ${NODE_IMAGE} AS node-base
ARG NPM_VERSION
RUN npm install --global --no-audit --no-fund npm@${NPM_VERSION}
WORKDIR /app

# Everything needed to build: all dependencies, then every project (Nx, Rspack).
FROM node-base AS build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
RUN npx nx run-many -t build --output-style=static

# What the services need at run time: production dependencies only (bundles keep them external).
# No install scripts: the embedded PostgreSQL binaries are for `npm start`, not for containers.
FROM node-base AS runtime
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
USER node

FROM runtime AS auth
COPY --from=build /app/dist/services/auth dist/services/auth
ENV SERVICE_HOST=0.0.0.0 AUTH_PORT=4301
EXPOSE 4301
CMD ["node", "--enable-source-maps", "dist/services/auth/main.js"]

FROM runtime AS ideas
COPY --from=build /app/dist/services/ideas dist/services/ideas
ENV SERVICE_HOST=0.0.0.0 IDEAS_PORT=4302
EXPOSE 4302
CMD ["node", "--enable-source-maps", "dist/services/ideas/main.js"]

FROM runtime AS community
COPY --from=build /app/dist/services/community dist/services/community
ENV SERVICE_HOST=0.0.0.0 COMMUNITY_PORT=4303
EXPOSE 4303
CMD ["node", "--enable-source-maps", "dist/services/community/main.js"]

# The gateway also serves the built frontends and the runtime manifest. Mount another
# deploy/remotes.json over /app/deploy/remotes.json to change a rollout without rebuilding.
FROM runtime AS gateway
COPY --from=build /app/dist/services/gateway dist/services/gateway
COPY --from=build /app/dist/apps dist/apps
COPY deploy/remotes.json deploy/remotes.json
ENV GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=4200
EXPOSE 4200
CMD ["node", "--enable-source-maps", "dist/services/gateway/main.js"]
