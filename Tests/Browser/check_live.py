#!/usr/bin/env python3
"""The live script in real Chromium: status messages, dialogs, actions, error screens and trickle
progress, each step asserted with exact values.

Usage:
    check_live.py OUT [--only SUBSTRING] [--skip-generate]

Writes the pages into OUT with the package's own tool (pages.py), then runs every test of
tests_*.py in one headless Chromium (browser.py) and prints, for each, PASS or FAIL, what it
asserts and how long it took. The exit status is 1 if any test failed.

Time: every page gets instrument.js before its own scripts (DevTools
Page.addScriptToEvaluateOnNewDocument), which replaces performance.now, Date.now, setTimeout and
clearTimeout with a virtual clock the test advances (window.__clock.advance(ms) runs the due
callbacks in order). One test (tests_real_time.py) runs on the browser's own timers.
"""

import argparse
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import browser  # noqa: E402
import pages  # noqa: E402
import tests_dialogs  # noqa: E402,F401
import tests_messages  # noqa: E402,F401
import tests_playground  # noqa: E402,F401
import tests_progress  # noqa: E402,F401
import tests_real_time  # noqa: E402,F401
import tests_safety  # noqa: E402,F401


class Context:
    def __init__(self, out):
        self.out = out
        self.pages = browser.Pages(out)
        self.browser = browser.Browser()
        self.server = browser.CSPServer(out)

    def close(self):
        self.server.stop()
        self.browser.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--only", default="")
    parser.add_argument("--skip-generate", action="store_true")
    arguments = parser.parse_args()
    out = os.path.abspath(arguments.out)

    started = time.monotonic()
    if not arguments.skip_generate:
        refused = pages.generate(out)
        written = sum(len(files) for _, _, files in os.walk(out))
        print(f"pages: wrote {written} files into {out} ({time.monotonic() - started:.1f} s)")
        for name, error in refused.items():
            print(f"  the tool refused {name}: {error}")
        if refused:
            print("FAIL: every document must render")
            return 1

    context = Context(out)
    failures = []
    ran = 0
    try:
        for name, description, function in browser.TESTS:
            if arguments.only not in name:
                continue
            ran += 1
            began = time.monotonic()
            try:
                function(context)
                print(f"PASS {name} ({time.monotonic() - began:.1f} s): {description}")
            except browser.TestFailure as failure:
                failures.append(name)
                print(f"FAIL {name} ({time.monotonic() - began:.1f} s): {description}\n     {failure}")
            except Exception as error:  # noqa: BLE001 - a broken test is reported like a failed one
                failures.append(name)
                detail = getattr(error, "msg", None) or traceback.format_exception_only(type(error), error)[-1]
                detail = detail.strip().split("\n")[0]
                print(f"FAIL {name} ({time.monotonic() - began:.1f} s): {description}\n     {detail[:600]}")
            finally:
                context.browser.reduced_motion(False)
    finally:
        context.close()
    print(f"\nbrowser: {ran} tests, {len(failures)} failed, {time.monotonic() - started:.0f} s")
    for name in failures:
        print(f"  failed: {name}")
    return 1 if failures or ran == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
