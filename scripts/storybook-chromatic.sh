#!/bin/sh
# Publishes the static Storybook to Chromatic for designers to review.
# Without CHROMATIC_PROJECT_TOKEN it explains and exits 0, so it is safe in any pipeline.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the upload."
  echo "chromatic: set it (Chromatic project > Manage > Configure) and re-run 'npm run chromatic'."
  exit 0
fi
if [ ! -f storybook-static/index.json ]; then
  npm run build-storybook
fi
# chromatic.config.json: only changed stories (TurboSnap), the static build above, changes never fail.
exec npx --no-install chromatic --config-file chromatic.config.json "$@"
