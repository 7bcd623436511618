#!/usr/bin/env bash
# Installs the Debian packages the product and its tests need, once. `serve` needs Chromium (report
# PDFs) and a CJK font; `test` adds PostgreSQL and poppler (PDF checks).
set -euo pipefail
case "${1:-serve}" in
  serve) wanted=(chromium fonts-noto-cjk) ;;
  test) wanted=(chromium fonts-noto-cjk postgresql poppler-utils) ;;
  *) echo "usage: $0 serve|test" >&2; exit 2 ;;
esac
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing system packages: ${missing[*]} (run as root, or: sudo apt-get install ${missing[*]})" >&2
  exit 3
fi
echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
