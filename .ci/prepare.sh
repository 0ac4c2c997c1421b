#!/usr/bin/env bash
# What the stages after the build need from outside the package, fetched early: .ci/run starts this in
# the background while Swift builds and tests, and waits for it before the first stage that needs it.
# Every stage still installs what it finds missing, so each also runs on its own; this only takes the
# downloads off the critical path (apt and pip are mostly waiting on the network and the disk).
#
#   - the checkers of the conformance, browser and backend stages (Tests/Conformance/run.sh
#     --install-only: Chromium, chromedriver, a Java runtime for vnu, Noto fonts, .venv-checkers);
#   - GTK's and GTK 4's translations for the languages stage (Tests/GTK/run.sh);
#   - strace and GNU time for the oversize-input stage of hardening (Tests/Hardening/oversize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for package in libgtk-3-common libgtk-4-common strace time; do
    dpkg -s "$package" > /dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi
bash Tests/Conformance/run.sh --install-only
echo "prepare: done"
