// Runs one trickle on a clock: waits the delay the run draws, steps, and again, until the cap;
// shows the indicator from the grace time on and hides it by the run's rule once the work has
// completed. The run (trickle-progress.mjs) decides every value, delay and visibility; this file
// only keeps the time, with at most one step timer and one visibility timer, and none once nothing
// can move.

import { SplitMix64 } from "./splitmix64.mjs";
import { TrickleRun } from "./trickle-progress.mjs";

export class TrickleDriver {
  #stepTimer = null;
  #visibilityTimer = null;
  #startedAt = 0;

  /**
   * @param {{configuration: object, seed: bigint, clock: object, onValue: (value: number) => void,
   *   onVisible: (isVisible: boolean) => void, onAnnounce: () => void}} options
   *   The clock as MessageScheduler's; onValue gets every value (the first one at start), onVisible
   *   every change of visibility, onAnnounce the completion when it is to be announced (once).
   */
  constructor({ configuration, seed, clock, onValue, onVisible, onAnnounce }) {
    this.run = new TrickleRun(configuration);
    this.generator = new SplitMix64(seed);
    this.clock = clock;
    this.onValue = onValue;
    this.onVisible = onVisible;
    this.onAnnounce = onAnnounce;
    this.isVisible = null;
  }

  /** Milliseconds since the start. */
  get elapsed() {
    return this.clock.now() - this.#startedAt;
  }

  /**
   * Starts the run now. A bar the server drew further along than the initial value (`shownValue`)
   * goes on from there: the run steps, without waiting, until it reaches it (within the half
   * percent a bar may have been rounded to), so the values that follow are still the seed's.
   */
  start(shownValue = null) {
    this.#startedAt = this.clock.now();
    let wait = this.run.delay(this.generator);
    while (shownValue !== null && wait !== null && this.run.value < shownValue - 0.005) wait = this.run.step(this.generator).nextDelay;
    this.onValue(this.run.value);
    this.#updateVisibility(this.run.configuration.graceTime);
    this.#scheduleStep(wait);
  }

  /**
   * Completes the work now: the value becomes 1 for good, the completion is announced when the
   * indicator was shown, and the indicator hides by the run's rule. Returns false when the run had
   * already completed (nothing happens twice).
   */
  complete() {
    const elapsed = this.elapsed;
    const completion = this.run.complete(elapsed);
    if (completion === null) return false;
    this.#clear();
    this.onValue(this.run.value);
    if (completion.announced) this.onAnnounce();
    this.#updateVisibility(completion.hideAt ?? elapsed);
    return true;
  }

  /** Stops every timer (the element left the page). */
  stop() {
    this.#clear();
  }

  #scheduleStep(wait) {
    if (wait === null) return;
    this.#stepTimer = this.clock.setTimeout(() => {
      this.#stepTimer = null;
      const step = this.run.step(this.generator);
      this.onValue(step.value);
      this.#scheduleStep(step.nextDelay);
    }, wait);
  }

  /** Tells the visibility now, and wakes up at `changesAt` (elapsed) if it changes then. */
  #updateVisibility(changesAt) {
    if (this.#visibilityTimer !== null) this.clock.clearTimeout(this.#visibilityTimer);
    this.#visibilityTimer = null;
    const elapsed = this.elapsed;
    const isVisible = this.run.isVisible(elapsed);
    if (isVisible !== this.isVisible) {
      this.isVisible = isVisible;
      this.onVisible(isVisible);
    }
    if (changesAt > elapsed && this.run.isVisible(changesAt) !== isVisible) {
      this.#visibilityTimer = this.clock.setTimeout(() => {
        this.#visibilityTimer = null;
        this.#updateVisibility(changesAt);
      }, Math.ceil(changesAt - elapsed));
    }
  }

  #clear() {
    for (const timer of [this.#stepTimer, this.#visibilityTimer]) if (timer !== null) this.clock.clearTimeout(timer);
    this.#stepTimer = null;
    this.#visibilityTimer = null;
  }
}
