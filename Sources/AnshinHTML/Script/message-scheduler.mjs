// Runs a message board on a clock: the board is a pure state machine over time, and this is what
// asks it the time and wakes it up. One timer at most, set for the board's next deadline; none
// while nothing on the board has a deadline (nothing shown, every shown message sticky or held,
// or the board paused), so an idle page runs no timer at all.
//
// The clock is {now(), setTimeout(callback, ms), clearTimeout(handle)}: the page's looks up
// performance.now, setTimeout and clearTimeout at each call, Node's tests pass a manual one.

export class MessageScheduler {
  #timer = null;
  #timerDeadline = null;

  /**
   * @param board A MessageBoard.
   * @param clock The clock.
   * @param onChange Called after every change of the board (a post, a clearing, a dismissal…).
   */
  constructor(board, clock, onChange) {
    this.board = board;
    this.clock = clock;
    this.onChange = onChange;
  }

  /** Posts a message now; returns its token (an identical message's token when it merges). */
  post(message) {
    const token = this.board.post(message, this.clock.now());
    this.#changed();
    return token;
  }

  /** Removes a message now, shown or waiting; returns its entry, or null when it had cleared. */
  dismiss(token) {
    const entry = this.board.dismiss(token, this.clock.now());
    this.#changed();
    return entry;
  }

  /** Pauses or resumes the board now: paused messages keep the time they have left. */
  setPaused(isPaused) {
    if (isPaused === this.board.isPaused) return;
    if (isPaused) this.board.pause(this.clock.now());
    else this.board.resume(this.clock.now());
    this.#changed();
  }

  /** Tells the board whether assistive technology may be in use (messages with actions stay). */
  setAssistiveTechnologyRunning(isRunning) {
    this.board.setAssistiveTechnologyRunning(isRunning, this.clock.now());
    this.#changed();
  }

  #changed() {
    this.#schedule();
    this.onChange();
  }

  /** Keeps one timer for the board's next deadline, or none. */
  #schedule() {
    const deadline = this.board.nextDeadline;
    if (deadline === this.#timerDeadline && (deadline === null) === (this.#timer === null)) return;
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
    this.#timerDeadline = deadline;
    if (deadline === null) return;
    // Rounded up: a browser truncates a fractional delay, and a timer that fires before the
    // deadline would only have to be set again.
    const delay = Math.max(0, Math.ceil(deadline - this.clock.now()));
    this.#timer = this.clock.setTimeout(() => {
      this.#timer = null;
      this.#timerDeadline = null;
      this.board.advance(this.clock.now());
      this.#changed();
    }, delay);
  }
}
