"""Trickle progress on the virtual clock against Tests/Vectors/trickle.json: every value at its exact
time, completion, announcement once, nothing moving after, visibility with grace and minimum show
time; and the error screens' fade timing from the markup."""

import pages
from browser import expect, expect_equal, test

ROOT = "document.querySelector('[data-anshin-trickle]')"
BAR = "document.querySelector('[data-anshin-trickle] progress')"
VISIBLE = (f"const r = {ROOT}; return r.isConnected && !r.closest('[hidden]') && "
           "r.checkVisibility({checkVisibilityCSS: true, visibilityProperty: true}) && getComputedStyle(r).opacity !== '0'")


def value(b):
    found = b.js(f"const p = {BAR}; return p && p.hasAttribute('value') ? p.value : null")
    return None if found is None else f"{found:.4f}"


def load(b, ctx, case_id):
    b.open(ctx.pages.path(case_id))
    expect(b.js("return typeof window.anshin === 'object' && window.anshin !== null"),
           "window.anshin is not defined: the page has no live script")
    expect(b.js(f"return {ROOT} !== null && {BAR} !== null"), f"{case_id}: no [data-anshin-trickle] with a <progress>")


def run_to_cap(b, case):
    """Steps through the case's run, asserting each value at its exact time; returns the times."""
    expected = case["expected"]
    name = case["id"]
    expect_equal(b.js(f"return {ROOT}.getAttribute('data-anshin-seed')"), case["seed"], f"{name}: data-anshin-seed")
    expect_equal(value(b), expected["initialValue"], f"{name}: value at 0 ms")
    delays = [expected["firstDelay"]] + [step["nextDelay"] for step in expected["steps"][:-1]]
    previous = expected["initialValue"]
    for index, (delay, step) in enumerate(zip(delays, expected["steps"])):
        if delay > 0:
            b.advance(delay - 1)
            expect_equal(value(b), previous, f"{name}: value 1 ms before step {index + 1} (at {b.now()} ms)")
        moved = b.js("return window.__clock.next()")
        expect_equal(moved, min(delay, 1), f"{name}: time to step {index + 1}'s timer after {b.now()} ms")
        expect_equal(value(b), step["value"], f"{name}: value of step {index + 1} at {b.now()} ms")
        previous = step["value"]
    expect_equal(expected["steps"][-1]["nextDelay"], None, f"{name}: the vector ends at the cap")


@test("each seeded case of Tests/Vectors/trickle.json: the bar's value equals the vector's at every step's exact "
      "millisecond (and not 1 ms before), stops at the cap with no timer left; anshin.complete(id) sets 1, clears "
      "aria-busy and the label's aria-valuetext, and announces once; nothing moves after")
def trickle_vectors(ctx):
    b = ctx.browser
    cases = pages.trickle_cases()
    expect(len(cases) >= 8, f"only {len(cases)} seeded trickle vectors")
    for case in cases:
        name = case["id"]
        load(b, ctx, name)
        run_to_cap(b, case)
        cap = case["expected"]["steps"][-1]["value"]
        b.advance(3_600_000)
        expect_equal(value(b), cap, f"{name}: value an hour after reaching the cap")
        if case["configuration"]["minimumShowTime"] == 0:
            expect_equal(b.js("return window.__clock.pending()"), [], f"{name}: timers pending at the cap")
        root_id = b.js(f"return {ROOT}.id")
        announcement = b.js(f"const r = {ROOT}; return [r.getAttribute('data-anshin-politeness'),"
                            " r.getAttribute('data-anshin-completion-announcement')]")
        expect(announcement[1], f"{name}: no data-anshin-completion-announcement")
        label = b.js(f"return document.getElementById({BAR}.getAttribute('aria-labelledby')).textContent")
        expect_equal(b.js(f"return {BAR}.getAttribute('aria-valuetext')"), label,
                     f"{name}: aria-valuetext while the value is simulated (the work's label)")
        b.js("window.anshin.complete(arguments[0])", root_id)
        expect_equal(value(b), "1.0000", f"{name}: value after anshin.complete")
        expect_equal(b.js(f"return {ROOT}.hasAttribute('aria-busy') || {BAR}.hasAttribute('aria-busy')"), False,
                     f"{name}: aria-busy after completion")
        # What Swift draws for a completed state: the value said as a percentage, not the work's label.
        expect_equal(b.js(f"return {BAR}.hasAttribute('aria-valuetext')"), False,
                     f"{name}: aria-valuetext after completion")
        b.js("window.anshin.complete(arguments[0])", root_id)
        b.advance(3_600_000)
        expect_equal(value(b), "1.0000", f"{name}: value an hour after completion")
        expect_equal(b.live(), [announcement], f"{name}: live-region texts (completion announced once)")
        expect_equal(b.ax_live_regions().get(announcement[0]), announcement[1],
                     f"{name}: the {announcement[0]} live region in Chromium's accessibility tree")
        expect_equal(b.errors(), [], f"{name}: page errors")


@test("completion at each time of the vectors: announced or not as the vector says (grace time), visible until "
      "its hideAt and hidden from then on (minimum show time), value 1 after")
def trickle_completions(ctx):
    b = ctx.browser
    b.reduced_motion(True)
    for case in pages.trickle_cases():
        name = case["id"]
        for completion in case["expected"]["completions"]:
            load(b, ctx, name)
            root_id = b.js(f"return {ROOT}.id")
            announcement = b.js(f"const r = {ROOT}; return [r.getAttribute('data-anshin-politeness'),"
                                " r.getAttribute('data-anshin-completion-announcement')]")
            completed = False
            for at, visible in sorted(completion["visible"], key=lambda pair: pair[0]):
                if not completed and at >= completion["at"]:
                    b.advance(completion["at"] - b.now())
                    b.js("window.anshin.complete(arguments[0])", root_id)
                    completed = True
                b.advance(at - b.now())
                expect_equal(b.js(VISIBLE), visible,
                             f"{name}, completed at {completion['at']} ms: visible at {at} ms")
            if not completed:
                b.advance(completion["at"] - b.now())
                b.js("window.anshin.complete(arguments[0])", root_id)
            expect_equal(value(b), completion["valueAfter"], f"{name}: value after completion at {completion['at']}")
            expected_live = [announcement] if completion["announced"] else []
            expect_equal(b.live(), expected_live,
                         f"{name}, completed at {completion['at']} ms: live-region texts")


@test("axe-core: 0 violations with a trickle running, at its cap, and completed")
def axe_progress(ctx):
    b = ctx.browser
    case = pages.trickle_cases()[0]
    load(b, ctx, case["id"])
    expect_equal(b.axe(), [], "axe violations, running")
    b.advance(3_600_000)
    expect_equal(value(b), case["expected"]["steps"][-1]["value"], "value at the cap")
    expect_equal(b.axe(), [], "axe violations, at the cap")
    b.js("window.anshin.complete(arguments[0])", b.js(f"return {ROOT}.id"))
    expect_equal(value(b), "1.0000", "value completed")
    expect_equal(b.axe(), [], "axe violations, completed")


@test("error screen fade: the timing data attributes equal the model's transition (show 0+300 ms, hide 250+300 ms) "
      "and become the --anshin-* custom properties; anshin.dismiss(id) hides it at 550 ms, not 549; under reduced "
      "motion no animation runs and it hides at once")
def error_screen_fade(ctx):
    b = ctx.browser
    root = "document.querySelector('.anshin-transition')"
    for reduced in (False, True):
        b.reduced_motion(reduced)
        b.open(ctx.pages.path("error-screen-network"))
        motion = "reduced motion" if reduced else "motion"
        expect(b.js(f"return {root} !== null"), "no .anshin-transition root on the network error screen")
        timing = b.js(f"const r = {root}; return ['show-duration', 'show-delay', 'hide-duration', 'hide-delay']"
                      ".map(n => [r.getAttribute('data-anshin-' + n),"
                      " getComputedStyle(r).getPropertyValue('--anshin-' + n).trim()])")
        expect_equal(timing, [["300", "300ms"], ["0", "0ms"], ["300", "300ms"], ["250", "250ms"]],
                     f"{motion}: data-anshin-{{show,hide}}-{{duration,delay}} and the custom properties")
        running = b.js("return document.getAnimations().filter(a => a.playState === 'running').length")
        if reduced:
            expect_equal(running, 0, "animations running under prefers-reduced-motion: reduce")
        root_id = b.js(f"return {root}.id")
        expect_equal(b.js("return window.anshin.dismiss(arguments[0])", root_id), True, f"{motion}: anshin.dismiss")
        hidden = f"return {root}.hidden || getComputedStyle({root}).display === 'none'"
        if reduced:
            expect_equal(b.js(hidden), True, "hidden right after anshin.dismiss under reduced motion")
        else:
            expect_equal(b.js(hidden), False, "hidden right after anshin.dismiss (the fade has begun)")
            b.advance(549)
            expect_equal(b.js(hidden), False, "hidden 549 ms after anshin.dismiss")
            b.advance(1)
            expect_equal(b.js(hidden), True, "hidden 550 ms after anshin.dismiss (hide delay 250 + duration 300)")
        expect_equal(b.js("return window.__clock.pending()"), [], f"{motion}: timers pending after the fade")
