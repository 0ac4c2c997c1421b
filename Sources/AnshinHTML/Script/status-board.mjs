// The message board: where status messages are shown and cleared, as a pure state machine over
// time. Every operation takes the current time `now` in milliseconds since an origin of the
// caller's choosing, so the same operations always give the same board.
//
// The rule the board is built around: an older message's expiry never clears a newer message that
// replaced it. Each post returns a token; tokens only increase; an expiry acts only on a message
// that is still shown and whose own deadline has come.
//
// The board knows no kind and no duration of its own: each message brings its lifetime (already
// the model's effective duration: a message with an action is never shorter than its kind's long
// duration) and whether it is held while assistive technology runs. In a page both come from the
// markup the Swift front end wrote; the conformance runner computes them from the vectors' kinds.

/** The largest accessibility multiplier: 10. */
export const LARGEST_ACCESSIBILITY_MULTIPLIER = 10;

/** A duration times the multiplier, rounded up to whole milliseconds: never shorter. */
function lengthened(milliseconds, multiplier) {
  const exact = milliseconds * multiplier;
  const whole = Math.trunc(exact);
  return whole < exact ? whole + 1 : whole;
}

export class MessageBoard {
  /**
   * @param {{visibleLimit?: number | null, accessibilityMultiplier?: number}} options
   *   visibleLimit: null replaces the shown message (the default); 1 queues; n stacks n messages.
   */
  constructor({ visibleLimit = null, accessibilityMultiplier = 1 } = {}) {
    if (visibleLimit !== null && !(Number.isInteger(visibleLimit) && visibleLimit >= 1)) {
      throw new RangeError("limit: a stack must show at least one message");
    }
    if (!(accessibilityMultiplier >= 1 && accessibilityMultiplier <= LARGEST_ACCESSIBILITY_MULTIPLIER)) {
      throw new RangeError("accessibilityMultiplier: from 1 to 10, since it may only lengthen durations");
    }
    this.visibleLimit = visibleLimit;
    this.accessibilityMultiplier = accessibilityMultiplier;
    /** Shown entries, oldest first: {token, message, repeatCount, timer}. */
    this.visible = [];
    /** Waiting entries, in the order they will be shown. */
    this.waiting = [];
    this.isPaused = false;
    this.isAssistiveTechnologyRunning = false;
    this.lastToken = 0;
  }

  /** The earliest time a shown message clears, or null (paused, or every shown message is sticky). */
  get nextDeadline() {
    const due = this.#nextDue();
    return due ? due.timer.deadline : null;
  }

  /** The entry for a token, shown or waiting, or null. */
  entry(token) {
    return this.visible.find((entry) => entry.token === token) ?? this.waiting.find((entry) => entry.token === token) ?? null;
  }

  /**
   * Posts a message and returns its token. The message is
   * `{identity, lifetime, keepForAssistiveTechnology}` (and anything else the caller keeps with
   * it): `identity` is a string equal for identical messages; `lifetime` is whole milliseconds or
   * "sticky"; `keepForAssistiveTechnology` holds the message while assistive technology runs.
   * Messages due by `now` clear first. An identical message on the board, shown or waiting,
   * merges: its count goes up, a shown one's time starts again from `now`, and its token is returned.
   */
  post(message, now) {
    this.advance(now);
    const timeToLive = this.#timeToLive(message);
    const twin = this.visible.find((entry) => entry.message.identity === message.identity);
    if (twin) {
      twin.repeatCount += 1;
      const { timer } = twin;
      if (timer.state === "running") twin.timer = { state: "running", deadline: now + timer.timeToLive, timeToLive: timer.timeToLive };
      if (timer.state === "paused") twin.timer = { state: "paused", remaining: timer.timeToLive, timeToLive: timer.timeToLive };
      return twin.token;
    }
    const waitingTwin = this.waiting.find((entry) => entry.message.identity === message.identity);
    if (waitingTwin) {
      waitingTwin.repeatCount += 1;
      return waitingTwin.token;
    }
    const token = ++this.lastToken;
    if (this.visibleLimit === null) {
      this.visible = [{ token, message, repeatCount: 1, timer: this.#startedTimer(timeToLive, message, now) }];
    } else if (this.visible.length < this.visibleLimit) {
      this.visible.push({ token, message, repeatCount: 1, timer: this.#startedTimer(timeToLive, message, now) });
    } else {
      const timer = timeToLive === null ? { state: "sticky" } : { state: "waiting", timeToLive };
      this.waiting.push({ token, message, repeatCount: 1, timer });
    }
    return token;
  }

  /**
   * Clears every shown message whose deadline has come by `now`, earliest deadline first (equal
   * deadlines: the one shown first), and shows waiting messages in their place, each timed from the
   * deadline of the message it replaces. Nothing clears while paused.
   * @returns {object[]} The cleared entries, in order.
   */
  advance(now) {
    const cleared = [];
    if (this.isPaused) return cleared;
    for (let due = this.#nextDue(); due && due.timer.deadline <= now; due = this.#nextDue()) {
      this.visible.splice(this.visible.indexOf(due), 1);
      this.#promoteWaiting(due.timer.deadline);
      cleared.push(due);
    }
    return cleared;
  }

  /**
   * Handles one message's timer firing (the seed's clearMsgWIdF): clears what is due by `now` and
   * says whether the token's message was among them. An older message's expiry never clears a newer one.
   */
  expire(token, now) {
    return this.advance(now).some((entry) => entry.token === token);
  }

  /** Removes a message at once, shown or waiting; returns its entry, or null when it already cleared. */
  dismiss(token, now) {
    this.advance(now);
    const shown = this.visible.findIndex((entry) => entry.token === token);
    if (shown >= 0) {
      const [entry] = this.visible.splice(shown, 1);
      this.#promoteWaiting(now);
      return entry;
    }
    const waiting = this.waiting.findIndex((entry) => entry.token === token);
    if (waiting >= 0) return this.waiting.splice(waiting, 1)[0];
    return null;
  }

  /** Pauses: each shown message keeps the time it has left. */
  pause(now) {
    if (this.isPaused) return;
    this.advance(now);
    this.isPaused = true;
    for (const entry of this.visible) {
      if (entry.timer.state === "running") {
        entry.timer = { state: "paused", remaining: entry.timer.deadline - now, timeToLive: entry.timer.timeToLive };
      }
    }
  }

  /** Resumes: each shown message gets the time it had left. */
  resume(now) {
    if (!this.isPaused) return;
    this.isPaused = false;
    for (const entry of this.visible) {
      if (entry.timer.state === "paused") {
        entry.timer = { state: "running", deadline: now + entry.timer.remaining, timeToLive: entry.timer.timeToLive };
      }
    }
  }

  /**
   * Tells the board whether a screen reader (or other assistive technology) runs: while it does, a
   * shown message held for it (one with an action) stays until it is acted on or dismissed; when
   * it stops, such a message gets its full time again from `now`.
   */
  setAssistiveTechnologyRunning(isRunning, now) {
    this.advance(now);
    if (isRunning === this.isAssistiveTechnologyRunning) return;
    this.isAssistiveTechnologyRunning = isRunning;
    for (const entry of this.visible) {
      if (!entry.message.keepForAssistiveTechnology) continue;
      const timeToLive = this.#timeToLive(entry.message);
      if (isRunning) {
        entry.timer = { state: "sticky" };
      } else if (entry.timer.state === "sticky" && timeToLive !== null) {
        entry.timer = this.isPaused
          ? { state: "paused", remaining: timeToLive, timeToLive }
          : { state: "running", deadline: now + timeToLive, timeToLive };
      }
    }
  }

  /** How long a message is shown on this board: its lifetime times the multiplier; null when sticky. */
  #timeToLive(message) {
    return message.lifetime === "sticky" ? null : lengthened(message.lifetime, this.accessibilityMultiplier);
  }

  /** The shown entry that clears first: the earliest deadline; equal deadlines, the one shown first. */
  #nextDue() {
    let due = null;
    for (const entry of this.visible) {
      if (entry.timer.state === "running" && (due === null || entry.timer.deadline < due.timer.deadline)) due = entry;
    }
    return due;
  }

  #startedTimer(timeToLive, message, now) {
    if (timeToLive === null || (this.isAssistiveTechnologyRunning && message.keepForAssistiveTechnology)) return { state: "sticky" };
    return this.isPaused
      ? { state: "paused", remaining: timeToLive, timeToLive }
      : { state: "running", deadline: now + timeToLive, timeToLive };
  }

  #promoteWaiting(now) {
    if (this.visibleLimit === null) return;
    while (this.visible.length < this.visibleLimit && this.waiting.length > 0) {
      const entry = this.waiting.shift();
      if (entry.timer.state === "waiting") entry.timer = this.#startedTimer(entry.timer.timeToLive, entry.message, now);
      this.visible.push(entry);
    }
  }
}
