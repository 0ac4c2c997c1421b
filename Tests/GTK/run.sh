#!/usr/bin/env bash
# Compares the built-in catalogs' OK, Cancel and Close with Debian's GTK translations, and Done with
# bash's, read with Python's gettext (GTK has no Retry button, so Retry is not compared): installs libgtk-3-common and libgtk-4-common
# (translations and data only, no libraries) when they are missing, then runs compare_gtk.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f /usr/share/locale/de/LC_MESSAGES/gtk30.mo ] || [ ! -f /usr/share/locale/de/LC_MESSAGES/gtk40.mo ]; then
    sudo_prefix=""
    if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends \
        libgtk-3-common libgtk-4-common > /dev/null
fi
python3 Tests/GTK/compare_gtk.py
