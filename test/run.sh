#!/usr/bin/env bash
# `npm test`: everything that must pass. Types, unit tests, then the built site in a real browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash test/ensure-chromium.sh
bash test/ensure-hosting-tools.sh
# The site's own code: every demo is type-checked by the build the end-to-end step starts with.
# The native compiler (TypeScript 7, `typescript-native`), as the build's check uses: `typescript` stays
# at 5.9 for the compiler API that the API reference and the JS twins of demos are made with.
echo "== Type check"
node node_modules/typescript-native/bin/tsc -p tsconfig.code.json
echo "== Unit tests"
npx vitest run
echo "== Build, end-to-end and bad-input tests"
npx vitest run --config vitest.e2e.config.ts
