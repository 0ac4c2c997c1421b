"""The gallery index: it opens at its top with nothing focused (its alerts are still frames), and its
playground's declarative triggers (data-anshin-post, data-anshin-open, data-anshin-start with
data-anshin-target, data-anshin-complete) work in the browser."""

from browser import expect, expect_equal, shown, test

TRIGGERS = """
return ['post', 'open', 'start', 'complete'].map(kind =>
  [...document.querySelectorAll('[data-anshin-' + kind + ']')].map(e => [e.getAttribute('data-anshin-' + kind),
    e.getAttribute('data-anshin-target')]));
"""


@test("gallery playground: each post button shows its template's message and announces it once; each open "
      "button opens its dialog modally (Escape closes it); start inserts a running trickle, complete sets it to 1")
def playground(ctx):
    b = ctx.browser
    b.open(ctx.pages.path("index"))
    expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"), "the index has no live script")
    posts, opens, starts, completes = b.js(TRIGGERS)
    expect(len(posts) >= 5, f"post buttons {posts}: one per kind expected")
    expect(len(opens) >= 2, f"open buttons {opens}: one per alert expected")
    expect(len(starts) >= 1 and len(completes) >= 1, f"start {starts} and complete {completes} buttons")
    for template, _ in posts:
        said = b.js("const t = document.getElementById(arguments[0]).content.firstElementChild;"
                    "return [t.getAttribute('data-anshin-politeness'), t.getAttribute('data-anshin-announcement')]",
                    template)
        text = b.js("const t = document.getElementById(arguments[0]).content.firstElementChild;"
                    "return (t.querySelector('.anshin-paragraph') || t).textContent.trim()", template)
        before = len(b.live())
        b.js("document.querySelector(`[data-anshin-post='${arguments[0]}']`).click()", template)
        expect(text in shown(b), f"{template}: {text!r} not among the shown messages {shown(b)} after its post button")
        expect_equal(b.live()[before:], [said], f"{template}: live-region texts after its post button")
        b.js("window.anshin.dismiss(document.querySelector('[data-anshin-messages] [data-anshin-lifetime]'))")
    b.advance(600_000)
    expect_equal(shown(b), [], "shown messages after ten minutes")
    for dialog, _ in opens:
        b.js("document.querySelector(`[data-anshin-open='${arguments[0]}']`).focus();"
             "document.querySelector(`[data-anshin-open='${arguments[0]}']`).click()", dialog)
        expect_equal(b.js("return document.getElementById(arguments[0]).matches(':modal')", dialog), True,
                     f"{dialog}: modal after its open button")
        b.key("Escape")
        expect_equal(b.js("return document.getElementById(arguments[0]).open", dialog), False,
                     f"{dialog}: open after Escape")
        expect_equal(b.js("return document.activeElement.getAttribute('data-anshin-open')"), dialog,
                     f"{dialog}: focus back on its open button")
    for template, target in starts:
        b.js("document.querySelector(`[data-anshin-start='${arguments[0]}']`).click()", template)
        progress = b.js("return document.getElementById(arguments[0]).querySelector('[data-anshin-trickle]').id", target)
        first = b.js("return document.getElementById(arguments[0]).querySelector('progress').value", progress)
        b.advance(3_600_000)
        capped = b.js("return document.getElementById(arguments[0]).querySelector('progress').value", progress)
        cap = float(b.js("return document.getElementById(arguments[0]).getAttribute('data-anshin-cap')", progress))
        expect(first < capped, f"{progress}: value {first} at start, {capped} an hour later")
        expect_equal(round(capped, 4), cap, f"{progress}: value an hour after start (the cap)")
        button = next((c for c, _ in completes if c == progress), None)
        expect(button is not None, f"no complete button for {progress} (complete buttons: {completes})")
        b.js("document.querySelector(`[data-anshin-complete='${arguments[0]}']`).click()", progress)
        expect_equal(b.js("return document.getElementById(arguments[0]).querySelector('progress').value", progress), 1,
                     f"{progress}: value after its complete button")
    expect_equal(b.errors(), [], "page errors")
    expect_equal(b.axe(), [], "axe violations on the index after the playground ran")


@test("gallery index served over HTTP (its frames same-origin, where a frame's focus moves the index): after "
      "load the index is not scrolled and focus is on its body; every alert is in a still (sandbox) frame and "
      "nothing else is; the first Tab reaches the playground's first button")
def index_opens_at_its_top(ctx):
    b = ctx.browser
    b.open(ctx.server.url("gallery/index.html"))
    # A frame's page loads before the index's load event; its script would open its dialog then.
    b.advance(1_000)
    expect_equal(b.js("return [document.activeElement === document.body, window.scrollX, window.scrollY]"),
                 [True, 0, 0], "focus on the body, and the scroll position, after load")
    frames = b.js("return [...document.querySelectorAll('iframe')].map(f => [f.getAttribute('src'),"
                  " f.getAttribute('sandbox')])")
    alerts = [[src, sandbox] for src, sandbox in frames if src.startswith("alert-")]
    expect_equal(len(alerts), 6, f"alert frames among {frames}")
    expect_equal([sandbox for _, sandbox in alerts], [""] * 6, "the sandbox of each alert frame (no script)")
    expect_equal([src for src, sandbox in frames if sandbox is not None and not src.startswith("alert-")], [],
                 "still frames that are not alerts (messages, boards and trickles run live)")
    b.key("Tab")
    expect_equal(b.js("return document.activeElement.getAttribute('data-anshin-post')"),
                 "playground-status-message-normal", "the control focused by the first Tab")
    expect_equal(b.errors(), [], "page errors")
