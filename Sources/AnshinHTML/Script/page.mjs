// The live page: what makes the HTML front end's still frames behave in a browser. Status
// messages clear themselves by the board's rules, trickle bars move, alerts become modal dialogs,
// buttons with an action identifier tell the page, error screens fade. Everything it needs is in
// the markup (markup.mjs reads it); without this script the page still renders and reads correctly.
//
// Safety: text reaches the page only through textContent, and only text the markup already held
// (announcements); elements are only ever the server's (served, posted, or cloned from a
// <template>), never made from a string. Time comes only from performance.now, setTimeout and
// clearTimeout, looked up at each call, so a test can replace them before the page's scripts run.

import { MessageBoard } from "./status-board.mjs";
import { isShortcut, readBoardRules, readMessage, readShortcuts, readTransition, readTrickle } from "./markup.mjs";
import { MessageScheduler } from "./message-scheduler.mjs";
import { TrickleDriver } from "./trickle-driver.mjs";

/**
 * The page's clock. A browser fires a timer of more than 2^31 - 1 ms (24.8 days) at once, so a
 * longer wait is cut to that: the board and the trickle check the time when woken, and wait again.
 */
const pageClock = {
  now: () => globalThis.performance.now(),
  setTimeout: (callback, milliseconds) => globalThis.setTimeout(callback, Math.min(milliseconds, 2_147_483_647)),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

const MESSAGE = "[data-anshin-lifetime]";
const MODAL = "dialog[data-anshin-modal]";
const FOCUSABLE = "button, [href], input, select, textarea, [tabindex]:not([tabindex='-1'])";

let started = false;
/** The status region (from page load: its live regions are never inserted with a message). */
let region = null;
let scheduler = null;
let shortcuts = [];
/** Message elements on the board, each with its token; the board's entries announced while shown. */
const onBoard = new Map();
const announced = new WeakSet();
/** Where the pointer is, and where focus is going, for pausing. */
let pointerTarget = null;
let focusTarget = null;
/** Where focus was before it entered the messages: it goes back there when a message goes. */
let focusBefore = null;
const trickles = new Map();
const dialogReturns = new WeakMap();

/** Shows or hides an element (the stylesheet's display rules would outrank the hidden attribute alone). */
function setShown(element, isShown) {
  element.hidden = !isShown;
  if (isShown) element.style.removeProperty("display");
  else element.style.setProperty("display", "none");
}

/** Whether a modal dialog is open: the page around it is inert, its live regions unheard. */
const isModalOpen = () => document.querySelector("dialog:modal") !== null;
/** Announcements made while a modal dialog is open, said when the last one closes (a message's only if it is still shown). */
const held = [];

/**
 * Writes an announcement into the persistent live region of its politeness (later, under a modal
 * dialog); `entry` is the board entry it announces, if any.
 */
function announce(text, politeness, entry = null) {
  if (isModalOpen()) return void held.push([text, politeness, entry]);
  const live = region?.querySelector(`[data-anshin-live="${politeness === "assertive" ? "assertive" : "polite"}"]`);
  if (live && text) live.textContent = text;
}

// MARK: - Status messages

/** The message on the board that holds a node, or null. */
function messageOf(node) {
  const element = node?.closest?.(MESSAGE);
  return element && onBoard.has(element) ? element : null;
}

/** Brings the page in line with the board: shows, hides, inserts, removes, announces. */
function render() {
  const { board } = scheduler;
  const shown = new Set(board.visible.map((entry) => entry.message.element));
  const waiting = new Set(board.waiting.map((entry) => entry.message.element));
  const list = region?.querySelector("[data-anshin-messages]") ?? region;
  for (const element of onBoard.keys()) {
    if (shown.has(element) || waiting.has(element)) continue;
    onBoard.delete(element);
    const hadFocus = element.contains(document.activeElement);
    element.remove();
    if (hadFocus) restoreFocus();
  }
  for (const entry of [...board.visible, ...board.waiting]) {
    const { element } = entry.message;
    onBoard.set(element, entry.token);
    if (!element.isConnected) list?.append(element);
    setShown(element, shown.has(element));
    if (shown.has(element) && !announced.has(entry)) {
      announced.add(entry);
      announce(entry.message.announcement, entry.message.politeness, entry);
    }
  }
  updatePause();
}

/**
 * Puts a message on the board: one served in the page (where it is) or one posted (into the
 * region's list). An identical message already on the board merges: its time starts again, it is
 * announced again, and the new element goes. Returns the token, or null when the element is no
 * message (its lifetime does not read).
 */
function place(element, isPosted) {
  const message = readMessage(element);
  if (message === null) return null;
  message.element = element;
  if (isPosted) {
    // The persistent live regions announce it: an inserted live region would be missed or heard twice.
    if (/^(status|alert)$/u.test(element.getAttribute("role") ?? "")) element.removeAttribute("role");
  }
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  const token = scheduler.post(message);
  const entry = scheduler.board.entry(token);
  if (entry && entry.message.element !== element) {
    element.remove();
    if (scheduler.board.visible.includes(entry)) announce(entry.message.announcement, entry.message.politeness, entry);
  }
  return token;
}

/** The first element of a template's content, cloned; any other element as it is. */
function materialize(element) {
  if (element instanceof HTMLTemplateElement) {
    const first = element.content.firstElementChild;
    if (!first) throw new TypeError(`anshin: the template "${element.id}" is empty`);
    return first.cloneNode(true);
  }
  return element;
}

function post(element) {
  start();
  if (!(element instanceof Element)) throw new TypeError("anshin.post: give it an element the server rendered");
  const token = place(materialize(element), true);
  if (token === null) throw new TypeError("anshin.post: the element is no status message (no valid data-anshin-lifetime)");
  return token;
}

function dismissMessage(element) {
  return onBoard.has(element) && scheduler.dismiss(onBoard.get(element)) !== null;
}

/** Focus goes back to where it was before the messages (or the region) had it. */
function restoreFocus() {
  const target = focusBefore;
  focusBefore = null;
  if (target?.isConnected && !region?.contains(target)) target.focus();
}

function isInMessages(node) {
  return Boolean(node?.isConnected && (region?.contains(node) || messageOf(node)));
}

/**
 * Pauses the board while the pointer is over a message, focus is in one or the region, the page is
 * hidden, or a modal dialog is open (the messages cannot be reached nor heard). With no modal dialog
 * open (the last one closed, or was taken out of the page), what was held is said.
 */
function updatePause() {
  const isPointerOver = Boolean(pointerTarget?.isConnected && messageOf(pointerTarget) && !messageOf(pointerTarget).hidden);
  const isModal = isModalOpen();
  scheduler.setPaused(isPointerOver || isInMessages(focusTarget) || document.hidden || isModal);
  if (isModal) return;
  for (const [text, politeness, entry] of held.splice(0)) {
    if (!entry || scheduler.board.visible.includes(entry)) announce(text, politeness);
  }
}

// MARK: - Trickle progress

function startTrickle(element) {
  if (trickles.has(element)) return;
  let read;
  try {
    read = readTrickle(element);
  } catch (error) {
    console.error(`anshin: the trickle "${element.id}" does not run: ${error.message}`);
    return;
  }
  const bar = element.querySelector("progress");
  const driver = new TrickleDriver({
    configuration: read.configuration,
    seed: read.seed ?? globalThis.crypto.getRandomValues(new BigUint64Array(1))[0],
    clock: pageClock,
    onValue: (value) => {
      if (bar) bar.value = value;
    },
    onVisible: (isVisible) => setShown(element, isVisible),
    onAnnounce: () => announce(read.announcement, read.politeness),
  });
  trickles.set(element, driver);
  driver.start(bar?.hasAttribute("value") ? bar.value : null);
}

/**
 * Completes the trickle with this id: the bar jumps to 1 and the completion is announced, once. The
 * bar is then what Swift draws for a completed state: not busy, and its value said as a percentage
 * (the work's label, its text while the value was simulated, goes).
 */
function complete(id) {
  start();
  const element = document.getElementById(id);
  const driver = element && trickles.get(element);
  if (!driver?.complete()) return false;
  for (const busy of [element, ...element.querySelectorAll("[aria-busy]")]) {
    busy.removeAttribute("aria-busy");
    busy.removeAttribute("aria-valuetext");
  }
  return true;
}

// MARK: - Dialogs

/** What Escape presses: the cancel button; in a one-button dialog, that button. */
function cancelButton(dialog) {
  const buttons = [...dialog.querySelectorAll("[data-action]")];
  return buttons.find((button) => button.getAttribute("data-role") === "cancel") ?? (buttons.length === 1 ? buttons[0] : null);
}

function wireDialog(dialog) {
  if (dialogReturns.has(dialog)) return;
  dialogReturns.set(dialog, null);
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      // Handled here, before the browser's own close request, so a cancelled action keeps the dialog.
      event.preventDefault();
      event.stopPropagation();
      cancelButton(dialog)?.click();
    } else if (event.key === "Tab") {
      const focusable = [...dialog.querySelectorAll(FOCUSABLE)].filter((element) => !element.disabled && element.getClientRects().length > 0);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable.at(-1);
      const inside = dialog.contains(document.activeElement) && document.activeElement !== dialog;
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  // Another close request (a back gesture): the same as Escape.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    cancelButton(dialog)?.click();
  });
  // Closed another way (a form, the host's own code): focus goes back all the same.
  dialog.addEventListener("close", () => returnFocus(dialog));
}

/** Closes a dialog, focus back where it was when it opened (never left in the closed dialog). */
function closeDialog(dialog) {
  dialog.close();
  returnFocus(dialog);
  updatePause();
}

function returnFocus(dialog) {
  if (dialog.open) return;
  const target = dialogReturns.get(dialog);
  dialogReturns.set(dialog, null);
  if (target?.isConnected && target !== document.body) target.focus();
  else if (dialog.contains(document.activeElement)) document.activeElement.blur();
}

/** Opens the dialog with this id modally; returns false when there is none. */
function open(id) {
  start();
  const dialog = document.getElementById(id);
  return dialog?.matches(MODAL) ? openDialog(dialog) : false;
}

/**
 * Opens a dialog modally (a served open one closes and opens again), on top of any open one, focus on
 * its initial focus: the least destructive button, marked autofocus (or, on a page where an earlier
 * model has the page's one autofocus, data-anshin-initial-focus).
 */
function openDialog(dialog) {
  wireDialog(dialog);
  if (dialog.open && dialog.matches(":modal")) return true;
  // A served open dialog may hold focus already (its autofocus button): that is nowhere to return to.
  if (dialog.contains(document.activeElement)) document.activeElement.blur();
  const returnTo = document.activeElement;
  if (dialog.open) dialog.close();
  dialogReturns.set(dialog, returnTo);
  dialog.showModal();
  (dialog.querySelector("[autofocus],[data-anshin-initial-focus]") ?? dialog.querySelector(FOCUSABLE))?.focus();
  updatePause();
  return true;
}

// MARK: - Transitions

/** Gives an element its transition's times as custom properties (the stylesheet's fade reads them). */
function applyTransition(element) {
  for (const [name, milliseconds] of Object.entries(readTransition(element))) {
    if (milliseconds !== null) element.style.setProperty(`--anshin-${name}`, `${milliseconds}ms`);
  }
}

/** Fades an element out with its hide timing (at once under reduced motion), then hides it. */
function fadeOut(element) {
  if (element.classList.contains("anshin-hiding")) return;
  const times = readTransition(element);
  const isReduced = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  const total = isReduced ? 0 : (times["hide-duration"] ?? 0) + (times["hide-delay"] ?? 0);
  element.classList.add("anshin-hiding");
  const hide = () => {
    setShown(element, false);
    element.classList.remove("anshin-hiding");
  };
  if (total === 0) hide();
  else pageClock.setTimeout(hide, total);
}

/**
 * Dismisses a status message (by token or element), or fades out and hides an element (by element
 * or id: an error screen); a dialog closes. Returns whether there was something to dismiss.
 */
function dismiss(tokenOrElement) {
  start();
  if (typeof tokenOrElement === "number") return scheduler.dismiss(tokenOrElement) !== null;
  const element = typeof tokenOrElement === "string" ? document.getElementById(tokenOrElement) : tokenOrElement;
  if (!(element instanceof Element)) return false;
  if (onBoard.has(element)) return dismissMessage(element);
  if (element.matches(MODAL)) {
    const wasOpen = element.open;
    closeDialog(element);
    return wasOpen;
  }
  if (element.hidden) return false;
  fadeOut(element);
  return true;
}

// MARK: - Actions and triggers

function template(id) {
  const element = document.getElementById(id ?? "");
  if (!(element instanceof HTMLTemplateElement)) throw new TypeError(`anshin: no <template> has the id "${id}"`);
  return element;
}

/** The declarative triggers of the playground (and any host). */
function trigger(control) {
  if (control.hasAttribute("data-anshin-post")) {
    post(template(control.getAttribute("data-anshin-post")));
  } else if (control.hasAttribute("data-anshin-open")) {
    open(control.getAttribute("data-anshin-open"));
  } else if (control.hasAttribute("data-anshin-start")) {
    const element = materialize(template(control.getAttribute("data-anshin-start")));
    const container = document.getElementById(control.getAttribute("data-anshin-target") ?? "");
    if (!container) throw new TypeError(`anshin: no element has the id "${control.getAttribute("data-anshin-target")}"`);
    // Starting again replaces the run with the same id, so ids stay unique and complete(id) finds it.
    const previous = element.id ? document.getElementById(element.id) : null;
    if (previous) {
      trickles.get(previous)?.stop();
      trickles.delete(previous);
      previous.remove();
    }
    container.append(element);
    startTrickle(element);
  } else {
    complete(control.getAttribute("data-anshin-complete"));
  }
}

function onClick(event) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest("[data-action]");
  if (control && control.closest(`.anshin, ${MESSAGE}, [data-anshin-region]`)) {
    const detail = { action: control.getAttribute("data-action"), role: control.getAttribute("data-role") };
    const proceeds = control.dispatchEvent(new CustomEvent("anshin-action", { bubbles: true, cancelable: true, detail }));
    if (!proceeds) {
      // Cancelled: nothing else happens (the dialog stays open, a link does not navigate).
      event.preventDefault();
      return;
    }
    const dialog = control.closest(MODAL);
    const message = messageOf(control);
    if (dialog) closeDialog(dialog);
    else if (message) dismissMessage(message);
    return;
  }
  const triggerControl = target?.closest("[data-anshin-post], [data-anshin-open], [data-anshin-start], [data-anshin-complete]");
  try {
    if (triggerControl) trigger(triggerControl);
  } catch (error) {
    // A trigger naming no template or container: said on the console, and the page goes on.
    console.error(error.message);
  }
}

function onKeydown(event) {
  if (event.defaultPrevented) return;
  if (region && shortcuts.some((shortcut) => isShortcut(event, shortcut))) {
    event.preventDefault();
    if (!isInMessages(document.activeElement)) focusBefore = document.activeElement;
    region.focus();
    return;
  }
  if (event.key !== "Escape") return;
  const target = event.target instanceof Element ? event.target : null;
  const message = messageOf(target) ?? (target && target === region ? scheduler.board.visible.at(-1)?.message.element : null);
  if (!message) return;
  event.preventDefault();
  dismissMessage(message);
  if (!isInMessages(document.activeElement)) return;
  if (focusBefore?.isConnected) restoreFocus();
  else if (onBoard.size > 0) region?.focus();
}

function onFocusChange(event) {
  const next = event.type === "focusin" ? event.target : event.relatedTarget;
  if (event.type === "focusin" && isInMessages(next) && !isInMessages(event.relatedTarget) && event.relatedTarget) {
    focusBefore = event.relatedTarget;
  }
  focusTarget = next;
  updatePause();
}

function onPointer(event) {
  pointerTarget = event.type === "pointerover" ? event.target : event.relatedTarget;
  updatePause();
}

// MARK: - Start

/**
 * Runs once, when the page has loaded (or at the first call of the API): a message's time starts,
 * and it is announced, once the page is there to read.
 */
function start() {
  if (started) return;
  started = true;
  region = document.querySelector("[data-anshin-region]");
  shortcuts = readShortcuts(region?.getAttribute("aria-keyshortcuts"));
  const rules = region ? readBoardRules(region) : {};
  scheduler = new MessageScheduler(new MessageBoard(rules), pageClock, render);
  if (region?.hasAttribute("data-anshin-assistive-technology")) scheduler.setAssistiveTechnologyRunning(true);
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeydown);
  document.addEventListener("focusin", onFocusChange);
  document.addEventListener("focusout", onFocusChange);
  document.addEventListener("pointerover", onPointer);
  document.addEventListener("pointerout", onPointer);
  document.addEventListener("visibilitychange", updatePause);
  // A dialog's close event (the host's dialogs' too) does not bubble: caught on its way down.
  document.addEventListener("close", updatePause, true);
  // A modal dialog taken out of the page closes without a close event: while the board waits, each
  // change to the page's tree looks again.
  new MutationObserver(() => scheduler.board.isPaused && updatePause()).observe(document, { childList: true, subtree: true });
  // Served dialogs open first: messages served with one wait for it, as later ones do.
  for (const dialog of document.querySelectorAll(`${MODAL}[open]`)) openDialog(dialog);
  for (const element of document.querySelectorAll(MESSAGE)) place(element, false);
  for (const element of document.querySelectorAll("[data-anshin-trickle]")) startTrickle(element);
}

function setAssistiveTechnology(isRunning) {
  start();
  region?.toggleAttribute("data-anshin-assistive-technology", Boolean(isRunning));
  scheduler.setAssistiveTechnologyRunning(Boolean(isRunning));
}

globalThis.anshin = Object.freeze({ post, dismiss, complete, open, setAssistiveTechnology });
// The fades' timing at once, from the script's place at the end of the page: before the first frame.
for (const element of document.querySelectorAll(".anshin-transition")) applyTransition(element);
if (document.readyState === "complete") start();
else globalThis.addEventListener("load", start, { once: true });
