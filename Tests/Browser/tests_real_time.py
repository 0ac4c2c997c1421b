"""One test on the browser's own timers: the gallery's success message (4 s) is on screen until 4 s
after the page loads and gone by 6 s."""

import time

from browser import expect, test

WATCH = """
const message = document.querySelector('[data-anshin-lifetime]');
window.__goneAt = null;
const gone = () => !message.isConnected || message.closest('[hidden]') !== null
  || getComputedStyle(message).display === 'none';
const check = () => { if (window.__goneAt === null && gone()) window.__goneAt = performance.now(); };
new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
return [performance.now(), gone(), message.getAttribute('data-anshin-lifetime')];
"""


@test("real timers: the gallery's success message (4 s) is present until 4000 ms after navigation and gone "
      "between 4000 and 6000 ms")
def success_message_real_time(ctx):
    b = ctx.browser
    b.instrument(False)
    try:
        b.open(ctx.pages.path("status-message-success"))
        watched_at, gone, lifetime = b.js(WATCH)
        expect(lifetime == "4000", f"data-anshin-lifetime {lifetime!r}, expected '4000'")
        expect(not gone and watched_at < 3500, f"the message at {watched_at:.0f} ms: gone={gone}")
        deadline = time.monotonic() + 8
        while b.js("return window.__goneAt") is None and time.monotonic() < deadline:
            present_at = b.js("return performance.now()")
            expect(present_at < 6000, f"the message is still on screen at {present_at:.0f} ms")
            time.sleep(0.1)
        gone_at = b.js("return window.__goneAt")
        expect(gone_at is not None, "the message never went")
        expect(4000 <= gone_at <= 6000, f"the message went at {gone_at:.0f} ms after navigation, not in 4000-6000")
    finally:
        b.instrument(True)
