// Trickle progress: a bar for work that reports no progress of its own (a JSON request). It starts
// at an initial value, moves forward by a random step after a random wait, stops at a cap until
// the work completes, and then jumps to 1 — and never moves again.
//
// Time and randomness are inputs: pass a seeded SplitMix64 and the same run comes out as in Swift.
// Values are rounded to four decimals, delays to whole milliseconds. Every parameter comes from the
// caller (in a page: from the markup the Swift front end wrote); this file has no defaults.

/** A parameter that breaks its rule; `parameter` names it, as in Swift's ValidationError. */
export class ValidationError extends Error {
  constructor(parameter, requirement) {
    super(`${parameter}: ${requirement}`);
    this.parameter = parameter;
  }
}

/** The smallest step: values are rounded to four decimals. */
export const SMALLEST_INCREMENT = 0.0001;
/** The longest wait between two steps, in milliseconds (one hour). */
export const LONGEST_INTERVAL = 3_600_000;

/**
 * The trickle's parameters, checked in this order (the first broken rule is the error); each is
 * required, and a missing one breaks its rule. Times are in milliseconds.
 */
export function trickleConfiguration({
  initialValue, minimumIncrement, maximumIncrement, minimumInterval, maximumInterval, cap, graceTime, minimumShowTime,
}) {
  const check = (ok, parameter, requirement) => {
    if (!ok) throw new ValidationError(parameter, requirement);
  };
  check(Number.isFinite(cap) && cap > 0 && cap < 1, "cap", "between 0 and 1, exclusive");
  check(Number.isFinite(initialValue) && initialValue >= 0 && initialValue <= cap, "initialValue", "from 0 to the cap");
  check(Number.isFinite(minimumIncrement) && minimumIncrement > 0, "minimumIncrement", "greater than 0");
  check(minimumIncrement >= SMALLEST_INCREMENT, "minimumIncrement", "at least 0.0001");
  check(Number.isFinite(maximumIncrement) && maximumIncrement >= minimumIncrement, "maximumIncrement", "at least the minimum");
  check(maximumIncrement <= 1, "maximumIncrement", "at most 1");
  check(Number.isFinite(minimumInterval) && minimumInterval >= 0, "minimumInterval", "not negative");
  check(maximumInterval >= minimumInterval, "maximumInterval", "at least the minimum");
  check(maximumInterval <= LONGEST_INTERVAL, "maximumInterval", "at most one hour");
  check(Number.isFinite(graceTime) && graceTime >= 0, "graceTime", "not negative");
  check(Number.isFinite(minimumShowTime) && minimumShowTime >= 0, "minimumShowTime", "not negative");
  return Object.freeze({
    initialValue, minimumIncrement, maximumIncrement, minimumInterval, maximumInterval, cap, graceTime, minimumShowTime,
  });
}

/** Rounds a non-negative number half up (what Swift's Int64(x + 0.5) gives). */
function roundedHalfUp(number) {
  return Math.trunc(number + 0.5);
}

/** One run of a trickle: its value and phase (named apart from the Swift model it mirrors). */
export class TrickleRun {
  constructor(configuration) {
    this.configuration = configuration;
    this.value = configuration.initialValue;
    this.phase = "running";
    this.completedAt = null;
  }

  /** Milliseconds to wait before the next step, or null when no step can move the value. */
  delay(generator) {
    const { minimumInterval, maximumInterval, cap } = this.configuration;
    if (this.phase !== "running" || this.value >= cap) return null;
    const span = maximumInterval - minimumInterval;
    return minimumInterval + roundedHalfUp(generator.nextUnitInterval() * span);
  }

  /**
   * Moves the value forward by a random increment, never past the cap; draws the increment first,
   * then the delay. Does nothing at the cap or after completion.
   * @returns {{value: number, nextDelay: number | null}}
   */
  step(generator) {
    const { minimumIncrement, maximumIncrement, cap } = this.configuration;
    if (this.phase !== "running" || this.value >= cap) return { value: this.value, nextDelay: null };
    const span = maximumIncrement - minimumIncrement;
    const increment = minimumIncrement + roundedHalfUp(generator.nextUnitInterval() * span * 10_000) / 10_000;
    this.value = Math.min(cap, roundedHalfUp((this.value + increment) * 10_000) / 10_000);
    return { value: this.value, nextDelay: this.delay(generator) };
  }

  /**
   * Completes the work at an elapsed time: the value becomes 1 for good. Announces only when the
   * indicator was shown (completed at or after the grace time), and hides it once the minimum show
   * time has passed. Returns null when already completed, so completion is announced once.
   * @returns {{announced: boolean, hideAt: number | null} | null}
   */
  complete(elapsed) {
    if (this.phase !== "running") return null;
    const { graceTime, minimumShowTime } = this.configuration;
    this.phase = "completed";
    this.value = 1;
    this.completedAt = elapsed;
    const wasShown = elapsed >= graceTime;
    return { announced: wasShown, hideAt: wasShown ? Math.max(elapsed, graceTime + minimumShowTime) : null };
  }

  /** Whether the indicator shows at an elapsed time. */
  isVisible(elapsed) {
    const { graceTime, minimumShowTime } = this.configuration;
    if (elapsed < graceTime) return false;
    if (this.completedAt === null) return true;
    if (this.completedAt < graceTime) return false;
    return elapsed < Math.max(this.completedAt, graceTime + minimumShowTime);
  }
}
