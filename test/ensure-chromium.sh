#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: end-to-end tests drive it, and never download a browser.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's package (needs root and apt)."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
