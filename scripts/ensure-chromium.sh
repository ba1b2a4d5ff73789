#!/bin/sh
# Browser tests and the harness drive Debian's Chromium; install it only when it is missing.
# (Never a Playwright browser download: this machine reaches no host but the package registries.)
set -e
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
echo "Chromium not found at ${CHROMIUM_PATH:-/usr/bin/chromium}; installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
