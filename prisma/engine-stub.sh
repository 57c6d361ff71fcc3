#!/bin/sh
# Stands in for Prisma's native schema engine, which cannot be downloaded on these machines.
# `prisma generate` and `prisma validate` only need the path to exist; migrations use
# @prisma/schema-engine-wasm instead (scripts/db/engine.ts). Anything that really calls it fails loudly.
echo "prisma/engine-stub.sh: the native schema engine is not installed; use npm run db:migrate / db:migration:create" >&2
exit 1
