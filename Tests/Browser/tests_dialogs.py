"""Alerts and action sheets as modal dialogs, anshin-action, and the error screens' Retry with and
without JavaScript (the gallery's own pages)."""

import time

from browser import expect, expect_equal, new_driver, post, shown, test

# Gallery page -> (the least destructive button, which has initial focus; what Escape does).
DIALOGS = {
    "alert-action-sheet": ("anshin-actionSheet-button-3", {"action": "cancel", "role": "cancel"}),
    "alert-confirmation": ("anshin-alert-button-1", {"action": "dismiss", "role": "cancel"}),
    "alert-suggestion-destructive-cancel-leading": ("anshin-alert-button-1", {"action": "cancel", "role": "cancel"}),
    "alert-suggestion-destructive-destructive-leading": ("anshin-alert-button-2",
                                                         {"action": "cancel", "role": "cancel"}),
    "alert-suggestion-nondestructive-cancel-leading": ("anshin-alert-button-2", {"action": "cancel", "role": "cancel"}),
}

DIALOG = "document.querySelector('dialog[data-anshin-modal]')"


def state(b):
    return b.js(
        f"const d = {DIALOG}; return d ? {{open: d.open, modal: d.matches(':modal'),"
        " focused: document.activeElement && (document.activeElement.id || document.activeElement.tagName)} : null"
    )


def actions(b):
    return [{"action": a["action"], "role": a["role"]} for a in b.js("return window.__actions")]


def load(b, ctx, name):
    b.open(ctx.pages.path(name))
    expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"),
           "window.anshin is not defined: the page has no live script")
    expect(b.js(f"return {DIALOG} !== null"), f"{name}: no dialog[data-anshin-modal]")


@test("each served alert and action sheet opens modally with focus on its least destructive button; Tab and "
      "Shift+Tab stay inside; Escape acts as cancel (one-button confirmation: as its OK); focus returns")
def dialogs_trap_and_cancel(ctx):
    b = ctx.browser
    for name, (initial, on_escape) in DIALOGS.items():
        load(b, ctx, name)
        expect_equal(state(b), {"open": True, "modal": True, "focused": initial}, f"{name}: dialog after load")
        expect_equal(b.js(f"return {DIALOG}.hasAttribute('aria-modal')"), False, f"{name}: aria-modal on a <dialog>")
        expect_equal(b.js("return window.__clock.pending()"), [], f"{name}: timers pending (nothing runs over time)")
        buttons = b.js(f"return [...{DIALOG}.querySelectorAll('button, a[href]')].map(e => e.id)")
        for modifiers, direction in ((0, "Tab"), (8, "Shift+Tab")):
            visited = set()
            for _ in range(2 * len(buttons) + 1):
                b.key("Tab", modifiers=modifiers)
                focused = b.js(f"return {DIALOG}.contains(document.activeElement) ? document.activeElement.id : "
                               "'outside: ' + (document.activeElement && document.activeElement.tagName)")
                expect(not focused.startswith("outside"), f"{name}: {direction} moved focus {focused}")
                visited.add(focused)
            expect_equal(sorted(visited), sorted(buttons), f"{name}: buttons reached by {direction}")
        b.js("window.__actions.length = 0")
        b.key("Escape")
        expect_equal(actions(b), [on_escape], f"{name}: anshin-action events from Escape")
        expect_equal(b.js(f"return {DIALOG}.open"), False, f"{name}: dialog open after Escape")
        expect_equal(b.js("return document.activeElement === document.body ? 'BODY' : document.activeElement.id"),
                     "BODY", f"{name}: focus after Escape (back on the body, where it was when the page opened the dialog)")
        # Opened again from a control, focus returns to that control.
        dialog_id = b.js(f"return {DIALOG}.id")
        b.js("const opener = document.createElement('button'); opener.id = 'test-opener'; opener.textContent = 'Open';"
             "document.querySelector('main').before(opener); opener.focus();")
        b.js("window.anshin.open(arguments[0])", dialog_id)
        expect_equal(state(b), {"open": True, "modal": True, "focused": initial}, f"{name}: after anshin.open")
        b.key("Escape")
        expect_equal(b.js("return document.activeElement.id"), "test-opener", f"{name}: focus after closing")
        expect_equal(b.errors(), [], f"{name}: page errors")


def focused_id(b):
    return b.js("const a = document.activeElement; return a === document.body ? 'BODY' : a && (a.id || a.tagName)")


def tab_cycle(b, name, dialog_id):
    """Tab and Shift+Tab, twice round: focus stays in the dialog with this id; returns the ids reached."""
    buttons = b.js("return [...document.getElementById(arguments[0]).querySelectorAll('button, a[href]')]"
                   ".map(e => e.id)", dialog_id)
    for modifiers, direction in ((0, "Tab"), (8, "Shift+Tab")):
        visited = set()
        for _ in range(2 * len(buttons) + 1):
            b.key("Tab", modifiers=modifiers)
            focused = b.js("const a = document.activeElement; return document.getElementById(arguments[0])"
                           ".contains(a) ? a.id : 'outside: ' + (a && (a.id || a.tagName))", dialog_id)
            expect(not focused.startswith("outside"), f"{name}: {direction} moved focus {focused}")
            visited.add(focused)
        expect_equal(sorted(visited), sorted(buttons), f"{name}: buttons reached by {direction}")


@test("two alerts on one page (HTMLRenderer.Page): both open modally, the second on top with focus on its initial "
      "focus (Cancel of a destructive suggestion, never its first button); Tab stays in it; Escape closes it and "
      "focus goes to the first's initial focus (OK); Escape closes that and focus is back on the body")
def two_alerts_on_one_page(ctx):
    b = ctx.browser
    name = "page-two-alerts"
    b.open(ctx.pages.path(name))
    first, second = "anshin-1-alert-alert", "anshin-2-alert-alert"
    modal = "return [...document.querySelectorAll('dialog[data-anshin-modal]')].map(d => [d.id, d.open, d.matches(':modal')])"
    expect_equal(b.js(modal), [[first, True, True], [second, True, True]], f"{name}: dialogs after load")
    # The second (destructive) alert's buttons: Delete (leading), Cancel (its initial focus).
    expect_equal(b.js("return document.getElementById('anshin-2-alert-button-1').textContent"), "Delete",
                 f"{name}: the second alert's first button")
    expect_equal(focused_id(b), "anshin-2-alert-button-2", f"{name}: focus after load (the top alert's Cancel)")
    # The first alert is under the second: inert, so a click on its button does nothing.
    b.js("window.__actions.length = 0")
    point = b.js("const r = document.getElementById('anshin-1-alert-button-1').getBoundingClientRect();"
                 "return [r.left + r.width / 2, r.top + r.height / 2]")
    b.js("document.elementFromPoint(arguments[0], arguments[1])?.click()", *point)
    expect_equal(actions(b), [], f"{name}: anshin-action events from a click on the lower alert's OK")
    tab_cycle(b, name, second)
    b.key("Escape")
    expect_equal(actions(b), [{"action": "cancel", "role": "cancel"}], f"{name}: anshin-action events from Escape")
    expect_equal(b.js(modal), [[first, True, True], [second, False, False]], f"{name}: dialogs after Escape")
    expect_equal(focused_id(b), "anshin-1-alert-button-1", f"{name}: focus after Escape (the first alert's OK)")
    tab_cycle(b, name, first)
    b.key("Escape")
    expect_equal(actions(b), [{"action": "cancel", "role": "cancel"}, {"action": "dismiss", "role": "cancel"}],
                 f"{name}: anshin-action events from the second Escape")
    expect_equal(b.js(modal), [[first, False, False], [second, False, False]], f"{name}: dialogs after two Escapes")
    expect_equal(focused_id(b), "BODY", f"{name}: focus after both closed")
    expect_equal(b.errors(), [], f"{name}: page errors")


@test("an alert and a status message on one page: the alert opens modally with focus on its initial focus (Try "
      "Again), the message shows on the board and clears on its time; Tab stays in the alert; Escape closes only "
      "the alert")
def alert_and_status_message(ctx):
    b = ctx.browser
    name = "page-alert-and-status"
    b.open(ctx.pages.path(name))
    dialog = "anshin-2-alert-alert"
    expect_equal(b.js("const d = document.getElementById(arguments[0]); return [d.open, d.matches(':modal')]", dialog),
                 [True, True], f"{name}: the alert after load")
    expect_equal(focused_id(b), "anshin-2-alert-button-2", f"{name}: focus after load (Try Again)")
    expect_equal(shown(b), ["Saved 3 items"], f"{name}: messages shown after load")
    tab_cycle(b, name, dialog)
    b.js("window.__actions.length = 0")
    b.key("Escape")
    expect_equal(actions(b), [{"action": "cancel", "role": "cancel"}], f"{name}: anshin-action events from Escape")
    expect_equal(b.js("return document.getElementById(arguments[0]).open", dialog), False, f"{name}: alert after Escape")
    expect_equal(focused_id(b), "BODY", f"{name}: focus after Escape")
    expect_equal(shown(b), ["Saved 3 items"], f"{name}: messages shown after Escape")
    b.advance(4000)
    expect_equal(shown(b), [], f"{name}: messages shown after 4 s (a success message's short duration)")
    expect_equal(b.errors(), [], f"{name}: page errors")


@test("every button of the action sheet dispatches a cancelable, bubbling anshin-action with its identifier and "
      "role, then closes the sheet; a cancelled event keeps it open")
def dialog_actions(ctx):
    b = ctx.browser
    expected = {"anshin-actionSheet-button-1": {"action": "draft.save", "role": "default"},
                "anshin-actionSheet-button-2": {"action": "draft.discard", "role": "destructive"},
                "anshin-actionSheet-button-3": {"action": "cancel", "role": "cancel"}}
    for button, detail in expected.items():
        load(b, ctx, "alert-action-sheet")
        b.js("document.addEventListener('anshin-action', e => e.preventDefault(), {once: true})")
        b.js("document.getElementById(arguments[0]).click()", button)
        expect_equal(actions(b), [detail], f"{button}: anshin-action events (cancelled)")
        expect_equal(b.js("return window.__actions[0].cancelable && window.__actions[0].bubbles"), True,
                     f"{button}: cancelable and bubbles")
        expect_equal(state(b)["modal"], True, f"{button}: dialog still modal after a cancelled action")
        b.js("document.getElementById(arguments[0]).click()", button)
        expect_equal(actions(b), [detail, detail], f"{button}: anshin-action events")
        expect_equal(b.js(f"return {DIALOG}.open"), False, f"{button}: dialog open after the action")


@test("on a phone (375 px), an open dialog keeps a gutter of 1rem on each side, in either direction")
def dialog_gutter_on_a_phone(ctx):
    b = ctx.browser
    b.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                             {"width": 375, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    try:
        for name in ("alert-action-sheet", "alert-confirmation"):
            load(b, ctx, name)
            edges = b.js(f"const r = {DIALOG}.getBoundingClientRect(); return [r.left, r.right, window.innerWidth]")
            expect_equal(edges, [16, 359, 375], f"{name}: dialog's left and right edges, and the viewport's width")
    finally:
        b.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


@test("axe-core: 0 violations with an action sheet and a confirmation open")
def axe_dialogs(ctx):
    b = ctx.browser
    for name in ("alert-action-sheet", "alert-confirmation"):
        load(b, ctx, name)
        expect_equal(state(b)["modal"], True, f"{name}: modal")
        expect_equal(b.axe(), [], f"{name}: axe violations, dialog open")


@test("full-page error screen: Retry is a link to the page itself; with the script it dispatches anshin-action "
      "'retry' (cancelled: no navigation; not cancelled: the page reloads); a compact one's Retry is a button")
def retry_with_script(ctx):
    b = ctx.browser
    url = ctx.server.url("gallery/error-screen-network.html")
    b.open(url)
    retry = b.js("const r = document.querySelector('[data-action=\"retry\"]');"
                 "return r && [r.tagName, r.getAttribute('href'), r.getAttribute('data-role')]")
    expect_equal(retry, ["A", "", "default"], "the Retry control of a full-page error screen")
    b.js("window.__marker = 42; document.addEventListener('anshin-action', e => e.preventDefault(), {once: true})")
    requests = ctx.server.requests("/gallery/error-screen-network.html")
    b.js("document.querySelector('[data-action=\"retry\"]').click()")
    time.sleep(0.5)
    expect_equal(actions(b), [{"action": "retry", "role": "default"}], "anshin-action events")
    expect_equal(b.js("return window.__marker"), 42, "the page after a cancelled Retry (must not navigate)")
    expect_equal(ctx.server.requests("/gallery/error-screen-network.html"), requests, "requests for the page")
    b.js("document.querySelector('[data-action=\"retry\"]').click()")
    deadline = time.monotonic() + 5
    while ctx.server.requests("/gallery/error-screen-network.html") == requests and time.monotonic() < deadline:
        time.sleep(0.05)
    expect_equal(ctx.server.requests("/gallery/error-screen-network.html"), requests + 1,
                 "requests for the page after Retry (a reload)")
    b.open(ctx.pages.path("error-screen-compact-retry"))
    expect_equal(b.js("return document.querySelector('[data-action]').tagName"), "BUTTON",
                 "the Retry control of a compact error screen")
    b.js("document.querySelector('[data-action]').click()")
    expect_equal(actions(b), [{"action": "comments.reload", "role": "default"}], "anshin-action events")


@test("without JavaScript (Chromium with scripts disabled): a full-page error screen's Retry reloads the page; "
      "a message, an open alert with its Cancel button and a trickle's progress bar still show")
def retry_without_script(ctx):
    driver = new_driver(javascript=False)
    try:
        from selenium.webdriver.common.by import By

        for name, selector, expected in (("status-message-success", "[data-anshin-lifetime]", None),
                                         ("alert-action-sheet", "dialog[open] [data-action='cancel']", "Cancel"),
                                         ("progress-trickle-step-4", "progress", None)):
            driver.get("file://" + ctx.pages.path(name))
            element = driver.find_element(By.CSS_SELECTOR, selector)
            expect(element.is_displayed(), f"{name}: {selector} is not displayed without JavaScript")
            if expected is not None:
                expect_equal(element.text, expected, f"{name}: {selector} text without JavaScript")
        path = "/gallery/error-screen-network.html"
        driver.get(ctx.server.url(path[1:]))
        requests = ctx.server.requests(path)
        retry = driver.find_element(By.CSS_SELECTOR, "[data-action='retry']")
        expect_equal(retry.tag_name, "a", "the Retry control")
        retry.click()
        deadline = time.monotonic() + 5
        while ctx.server.requests(path) == requests and time.monotonic() < deadline:
            time.sleep(0.05)
        expect_equal(ctx.server.requests(path), requests + 1, "requests for the page after Retry without JavaScript")
    finally:
        driver.quit()



@test("messages under an alert wait: the page around a modal dialog is inert, so while it is open their time does "
      "not run and nothing is written to the live regions; when it closes, what was announced meanwhile and is still "
      "shown is said (the last one heard in Chromium's accessibility tree) and their time runs")
def messages_wait_under_an_alert(ctx):
    b = ctx.browser
    name = "page-alert-and-status"
    b.open(ctx.pages.path(name))
    dialog = "anshin-2-alert-alert"
    expect_equal(b.live(), [], f"{name}: live-region texts while the served alert is open")
    b.advance(60_000)
    expect_equal(shown(b), ["Saved 3 items"], f"{name}: messages shown after 60 s under the alert")
    post(b, ctx.pages, "message-second")
    b.advance(60_000)
    expect_equal(shown(b), ["Second message"], f"{name}: messages shown after a post and 60 s more under the alert")
    expect_equal(b.live(), [], f"{name}: live-region texts while the alert is still open")
    expect_equal(b.ax_live_regions(), {}, f"{name}: live regions in Chromium's accessibility tree (inert)")
    b.key("Escape")
    expect_equal(b.js("return document.getElementById(arguments[0]).open", dialog), False, f"{name}: alert after Escape")
    # "Saved 3 items" was replaced by the post while it waited: only what is still shown is said.
    expect_equal(b.live(), [["polite", "Success: Second message"]],
                 f"{name}: live-region texts once the alert closed")
    expect_equal(b.ax_live_regions(), {"polite": "Success: Second message", "assertive": ""},
                 f"{name}: live regions in Chromium's accessibility tree after the alert closed")
    b.advance(3999)
    expect_equal(shown(b), ["Second message"], f"{name}: messages shown 3999 ms after the alert closed")
    b.advance(1)
    expect_equal(shown(b), [], f"{name}: messages shown 4 s after the alert closed (a short duration)")
    # The host's own modal dialog, opened and closed by its own code, holds messages the same way.
    b.js("const d = document.createElement('dialog'); d.id = 'host-dialog'; d.append('Host');"
         "document.body.append(d); d.showModal();")
    post(b, ctx.pages, "message-third")
    b.advance(60_000)
    expect_equal(shown(b), ["Third message"], f"{name}: messages shown after 60 s under the host's dialog")
    expect_equal(len(b.live()), 1, f"{name}: live-region texts while the host's dialog is open")
    # Its close event comes in a task of its own: wait for it (the dialog's listener runs after the page's).
    b.driver.execute_async_script("const done = arguments[arguments.length - 1];"
                                  "const d = document.getElementById('host-dialog');"
                                  "d.addEventListener('close', () => done()); d.close();")
    expect_equal(b.live()[1:], [["assertive", "Caution: Third message"]],
                 f"{name}: live-region texts once the host's dialog closed")
    # A message dismissed while it waited under a dialog is not announced when the dialog closes.
    b.js("document.getElementById('host-dialog').showModal()")
    token = post(b, ctx.pages, "message-first")
    expect_equal(b.js("return window.anshin.dismiss(arguments[0])", token), True, f"{name}: dismiss under the dialog")
    b.driver.execute_async_script("const done = arguments[arguments.length - 1];"
                                  "const d = document.getElementById('host-dialog');"
                                  "d.addEventListener('close', () => done()); d.close();")
    expect_equal(len(b.live()), 2, f"{name}: live-region texts after a dismissed message's dialog closed")
    # A modal dialog the host takes out of the page closes without a close event: what waited under it
    # is said, and the messages' time runs again.
    b.js("document.getElementById('host-dialog').showModal()")
    post(b, ctx.pages, "message-second")
    expect_equal(len(b.live()), 2, f"{name}: live-region texts under the dialog before it is removed")
    b.js("document.getElementById('host-dialog').remove()")
    b.advance(0)
    expect_equal(b.live()[2:], [["polite", "Success: Second message"]],
                 f"{name}: live-region texts once the open dialog was removed")
    b.advance(4000)
    expect_equal(shown(b), [], f"{name}: messages shown 4 s after the open dialog was removed")
    expect_equal(b.errors(), [], f"{name}: page errors")


@test("full-page error screen: the Retry link is drawn as every other button, not underlined")
def retry_link_looks_like_a_button(ctx):
    b = ctx.browser
    b.open(ctx.pages.path("error-screen-network"))
    decoration = b.js("return getComputedStyle(document.querySelector('a.anshin-button')).textDecorationLine")
    expect_equal(decoration, "none", "the Retry link's text-decoration-line")
