#!/usr/bin/env bash
# The live script in real Chromium (headless, Selenium 4.51.0, axe-core 4.12.1): status messages,
# dialogs, actions, error screens and trickle progress on a virtual clock injected before the page's
# scripts, the hostile-string corpus, the strict Content Security Policy, and one test on real timers.
# Installs what it needs (chromium, chromium-driver, the .venv-checkers venv that Tests/Conformance
# uses), writes the pages with the anshin tool (gallery + Tests/Browser/documents + the trickle
# vectors + the hostile corpus), runs Tests/Browser/check_live.py and prints every test it ran.
set -euo pipefail
cd "$(dirname "$0")/../.."

out=.build/browser
venv=.venv-checkers
python="$venv/bin/python"

step() { printf '\n--- %s\n' "$1"; }

step "Installing Chromium, chromedriver, Selenium and axe-core"
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends \
        chromium chromium-driver > /dev/null
fi
if [ ! -x "$python" ]; then python3 -m venv "$venv"; fi
"$python" -m pip install -q --disable-pip-version-check selenium==4.51.0 html5lib==1.1
"$python" -m pip install -q --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
chromium --version

step "Building the anshin tool"
swift build --product anshin > /dev/null

step "Pages and tests (Tests/Browser/check_live.py)"
SE_OFFLINE=true "$python" Tests/Browser/check_live.py "$out" "$@"
