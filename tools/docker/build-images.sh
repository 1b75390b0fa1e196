#!/usr/bin/env bash
# Builds one image per service and per frontend from the Dockerfile's targets, tagged
# ${IMAGE_PREFIX:-founder}/<target>:${IMAGE_TAG:-<git commit>} (the names deploy/kubernetes uses).
# Without a Docker engine (`docker info` fails) it prints why and exits 0, so CI here goes on.
set -euo pipefail
cd "$(dirname "$0")/../.."

TARGETS=(auth ideas community gateway frontend-shell frontend-mfe-demos frontend-mfe-ideas frontend-mfe-workspace frontend-mfe-account)

if ! command -v docker >/dev/null 2>&1; then
  echo "[images] skipped: no docker command on this machine"
  exit 0
fi
if ! docker info >/dev/null 2>&1; then
  echo "[images] skipped: docker info failed (no Docker engine running here)"
  exit 0
fi

prefix="${IMAGE_PREFIX:-founder}"
tag="${IMAGE_TAG:-$(git rev-parse --short HEAD 2>/dev/null || echo local)}"
for target in "${TARGETS[@]}"; do
  echo "[images] building ${prefix}/${target}:${tag}"
  DOCKER_BUILDKIT=1 docker build --target "$target" --tag "${prefix}/${target}:${tag}" .
done
echo "[images] built ${#TARGETS[@]} images tagged ${tag}"
