#!/bin/sh
# The Nu HTML Checker (vnu-jar, in the test suite) runs on Java; install Debian's headless runtime only
# when no java is on PATH.
set -e
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "java not found; installing Debian's default-jre-headless for the Nu HTML Checker…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless
