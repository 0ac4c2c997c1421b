"""Status messages on the virtual clock: deadlines, the token rule, replace/queue/stack, pausing,
merging, Escape, the region's shortcut, actions and assistive technology, and the live regions."""

from browser import expect, expect_equal, post, shown, test

FIRST, SECOND, THIRD = "First message", "Second message", "Third message"


def timeline(browser, steps):
    """steps: [(virtual time in ms, expected shown messages)], in order; advances the clock to each."""
    for at, expected in steps:
        browser.advance(at - browser.now())
        expect_equal(shown(browser), expected, f"shown messages at {at} ms")


def announcement(browser, selector="[data-anshin-lifetime]"):
    return browser.js(
        "const e = document.querySelector(arguments[0]);"
        "return [e.getAttribute('data-anshin-politeness'), e.getAttribute('data-anshin-announcement')];",
        selector,
    )


def posted_announcement(browser):
    return browser.js("return [window.__posted.getAttribute('data-anshin-politeness'),"
                      " window.__posted.getAttribute('data-anshin-announcement')]")


def fresh(browser, ctx, name):
    browser.mouse_to(1, 1)
    browser.open(ctx.pages.path(name))
    expect(browser.js("return typeof window.anshin === 'object' && window.anshin !== null"),
           "window.anshin is not defined: the page has no live script")


@test("a served 4 s message is shown at 3999 ms and gone at 4000 ms; its announcement reaches its live region "
      "once (DOM mutations) and is that region's text in Chromium's accessibility tree")
def served_message_deadline(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    politeness, text = announcement(b)
    expect_equal(b.js("return document.querySelector('[data-anshin-lifetime]').getAttribute('data-anshin-lifetime')"),
                 "4000", "data-anshin-lifetime")
    expect_equal(b.ax_live_regions(), {"polite": text if politeness == "polite" else "",
                                       "assertive": text if politeness == "assertive" else ""},
                 "the live regions in Chromium's accessibility tree")
    timeline(b, [(0, [FIRST]), (3999, [FIRST]), (4000, [])])
    expect_equal(b.live(), [[politeness, text]], "live-region texts")
    expect_equal(b.js("return window.__clock.pending()"), [], "timers pending with nothing on screen")
    expect_equal(b.errors(), [], "page errors")


@test("replace: a newer message replaces the shown one; the older one's expiry (4000 ms) never clears it; it goes at its own deadline")
def replace_token_rule(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    first = announcement(b)
    b.advance(1000)
    token = post(b, ctx.pages, "message-second")
    expect(isinstance(token, (int, float)) and token > 0, f"anshin.post returned {token!r}, not a token")
    second = posted_announcement(b)
    expect_equal(b.js("return window.__posted.getAttribute('role')"), None, "role of a posted message")
    timeline(b, [(1000, [SECOND]), (4000, [SECOND]), (4999, [SECOND]), (5000, [])])
    expect_equal(b.live(), [first, second], "live-region texts (each once, in order)")
    expect_equal(b.js("return window.__clock.pending()"), [], "timers pending with nothing on screen")


@test("queue: three posts show one at a time, each timed from the previous one's deadline (4000, 8000, 14000 ms)")
def queue_policy(ctx):
    b = ctx.browser
    fresh(b, ctx, "board-queue")
    expect_equal(b.js("return document.querySelector('[data-anshin-region]').getAttribute('data-anshin-visible-limit')"),
                 "1", "the region's data-anshin-visible-limit on a queue board's page")
    tokens, said = [], []
    for name in ("message-first", "message-second", "message-third"):
        tokens.append(post(b, ctx.pages, name))
        said.append(posted_announcement(b))
    expect_equal(len(set(tokens)), 3, f"three different tokens ({tokens})")
    expect_equal(tokens, sorted(tokens), "tokens only increase")
    timeline(b, [(0, [FIRST]), (3999, [FIRST]), (4000, [SECOND]), (7999, [SECOND]), (8000, [THIRD]),
                 (13999, [THIRD]), (14000, [])])
    expect_equal(b.live(), said, "live-region texts (each message once, in order)")


@test("stack of 2: the third post waits; it shows when the first clears (4000 ms) and runs its own 6 s from then")
def stack_policy(ctx):
    b = ctx.browser
    fresh(b, ctx, "board-stack")
    expect_equal(b.js("return document.querySelector('[data-anshin-region]').getAttribute('data-anshin-visible-limit')"),
                 "2", "the region's data-anshin-visible-limit on a stack-of-2 board's page")
    said = []
    for name in ("message-first", "message-second", "message-third"):
        b.advance(1000 if name == "message-second" else 0)
        post(b, ctx.pages, name)
        said.append(posted_announcement(b))
    timeline(b, [(1000, [FIRST, SECOND]), (3999, [FIRST, SECOND]), (4000, [SECOND, THIRD]),
                 (4999, [SECOND, THIRD]), (5000, [THIRD]), (9999, [THIRD]), (10000, [])])
    expect_equal(b.live(), said, "live-region texts (each message once, in order)")


@test("accessibility multiplier 2.5 (a board's rules): a 4 s message stays 10000 ms, not 9999")
def multiplier(ctx):
    b = ctx.browser
    fresh(b, ctx, "board-slower")
    expect_equal(b.js("return document.querySelector('[data-anshin-region]')"
                      ".getAttribute('data-anshin-accessibility-multiplier')"), "2.5", "data-anshin-accessibility-multiplier")
    post(b, ctx.pages, "message-first")
    timeline(b, [(9999, [FIRST]), (10000, [])])


@test("hover pauses: 1 s in, 20 s under the pointer, then 2999 ms more is shown and 3000 ms is gone")
def hover_pauses(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    b.advance(1000)
    b.hover("[data-anshin-lifetime]")
    timeline(b, [(21000, [FIRST])])
    expect_equal(b.js("return window.__clock.pending()"), [], "timers pending while paused")
    b.mouse_to(1, 1)
    timeline(b, [(23999, [FIRST]), (24000, [])])


@test("focus in a message pauses (remaining 5000 of its 6 s), Tab-free blur resumes; focus in the region pauses too")
def focus_pauses(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-action")
    expect_equal(b.js("return document.querySelector('[data-anshin-lifetime]').getAttribute('data-anshin-lifetime')"),
                 "6000", "lifetime of a 4 s success message with an action (the kind's long duration)")
    b.advance(1000)
    b.js("document.querySelector('[data-anshin-lifetime] [data-action]').focus()")
    timeline(b, [(30000, ["Deleted the draft"])])
    b.js("document.activeElement.blur()")
    timeline(b, [(34999, ["Deleted the draft"]), (35000, [])])
    # The region: a posted message pauses while the region itself has focus.
    fresh(b, ctx, "board-queue")
    post(b, ctx.pages, "message-first")
    b.advance(500)
    b.js("document.querySelector('[data-anshin-region]').focus()")
    timeline(b, [(60000, [FIRST])])
    b.js("document.activeElement.blur()")
    timeline(b, [(63499, [FIRST]), (63500, [])])


@test("a hidden document pauses: hidden at 1000 ms for 60 s, shown again, gone 3000 ms later (not 2999)")
def hidden_pauses(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    b.advance(1000)
    b.js("window.__setHidden(true)")
    timeline(b, [(61000, [FIRST])])
    b.js("window.__setHidden(false)")
    timeline(b, [(63999, [FIRST]), (64000, [])])


@test("a merged repeat refreshes: the same message posted at 3000 ms leaves one message, gone at 7000 ms, not 6999")
def merged_repeat(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    first = announcement(b)
    b.advance(3000)
    post(b, ctx.pages, "message-first")
    timeline(b, [(3000, [FIRST]), (6999, [FIRST]), (7000, [])])
    expect_equal(b.live(), [first, first], "live-region texts (a merged repeat is announced again)")
    expect_equal(b.js("return document.querySelectorAll('[data-anshin-lifetime]').length"), 0,
                 "message elements left after the merged message cleared")


@test("Escape on a focused message dismisses it at once; no timer is left")
def escape_dismisses(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-action")
    b.advance(1000)
    b.js("document.querySelector('[data-anshin-lifetime] [data-action]').focus()")
    b.key("Escape")
    expect_equal(shown(b), [], "shown messages right after Escape")
    expect_equal(b.js("return window.__actions.length"), 0, "anshin-action events from Escape on a message")
    expect_equal(b.js("return window.__clock.pending()"), [], "timers pending with nothing on screen")


@test("the region's aria-keyshortcuts (Alt+Shift+N) moves focus to the region")
def shortcut_focuses_region(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-first")
    shortcut = b.js("return document.querySelector('[data-anshin-region]').getAttribute('aria-keyshortcuts')")
    expect_equal(shortcut, "Alt+Shift+N", "the region's aria-keyshortcuts")
    b.key("N", modifiers=1 | 8, code="KeyN")
    expect_equal(b.js("return document.activeElement && document.activeElement.id"), "anshin-status-region",
                 "focused element after Alt+Shift+N")


@test("a message with an action stays while the region says assistive technology may be in use, until acted on")
def action_stays_for_assistive_technology(ctx):
    b = ctx.browser
    fresh(b, ctx, "board-assistive")
    expect(b.js("return document.querySelector('[data-anshin-region]').hasAttribute('data-anshin-assistive-technology')"),
           "the region of a board whose assistive technology runs has no data-anshin-assistive-technology")
    post(b, ctx.pages, "message-action")
    expect(b.js("return window.__posted.hasAttribute('data-anshin-keep-for-assistive-technology')"),
           "a message with an action has no data-anshin-keep-for-assistive-technology")
    timeline(b, [(600000, ["Deleted the draft"])])
    b.js("window.__posted.querySelector('[data-action]').click()")
    expect_equal(b.js("return window.__actions"), [{"action": "draft.restore", "role": "default", "cancelable": True,
                                                    "bubbles": True, "target": b.js("return window.__posted"
                                                    ".querySelector('[data-action]').id")}],
                 "anshin-action events")
    expect_equal(shown(b), [], "shown messages after the action")
    # Without assistive technology the same message goes at its 6 s; anshin.setAssistiveTechnology(true) keeps it.
    fresh(b, ctx, "message-action")
    timeline(b, [(5999, ["Deleted the draft"]), (6000, [])])
    fresh(b, ctx, "message-action")
    b.js("window.anshin.setAssistiveTechnology(true)")
    timeline(b, [(600000, ["Deleted the draft"])])


@test("a cancelled anshin-action keeps the message; a sticky message stays until dismissed through anshin.dismiss")
def cancelled_action_and_dismiss(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-action")
    b.js("document.addEventListener('anshin-action', e => e.preventDefault(), {once: true})")
    b.js("document.querySelector('[data-anshin-lifetime] [data-action]').click()")
    expect_equal(len(b.js("return window.__actions")), 1, "anshin-action events")
    expect_equal(shown(b), ["Deleted the draft"], "shown messages after a cancelled action")
    fresh(b, ctx, "message-sticky")
    expect_equal(b.js("return document.querySelector('[data-anshin-lifetime]').getAttribute('data-anshin-lifetime')"),
                 "sticky", "data-anshin-lifetime of a sticky message")
    timeline(b, [(3600000, ["Stays until dismissed"])])
    b.js("window.anshin.dismiss(document.querySelector('[data-anshin-lifetime]'))")
    expect_equal(shown(b), [], "shown messages after anshin.dismiss")


@test("axe-core: 0 violations with a message shown and with it paused under the pointer")
def axe_messages(ctx):
    b = ctx.browser
    fresh(b, ctx, "message-action")
    violations = b.axe()
    expect_equal(violations, [], "axe violations, message shown")
    fresh(b, ctx, "message-first")
    b.hover("[data-anshin-lifetime]")
    b.advance(5000)
    expect_equal(shown(b), [FIRST], "shown messages while hovered")
    expect_equal(b.axe(), [], "axe violations, message paused")



BOARD_BOX = ("const e = document.querySelector('.anshin.anshin-role-group'); const s = getComputedStyle(e);"
             "return [s.borderTopWidth, s.boxShadow, s.paddingTop, e.getBoundingClientRect().height > 0];")


@test("a board with no message draws no card and takes no room: served empty, and once the messages of a served "
      "board have all gone (while it holds them, each message is a card and the board is none)")
def empty_board_draws_nothing(ctx):
    b = ctx.browser
    fresh(b, ctx, "board-stack")
    expect_equal(b.js(BOARD_BOX), ["0px", "none", "0px", False], "an empty board's border, shadow, padding, room")
    fresh(b, ctx, "status-board-stack-of-three")
    expect_equal(b.js(BOARD_BOX), ["0px", "none", "0px", True], "a board with messages: border, shadow, padding, room")
    b.advance(3_600_000)
    expect_equal(b.js("return document.querySelectorAll('.anshin.anshin-role-group > *').length"), 0,
                 "messages left on the board an hour later")
    expect_equal(b.js(BOARD_BOX), ["0px", "none", "0px", False], "the board after its last message went")
    expect_equal(b.errors(), [], "page errors")
