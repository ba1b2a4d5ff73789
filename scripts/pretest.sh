#!/bin/sh
# What `npm test` needs before Vitest: Debian's Chromium, a type check, and a fresh build for the
# e2e suites. The type check (svelte-check, one core, about 18 s) and the build (about 7 s) run side
# by side; SvelteKit's generated files are written once, by `svelte-kit sync`, before both start
# (the build's own sync then finds them unchanged and writes nothing the check reads).
set -e
sh scripts/ensure-chromium.sh
svelte-kit sync
svelte-check --tsconfig ./tsconfig.json &
check=$!
if ! vite build; then
	kill "$check" 2>/dev/null || true
	exit 1
fi
wait "$check"
