# syntax=docker/dockerfile:1
# One target per area, so one area ships without the others (BuildKit builds only the stages a
# target needs):
#   services:   docker build --target <auth|ideas|community|gateway> .
#               each runs `node dist/services/<name>/main.js`; a service's image also holds its
#               migration entry, run as a one-off job before a rollout:
#               `docker run <image> node dist/services/<name>/migrate.js` (schema lock: any number at once)
#   frontends:  docker build --target frontend-<shell|mfe-demos|mfe-ideas|mfe-workspace|mfe-account> .
#               each holds one build (a remote's in its versioned folder) and, when run, copies it
#               into the static root the gateway serves (a volume in docker-compose.yml); a remote's
#               new version lands beside the old ones, then deploy/remotes.json points at it.

ARG NODE_IMAGE=node:20-bookworm-slim
# The npm that wrote package-lock.json and understands its "allowScripts" list.
ARG NPM_VERSION=11.19.1

FROM ${NODE_IMAGE} AS node-base
ARG NPM_VERSION
RUN npm install --global --no-audit --no-fund npm@${NPM_VERSION}
WORKDIR /app

# Everything needed to build one project: all dependencies and the sources.
FROM node-base AS sources
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NODE_ENV=production

# One build stage per project (Nx builds only that project).
FROM sources AS build-auth
RUN npx nx build auth --output-style=static
FROM sources AS build-ideas
RUN npx nx build ideas --output-style=static
FROM sources AS build-community
RUN npx nx build community --output-style=static
FROM sources AS build-gateway
RUN npx nx build gateway --output-style=static
FROM sources AS build-shell
RUN npx nx build shell --output-style=static
FROM sources AS build-mfe-demos
RUN npx nx build mfe-demos --output-style=static
FROM sources AS build-mfe-ideas
RUN npx nx build mfe-ideas --output-style=static
FROM sources AS build-mfe-workspace
RUN npx nx build mfe-workspace --output-style=static
FROM sources AS build-mfe-account
RUN npx nx build mfe-account --output-style=static

# What the services need at run time: production dependencies only (bundles keep them external).
# No install scripts: the embedded PostgreSQL binaries are for `npm start`, not for containers.
FROM node-base AS runtime
# The heap limit of tools/launcher/node-flags.js (HEAP_LIMIT_FLAG): V8 then grows a heap by ~1.5x its live size, not 4x.
ENV NODE_ENV=production NODE_OPTIONS=--max-old-space-size=512
COPY package.json package-lock.json ./
# The export fonts (services/ideas/src/idea-documents/exports/pdf-fonts.ts) use four files of their
# packages: DejaVu Sans and Sans Bold, Noto Sans CJK SC and KR Regular (14 MiB); the other weights
# and styles (68 MiB) are removed.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
 && find node_modules/dejavu-fonts-ttf/ttf -type f ! -name DejaVuSans.ttf ! -name DejaVuSans-Bold.ttf -delete \
 && find node_modules/@embedpdf/fonts-sc/fonts node_modules/@embedpdf/fonts-kr/fonts -type f ! -name '*-Regular.otf' -delete \
 && rm -f node_modules/dejavu-fonts-ttf/status.txt
USER node

FROM runtime AS auth
COPY --from=build-auth /app/dist/services/auth dist/services/auth
ENV SERVICE_HOST=0.0.0.0 AUTH_PORT=4301
EXPOSE 4301
CMD ["node", "--enable-source-maps", "dist/services/auth/main.js"]

FROM runtime AS ideas
COPY --from=build-ideas /app/dist/services/ideas dist/services/ideas
# Data room files (DATA_DIR/data-room): a folder the service's user owns, mounted as a volume by compose.
USER root
RUN mkdir -p /data/data-room && chown -R node:node /data
USER node
ENV SERVICE_HOST=0.0.0.0 IDEAS_PORT=4302 DATA_DIR=/data
EXPOSE 4302
CMD ["node", "--enable-source-maps", "dist/services/ideas/main.js"]

FROM runtime AS community
COPY --from=build-community /app/dist/services/community dist/services/community
ENV SERVICE_HOST=0.0.0.0 COMMUNITY_PORT=4303
EXPOSE 4303
CMD ["node", "--enable-source-maps", "dist/services/community/main.js"]

# The gateway serves the frontends from STATIC_ROOT (filled by the frontend-* targets) and the
# runtime manifest. Mount another deploy/remotes.json over /app/deploy/remotes.json to change a
# rollout without rebuilding anything.
FROM runtime AS gateway
COPY --from=build-gateway /app/dist/services/gateway dist/services/gateway
COPY deploy/remotes.json deploy/remotes.json
ENV GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=4200 STATIC_ROOT=/app/dist/apps
EXPOSE 4200
# A small young generation frees proxied answers' read buffers early (tools/launcher/node-flags.js).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/services/gateway/main.js"]

# Frontends: one build each, published by copying it into the static root mounted at /srv/apps.
FROM ${NODE_IMAGE} AS frontend-base
WORKDIR /frontend
CMD ["cp", "-R", "/frontend/.", "/srv/apps/"]

FROM frontend-base AS frontend-shell
COPY --from=build-shell /app/dist/apps/shell shell
FROM frontend-base AS frontend-mfe-demos
COPY --from=build-mfe-demos /app/dist/apps/mfe-demos mfe-demos
FROM frontend-base AS frontend-mfe-ideas
COPY --from=build-mfe-ideas /app/dist/apps/mfe-ideas mfe-ideas
FROM frontend-base AS frontend-mfe-workspace
COPY --from=build-mfe-workspace /app/dist/apps/mfe-workspace mfe-workspace
FROM frontend-base AS frontend-mfe-account
COPY --from=build-mfe-account /app/dist/apps/mfe-account mfe-account
