"""No element, attribute, handler or script from user text: the hostile-string corpus through
anshin.post and through every data attribute the script reads; and every page under the strict
Content Security Policy."""

import html
import os
import re
import subprocess

import html5lib

import hostile
import pages
from browser import NONCE, expect, expect_equal, post, shown, test

ALLOWED_TAGS = {
    "html", "head", "body", "meta", "title", "style", "script", "main", "div", "section", "span", "p",
    "h1", "h2", "h3", "h4", "h5", "h6", "button", "svg", "path", "rect", "circle", "bdi", "dialog",
    "progress", "a", "template",
}
ALLOWED_ATTRIBUTES = {
    "lang", "dir", "charset", "name", "content", "class", "id", "role", "hidden", "type", "autofocus",
    "disabled", "data-action", "data-role", "tabindex", "open", "nonce", "max", "value", "href", "viewbox",
    "width", "height", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "focusable", "d",
    "x", "y", "rx", "cx", "cy", "r",
}

# Every problem on the page: an element or attribute the front end never writes, a handler, a URL
# attribute other than the retry link's, a style attribute, a second script, the tripwire.
PROBLEMS = """
const tags = new Set(arguments[0]), names = new Set(arguments[1]), problems = [];
if (document.scripts.length !== 1) problems.push(document.scripts.length + ' scripts');
for (const e of document.querySelectorAll('*')) {
  const tag = e.localName;
  if (!tags.has(tag)) problems.push('element <' + tag + '>');
  for (const a of e.attributes) {
    const n = a.name.toLowerCase();
    if (n.startsWith('on')) problems.push('handler ' + n + ' on <' + tag + '>');
    else if (n === 'href' && !(tag === 'a' && a.value === ''))
      problems.push('href on <' + tag + '>');
    else if (n === 'style') {
      // Only what the script sets through the CSSOM: display none, and the transition's times.
      if (!/^(\s*(display: none|--anshin-(show|hide)-(duration|delay): \d+ms);)*$/.test(a.value))
        problems.push('style="' + a.value.slice(0, 80) + '" on <' + tag + '>');
    }
    else if (!names.has(n) && !n.startsWith('aria-') && !n.startsWith('data-anshin-'))
      problems.push('attribute ' + n + ' on <' + tag + '>');
  }
}
if (window.__pwned) problems.push('the tripwire window.__pwned is set');
return problems;
"""

COUNTS = "return [document.getElementsByTagName('*').length," \
         " [...document.getElementsByTagName('*')].reduce((n, e) => n + e.attributes.length, 0)]"


def problems(b):
    return b.js(PROBLEMS, sorted(ALLOWED_TAGS), sorted(ALLOWED_ATTRIBUTES))


def static_counts(page):
    tree = html5lib.parse(page, treebuilder="etree", namespaceHTMLElements=False)
    elements = list(tree.iter())
    return [len(elements), sum(len(element.attrib) for element in elements)]


def live_texts_from_attributes(b):
    """Each live-region text must be one of the page's announcement attributes, whole."""
    said = [text for _, text in b.live()]
    sources = set(b.js("return [...document.querySelectorAll('*')].flatMap(e => [...e.attributes])"
                       ".filter(a => a.name.startsWith('data-anshin-')).map(a => a.value)"))
    return [text for text in said if text not in sources]


@test("the hostile corpus through anshin.post: each posted message adds exactly its own elements and attributes "
      "(counted before and after), its announcement reaches the live region as text equal to the attribute, no "
      "handler or script, tripwire untouched")
def hostile_post(ctx):
    b = ctx.browser
    b.open(ctx.pages.path("board-queue"))
    expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"), "no live script")
    expect_equal(problems(b), [], "problems on the page before posting")
    for name in ("hostile-message", "hostile-message-error"):
        before = b.js(COUNTS)
        post(b, ctx.pages, name)
        posted = b.js("const all = [window.__posted, ...window.__posted.querySelectorAll('*')];"
                      "return [all.length, all.reduce((n, e) => n + e.attributes.length, 0),"
                      " window.__posted.getAttribute('data-anshin-announcement'),"
                      " window.__posted.getAttribute('data-anshin-politeness')]")
        expect("window.__pwned" in posted[2], f"{name}: the announcement attribute lost the hostile text")
        after = b.js(COUNTS)
        expect_equal(after[0], before[0] + posted[0], f"{name}: elements after the post (before {before[0]} "
                                                      f"+ {posted[0]} posted)")
        expect(after[1] <= before[1] + posted[1] + 2,
               f"{name}: {after[1]} attributes after the post, before {before[1]} + {posted[1]} posted")
        expect_equal(problems(b), [], f"{name}: problems after the post")
        expect_equal(b.live()[-1], [posted[3], posted[2]], f"{name}: the last live-region text")
        b.advance(30_000)
        expect_equal(problems(b), [], f"{name}: problems after it cleared")
    expect_equal(b.js("return document.querySelectorAll('[data-anshin-live] *').length"), 0,
                 "elements inside the live regions")
    expect_equal(b.errors(), [], "page errors")


def hostile_attribute_pages(ctx):
    """Each page with every data attribute (and aria-keyshortcuts) replaced by corpus texts, written out."""
    texts = hostile.texts(12) + ["", " ", "-1", "NaN", "1e400", "0x10", "18446744073709551616", "sticky ",
                                 "polite assertive", "Alt+Shift+<", "constructor", "__proto__"]
    folder = os.path.join(ctx.out, "hostile-attributes")
    os.makedirs(folder, exist_ok=True)
    written = []
    names = ["message-action", "message-first", "message-sticky", "board-stack", "board-slower",
             "trickle-standard-seed-0", "alert-action-sheet", "alert-confirmation", "error-screen-network",
             "hostile-trickle"]
    pattern = re.compile(r'\s(data-[a-z-]+|aria-keyshortcuts)="[^"]*"')
    for round_ in range(2):
        for index, name in enumerate(names):
            page = ctx.pages.html(name)
            counter = iter(range(10_000))

            def replace(match):
                text = texts[(next(counter) + index * 7 + round_ * 5) % len(texts)]
                return f' {match.group(1)}="{html.escape(text, quote=True)}"'

            changed, count = pattern.subn(replace, page)
            if count == 0:
                continue
            path = os.path.join(folder, f"{name}-{round_}.html")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(changed)
            written.append((path, count, changed))
    return written


@test("the hostile corpus in every data attribute the script reads (lifetimes, announcements, politeness, "
      "trickle configuration and seed, actions, roles, the shortcut): after load, a minute of time, every button "
      "clicked, Escape and the shortcut, the page holds exactly the served elements, no handler or script")
def hostile_attributes(ctx):
    b = ctx.browser
    written = hostile_attribute_pages(ctx)
    expect(len(written) >= 10, f"only {len(written)} pages with hostile attributes")
    for path, count, page in written:
        name = os.path.basename(path)
        b.open(path)
        expect_equal(b.js(COUNTS)[0], static_counts(page)[0], f"{name}: elements after load (as served)")
        expect_equal(problems(b), [], f"{name}: problems after load")
        b.advance(60_000)
        b.js("document.addEventListener('anshin-action', e => e.preventDefault())")
        b.js("for (const e of document.querySelectorAll('button, [data-action]')) e.click()")
        b.key("Escape")
        b.key("N", modifiers=1 | 8, code="KeyN")
        b.js("const t = document.querySelector('[data-anshin-trickle]'); if (t && window.anshin)"
             " try { window.anshin.complete(t.id) } catch (e) { window.__errors.push('complete: ' + e) }")
        b.advance(60_000)
        expect_equal(problems(b), [], f"{name}: problems after driving the page")
        expect(b.js(COUNTS)[0] <= static_counts(page)[0], f"{name}: more elements than served after driving it")
        expect_equal(live_texts_from_attributes(b), [], f"{name}: live-region texts that are no attribute's value")
        expect_equal(b.js("return document.querySelectorAll('[data-anshin-live] *').length"), 0,
                     f"{name}: elements inside the live regions")
    ctx.hostile_attribute_pages = len(written)


CSP_PAGES = ["message-first", "message-action", "board-stack", "trickle-standard-seed-0", "alert-action-sheet",
             "alert-confirmation", "error-screen-network", "hostile-message", "hostile-alert",
             "hostile-action-sheet", "hostile-trickle"]


@test("under default-src 'none'; script-src 'nonce-…'; style-src 'nonce-…' (served over HTTP): no "
      "securitypolicyviolation on load, over time, or on every control; the script runs (window.anshin), the "
      "stylesheet applies, the served page has no style attribute")
def content_security_policy(ctx):
    b = ctx.browser
    for name in CSP_PAGES + ["index"]:
        folder = "gallery" if name.startswith(("alert-", "error-")) or name == "index" else "pages"
        b.open(ctx.server.url(f"{folder}/{name}.html"))
        expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"),
               f"{name}: window.anshin is not defined under the policy")
        expect_equal(b.js("return getComputedStyle(document.body).backgroundColor"), "rgb(242, 242, 245)",
                     f"{name}: the page background (the stylesheet applies)")
        served = ctx.pages.html(name) if name != "index" else open(os.path.join(ctx.out, "gallery", "index.html"),
                                                                      encoding="utf-8").read()
        expect_equal(re.findall(r"<[^>]*\sstyle=[^>]*>", served)[:1], [], f"{name}: style attributes in the served page")
        b.advance(10_000)
        b.js("document.addEventListener('anshin-action', e => e.preventDefault())")
        b.js("for (const e of document.querySelectorAll('main button, main [data-action], [data-anshin-post],"
             " [data-anshin-open], [data-anshin-start], [data-anshin-complete]')) e.click()")
        b.advance(10_000)
        expect_equal(b.js("return window.__csp"), [], f"{name}: Content Security Policy violations")
        expect_equal(b.errors(), [], f"{name}: page errors")


@test("a page that links its stylesheet and script (HTMLRenderer.pageAssets) works under the same strict policy: "
      "both load with the page's nonce, the script runs and clears a 4 s message at 4000 ms, the stylesheet applies")
def linked_assets_under_policy(ctx):
    # The Swift tests prove a linked page is the embedded page with these two replacements
    # (HTMLPageAssetsTests); here the browser loads such a page and its two assets, served apart as
    # a host would serve them: the files `anshin stylesheet --out` and `anshin script --out` write.
    b = ctx.browser
    folder = os.path.join(ctx.out, "linked")
    os.makedirs(os.path.join(folder, "assets"), exist_ok=True)
    assets = {}
    for command, name in (("stylesheet", "anshin.css"), ("script", "anshin.js")):
        path = os.path.join(folder, "assets", name)
        subprocess.run([pages.tool(), command, "--out", path], check=True)
        with open(path, encoding="utf-8") as handle:
            assets[command] = handle.read()
    page = ctx.pages.html("message-first")
    style = "<style>\n" + assets["stylesheet"] + "\n</style>\n"
    script = "<script>" + assets["script"] + "</script>\n</body>"
    expect(style in page and script in page, "message-first embeds what the two files hold")
    linked = page.replace(style, f'<link rel="stylesheet" href="assets/anshin.css" nonce="{NONCE}">\n')
    linked = linked.replace(script, f'<script src="assets/anshin.js" nonce="{NONCE}"></script>\n</body>')
    with open(os.path.join(folder, "message-first.html"), "w", encoding="utf-8") as handle:
        handle.write(linked)
    b.mouse_to(1, 1)
    b.open(ctx.server.url("linked/message-first.html"))
    expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"),
           "window.anshin is not defined: the linked script did not run")
    expect_equal(b.js("return getComputedStyle(document.body).backgroundColor"), "rgb(242, 242, 245)",
                 "the page background (the linked stylesheet applies)")
    expect_equal(shown(b), ["First message"], "shown at load")
    b.advance(3999)
    expect_equal(shown(b), ["First message"], "shown at 3999 ms")
    b.advance(1)
    expect_equal(shown(b), [], "shown at 4000 ms")
    expect_equal(ctx.server.requests("/linked/assets/anshin.js"), 1, "requests for the script")
    expect_equal(ctx.server.requests("/linked/assets/anshin.css"), 1, "requests for the stylesheet")
    expect_equal(b.js("return window.__csp"), [], "Content Security Policy violations")
    expect_equal(b.errors(), [], "page errors")
