"""Headless Chromium for the live-script tests: one browser for the whole run, the instrumentation of
instrument.js injected before every page's own scripts, a tiny HTTP server that sends a Content Security
Policy, and axe-core.

Chromium through Selenium (pinned 4.51.0) with the Debian chromium and chromium-driver packages, as
Tests/Conformance/check_html.py uses them.
"""

import functools
import http.server
import os
import re
import threading

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROME_ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
HERE = os.path.dirname(os.path.abspath(__file__))
NONCE = "QW5zaGluVGVzdE5vbmNl"


class TestFailure(AssertionError):
    pass


def expect(condition, message):
    if not condition:
        raise TestFailure(message)


def expect_equal(actual, expected, what):
    if actual != expected:
        raise TestFailure(f"{what}: got {actual!r}, expected {expected!r}")


def new_driver(javascript=True):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in CHROME_ARGS:
        options.add_argument(argument)
    options.add_argument("--window-size=1200,900")
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    driver.set_script_timeout(60)
    return driver


class Browser:
    """One Chromium with the instrumentation installed for every new document."""

    def __init__(self):
        self.driver = new_driver()
        # The page keeps focus even when a Tab leaves it for the browser's own controls, so one test's
        # focus never decides whether the next one's focus events fire.
        self.driver.execute_cdp_cmd("Emulation.setFocusEmulationEnabled", {"enabled": True})
        with open(os.path.join(HERE, "instrument.js"), encoding="utf-8") as handle:
            self.instrumentation = handle.read()
        self._injected = None
        self.instrument(True)
        self._axe = None

    def instrument(self, on):
        if on and self._injected is None:
            self._injected = self.driver.execute_cdp_cmd(
                "Page.addScriptToEvaluateOnNewDocument", {"source": self.instrumentation}
            )["identifier"]
        elif not on and self._injected is not None:
            self.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": self._injected})
            self._injected = None

    def reduced_motion(self, on):
        features = [{"name": "prefers-reduced-motion", "value": "reduce" if on else "no-preference"}]
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})

    def open(self, url_or_path):
        url = url_or_path if "://" in url_or_path else "file://" + os.path.abspath(url_or_path)
        self.driver.get(url)
        self.js("return document.readyState")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def advance(self, milliseconds):
        return self.js("return window.__clock.advance(arguments[0])", milliseconds)

    def now(self):
        return self.js("return window.__clock.now")

    def live(self):
        return self.js("return window.__live.map(r => [r.region, r.text])")

    def ax_live_regions(self):
        """Chromium's accessibility tree: {politeness: text} of each [data-anshin-live] region."""
        tree = self.driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
        by_id = {node["nodeId"]: node for node in tree}

        def text(node):
            if node.get("role", {}).get("value") == "StaticText":
                return node.get("name", {}).get("value", "")
            return "".join(text(by_id[child]) for child in node.get("childIds", []) if child in by_id)

        regions = {}
        for node in tree:
            if "backendDOMNodeId" not in node or node.get("ignored"):
                continue
            if not any(p["name"] == "live" for p in node.get("properties", [])):
                continue
            described = self.driver.execute_cdp_cmd("DOM.describeNode", {"backendNodeId": node["backendDOMNodeId"]})
            attributes = described["node"].get("attributes", [])
            named = dict(zip(attributes[::2], attributes[1::2]))
            if "data-anshin-live" in named:
                regions[named["data-anshin-live"]] = text(node)
        return regions

    def errors(self):
        return self.js("return window.__errors")

    def key(self, key, modifiers=0, code=None, target=None):
        """A trusted key press through the DevTools protocol (modifiers: Alt 1, Ctrl 2, Meta 4, Shift 8)."""
        names = {"Escape": ("Escape", 27), "Tab": ("Tab", 9), "Enter": ("Enter", 13), " ": ("Space", 32)}
        code_name, key_code = names.get(key, (code or f"Key{key.upper()}", ord(key.upper()[0])))
        for kind in ("rawKeyDown", "keyUp"):
            parameters = {"type": kind, "key": key, "code": code or code_name, "windowsVirtualKeyCode": key_code,
                          "modifiers": modifiers}
            self.driver.execute_cdp_cmd("Input.dispatchKeyEvent", parameters)

    def mouse_to(self, x, y):
        self.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})

    def hover(self, selector):
        box = self.js(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return [r.left + r.width / 2, r.top + r.height / 2];",
            selector,
        )
        self.mouse_to(box[0], box[1])

    def axe(self):
        """axe-core's violations on the current document (real timers while it runs), as short strings."""
        if self._axe is None:
            import axe_playwright_python

            folder = os.path.dirname(axe_playwright_python.__file__)
            for root, _, names in os.walk(folder):
                if "axe.min.js" in names:
                    with open(os.path.join(root, "axe.min.js"), encoding="utf-8") as handle:
                        self._axe = handle.read()
            expect(self._axe is not None, "axe.min.js not found in axe_playwright_python")
        self.js("window.__clock && window.__clock.real()")
        try:
            self.js(self._axe)
            result = self.driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "axe.run(document, {resultTypes: ['violations']}).then(done, e => done({error: String(e)}));"
            )
        finally:
            self.js("window.__clock && window.__clock.fake()")
        if "error" in result:
            return [f"axe error: {result['error']}"]
        return [
            f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
            for v in result["violations"]
        ]

    def quit(self):
        self.driver.quit()


class _CSPHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder with `default-src 'none'; script-src 'nonce-N'; style-src 'nonce-N'`.

    A page that carries no nonce gets NONCE on its one <script> and one <style>, as a host that passes
    its nonce to the renderer would; a page that carries one is served with its own nonce. The gallery's
    index frames its own pages, so it also gets `frame-src 'self'`.
    """

    counts = None  # path -> number of GET requests, set per server

    def log_message(self, *arguments):
        pass

    def do_GET(self):
        plain = self.path.split("?", 1)[0]
        self.counts[plain] = self.counts.get(plain, 0) + 1
        path = self.translate_path(self.path.split("?", 1)[0])
        if not path.endswith(".html") or not os.path.isfile(path):
            return super().do_GET()
        with open(path, encoding="utf-8") as handle:
            page = handle.read()
        found = re.search(r'<script(?: src="[^"]*")? nonce="([A-Za-z0-9+/=_-]+)"', page)
        if found:
            nonce = found.group(1)
        else:
            nonce = NONCE
            page = page.replace("<script>", f'<script nonce="{nonce}">').replace("<style>", f'<style nonce="{nonce}">')
        body = page.encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        policy = f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'"
        if path.endswith(os.sep + "index.html"):
            # The gallery's index shows each dialog in a frame of its own page.
            policy += "; frame-src 'self'"
        self.send_header("Content-Security-Policy", policy)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class CSPServer:
    """http://127.0.0.1:PORT/ serving a folder under the strict policy, on a thread."""

    def __init__(self, folder):
        self.counts = {}
        handler_class = type("Handler", (_CSPHandler,), {"counts": self.counts})
        handler = functools.partial(handler_class, directory=folder)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def requests(self, path):
        """How many times `path` (from the root: "/gallery/x.html") was requested."""
        return self.counts.get(path, 0)

    def url(self, name):
        return f"http://127.0.0.1:{self.server.server_address[1]}/{name}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


# The tests ---------------------------------------------------------------------------------------

TESTS = []


def test(description):
    """Registers a test: `description` says what it asserts (printed with its result)."""

    def register(function):
        TESTS.append((function.__module__ + "." + function.__name__, description, function))
        return function

    return register


# What a person sees: the text of each shown status message, in document order.
SHOWN_MESSAGES = """
return [...document.querySelectorAll('[data-anshin-lifetime]')]
  .filter(e => e.isConnected && !e.closest('[hidden]') && getComputedStyle(e).display !== 'none'
               && getComputedStyle(e).visibility !== 'hidden')
  .map(e => (e.querySelector('.anshin-paragraph') || e).textContent.trim());
"""

# Posts the status message of a page the server rendered, as a host posts a fetched fragment.
POST_FRAGMENT = """
const page = new DOMParser().parseFromString(arguments[0], 'text/html');
const element = page.querySelector('[data-anshin-lifetime]');
if (!element) throw new Error('the rendered page has no [data-anshin-lifetime] message');
const adopted = document.importNode(element, true);
window.__posted = adopted;
return window.anshin.post(adopted);
"""


class Pages:
    """Reads the generated pages."""

    def __init__(self, out):
        self.out = out

    def path(self, name):
        for folder in ("gallery", "samples"):
            if os.path.exists(os.path.join(self.out, folder, name + ".html")):
                return os.path.join(self.out, folder, name + ".html")
        return os.path.join(self.out, "pages", name + ".html")

    def html(self, name):
        with open(self.path(name), encoding="utf-8") as handle:
            return handle.read()


def shown(browser):
    return browser.js(SHOWN_MESSAGES)


def post(browser, pages, name):
    return browser.js(POST_FRAGMENT, pages.html(name))
