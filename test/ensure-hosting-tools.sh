#!/usr/bin/env bash
# Installs what the hosting tests need from Debian's packages when it is missing: nginx (serves dist/
# as a stock static host would) and a headless Java 17+ (for the W3C HTML checker, vnu).
set -euo pipefail
missing=()
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx-light); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages (needs root and apt)."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
