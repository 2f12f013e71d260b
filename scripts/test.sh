#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and API tests on SQLite, the attachment API tests again with the
# files in a local S3 server, the API tests on PostgreSQL when TEST_DATABASE_URL is set, then Playwright
# in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== typecheck"
npm run typecheck --silent

echo "== lint"
npx eslint . --max-warnings 0

echo "== formatting"
npx prettier --check . --log-level warn

echo "== translation catalogs (every string extracted, every language complete)"
npx tsx scripts/check-catalogs.ts

echo "== unit and API tests (SQLite)"
npx vitest run

echo "== attachment API tests on S3-compatible storage (a local s3rver the tests start)"
TEST_STORAGE=s3 npx vitest run test/api/attachments

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests (PostgreSQL at ${TEST_DATABASE_URL%%@*}@…)"
  TEST_DB=postgres npx vitest run test/api test/load test/security
else
  echo "NOTICE: TEST_DATABASE_URL is not set, so the PostgreSQL pass of the API tests was skipped."
fi

echo "== end-to-end (Playwright, Chromium)"
bash scripts/e2e.sh
