// Injected into every page before its own scripts run (DevTools Page.addScriptToEvaluateOnNewDocument).
// It gives the test control of time and of the document's visibility, and records what the page does:
//
//   window.__clock      a virtual clock. performance.now(), Date.now(), setTimeout and clearTimeout
//                       (and setInterval/clearInterval) read and schedule on it; nothing fires until
//                       the test calls __clock.advance(ms), which runs every due callback in deadline
//                       order (equal deadlines: the one scheduled first), setting now to each deadline.
//                       __clock.real() puts the browser's own timers back (for axe-core), __clock.fake()
//                       the virtual ones again.
//   window.__setHidden  fakes document.hidden / visibilityState and dispatches visibilitychange.
//   window.__live       every text each [data-anshin-live] region received: {region, text, at}.
//   window.__csp        every securitypolicyviolation event: {directive, blocked, sample}.
//   window.__errors     every uncaught error and unhandled rejection, as text.
//   window.__pwned      a tripwire: alert/confirm/prompt/print set it, and so may hostile text.
//
// The page's script looks its timers up at call time (the markup contract), so replacing the globals
// here is enough.
(() => {
  "use strict";
  const real = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    setInterval: window.setInterval.bind(window),
    clearInterval: window.clearInterval.bind(window),
    performanceNow: performance.now.bind(performance),
    dateNow: Date.now,
  };
  const epoch = 1767225600000; // 2026-01-01T00:00:00Z: Date.now() at virtual time 0.
  let now = 0;
  let sequence = 0;
  const timers = new Map(); // id -> {at, callback, args, sequence, every}
  const virtual = {
    setTimeout(callback, delay, ...args) {
      const id = ++sequence;
      const wait = Math.max(0, Number(delay) || 0);
      timers.set(id, { at: now + wait, callback, args, sequence: id, every: null });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id);
    },
    setInterval(callback, delay, ...args) {
      const id = ++sequence;
      const every = Math.max(1, Number(delay) || 0);
      timers.set(id, { at: now + every, callback, args, sequence: id, every });
      return id;
    },
    clearInterval(id) {
      timers.delete(id);
    },
  };
  function install(set) {
    window.setTimeout = set.setTimeout;
    window.clearTimeout = set.clearTimeout;
    window.setInterval = set.setInterval;
    window.clearInterval = set.clearInterval;
    performance.now = set === virtual ? () => now : real.performanceNow;
    Date.now = set === virtual ? () => epoch + now : real.dateNow;
  }
  function nextDue(limit) {
    let due = null;
    for (const [id, timer] of timers) {
      if (timer.at > limit) continue;
      if (due === null || timer.at < due.timer.at || (timer.at === due.timer.at && timer.sequence < due.timer.sequence)) {
        due = { id, timer };
      }
    }
    return due;
  }
  window.__clock = {
    get now() {
      return now;
    },
    /** Moves time forward by ms, running each callback due on the way, in order. Returns how many ran. */
    advance(ms) {
      const target = now + ms;
      let ran = 0;
      for (let due = nextDue(target); due !== null; due = nextDue(target)) {
        const { id, timer } = due;
        now = timer.at;
        if (timer.every === null) {
          timers.delete(id);
        } else {
          timer.at += timer.every;
          timer.sequence = ++sequence;
        }
        ran += 1;
        if (ran > 100000) throw new Error("__clock.advance: more than 100000 callbacks (a timer loop?)");
        if (typeof timer.callback === "function") timer.callback(...timer.args);
      }
      now = target;
      return ran;
    },
    /** Runs only the earliest pending callback, moving now to its time; returns how far time moved (null: none). */
    next() {
      const due = nextDue(Infinity);
      if (due === null) return null;
      const { id, timer } = due;
      const moved = timer.at - now;
      now = timer.at;
      if (timer.every === null) {
        timers.delete(id);
      } else {
        timer.at += timer.every;
        timer.sequence = ++sequence;
      }
      if (typeof timer.callback === "function") timer.callback(...timer.args);
      return moved;
    },
    /** Pending timers as [delay from now, ...], soonest first. */
    pending() {
      return [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b);
    },
    real() {
      install(real);
    },
    fake() {
      install(virtual);
    },
  };
  install(virtual);

  // Visibility.
  let hidden = false;
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  window.__setHidden = (value) => {
    hidden = Boolean(value);
    document.dispatchEvent(new Event("visibilitychange"));
  };

  // Live regions: each text a region receives (an added node's text, or a text node's new data).
  window.__live = [];
  const regionOf = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return element ? element.closest("[data-anshin-live]") : null;
  };
  const record = (region, text) => {
    if (region && text.trim() !== "") {
      window.__live.push({ region: region.getAttribute("data-anshin-live"), text, at: now });
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === "childList") {
        const region = regionOf(mutation.target);
        if (!region) continue;
        for (const node of mutation.addedNodes) record(region, node.textContent);
      } else if (mutation.type === "characterData") {
        record(regionOf(mutation.target), mutation.target.data);
      }
    }
  }).observe(document, { childList: true, characterData: true, subtree: true });

  // Content Security Policy violations and errors.
  window.__csp = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__csp.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
  });
  window.__errors = [];
  window.addEventListener("error", (event) => window.__errors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => window.__errors.push("rejection: " + String(event.reason)));

  // Tripwire.
  window.__pwned = false;
  for (const name of ["alert", "confirm", "prompt", "print"]) {
    window[name] = () => {
      window.__pwned = true;
    };
  }

  // Every anshin-action event, in order.
  window.__actions = [];
  document.addEventListener(
    "anshin-action",
    (event) => {
      window.__actions.push({
        action: event.detail && event.detail.action,
        role: event.detail && event.detail.role,
        cancelable: event.cancelable,
        bubbles: event.bubbles,
        target: event.target && event.target.id,
      });
    },
    true,
  );
})();
