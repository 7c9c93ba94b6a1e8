#!/usr/bin/env bash
# The system packages the tests need (Debian names), shared by `npm test` (its pretest step) and
# `.ci/run`: Chromium for the browser tests, CJK and Thai fonts (or those scripts render as boxes),
# PostgreSQL for the contract and scale tests, jemalloc for the production server's allocator
# (ADR 022), nginx for the scale test. Missing ones are installed when this runs as root with
# apt-get; otherwise it stops at once and prints the exact command to run.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || [ -n "${CHROMIUM_PATH:-}" ] ||
  need+=(chromium)
if command -v fc-list >/dev/null 2>&1; then
  # grep reads all of fc-list (no -q): under pipefail an early exit would fail the pipe.
  fc-list | grep -i 'Noto Sans CJK' >/dev/null || need+=(fonts-noto-cjk)
  fc-list | grep -i 'tlwg\|Loma\|Garuda' >/dev/null || need+=(fonts-thai-tlwg)
else
  need+=(fonts-noto-cjk fonts-thai-tlwg)
fi
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ "$(uname -s)" = Linux ]; then
  [ -n "$(ls /usr/lib/*/libjemalloc.so.2 /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2 2>/dev/null)" ] ||
    need+=(libjemalloc2)
fi
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
# nginx's cache-purge module: a content change purges the pages that showed it (ADR 041).
ls /usr/lib/nginx/modules/ngx_http_cache_purge_module.so >/dev/null 2>&1 ||
  need+=(libnginx-mod-http-cache-purge)

[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing the system packages the tests need: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  exit 0
fi

echo "The tests need these system packages, which are missing: ${need[*]}" >&2
echo "Install them (Debian/Ubuntu), then run the tests again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${need[*]}" >&2
exit 1
