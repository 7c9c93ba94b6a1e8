#!/bin/sh
# The production site server (dist/start.mjs) with its process settings (ADR 022), the one place
# they are set (ADR 046): `npm start`, the browser tests, the benchmarks, the image's CMD
# (deploy/Dockerfile) and the systemd unit (deploy/systemd/starbridge-site@.service) run it.
# - V8: `--liftoff-only` keeps the content database's WebAssembly (PGlite) on the baseline
#   compiler (~100 MB less machine code), 16 MB semi-spaces (fewer scavenges per render: a
#   tenth less CPU per uncached render than 4 MB, RSS unchanged) and slower heap growth keep
#   the heap near what is live after a burst of renders; `--expose-gc`
#   lets the site collect fully once a burst is over (app/lib/idle-gc.server.ts, ADR 056),
#   `--no-flush-bytecode` keeps the compiled bytecode that collection would drop;
# - the C allocator: jemalloc where the system has it (Debian's libjemalloc2), with a background
#   thread returning pages left unused for about ten seconds (a page's buffers are reused warm
#   under load, ADR 022's 2026-12-02 update); glibc with two arenas otherwise, or with
#   STARBRIDGE_ALLOCATOR=glibc, or when the caller sets LD_PRELOAD itself.
# Node is the project's (node_modules/node: Node 24, ADR 017), else the first on PATH. Arguments
# are node flags added after these (a later flag wins); STARBRIDGE_RUNTIME_TUNING=off runs node
# with its defaults.
set -eu
cd "$(dirname "$0")/.."
node=node
if [ -x node_modules/node/bin/node ]; then node=node_modules/node/bin/node; fi
if [ "${STARBRIDGE_RUNTIME_TUNING:-on}" = off ]; then exec "$node" "$@" dist/start.mjs; fi
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
if [ -z "${LD_PRELOAD:-}" ] && [ "${STARBRIDGE_ALLOCATOR:-jemalloc}" != glibc ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2 \
    /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -e "$lib" ]; then
      export LD_PRELOAD="$lib" MALLOC_CONF="${MALLOC_CONF:-background_thread:true,dirty_decay_ms:10000,muzzy_decay_ms:0}"
      break
    fi
  done
fi
exec "$node" --liftoff-only --max-semi-space-size=16 --heap-growing-percent=50 --expose-gc --no-flush-bytecode "$@" dist/start.mjs
