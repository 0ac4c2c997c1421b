// Alert button order and focus, from the Alerts article of the Anshin documentation.
//
// An alert has one or two buttons; three or more choices are an action sheet. A button is
// {role, action, title}: role "cancel", "default" or "destructive"; a title is a catalog key
// ({key}) or the recovery's own name ({verbatim}).

import { isBlank } from "./blank.mjs";

/** A recovery that breaks its rule; `parameter` names it ("action" or "name"), or "choices" for a sheet. */
export class ValidationError extends Error {
  constructor(parameter, requirement) {
    super(`${parameter}: ${requirement}`);
    this.parameter = parameter;
  }
}

/**
 * Checks a recovery {name, style, action}: it never runs cancel nor a blank action (empty, or white space
 * and invisible characters only: ActionIdentifier.isBlank, judged as blank text is), and its name is never blank.
 */
export function checkRecovery(recovery) {
  if (recovery.action === "cancel") {
    throw new ValidationError("action", "a recovery cannot run cancel: the dialog adds its one cancel button itself");
  }
  if (isBlank(recovery.action)) {
    throw new ValidationError("action", "a recovery's action names the code a front end runs, so it cannot be blank");
  }
  if (isBlank(recovery.name)) {
    throw new ValidationError("name", "a recovery's name is its button's title, which must say what it does");
  }
  return recovery;
}

const okButton = { role: "cancel", action: "dismiss", title: { key: "button.ok" } };
const cancelButton = { role: "cancel", action: "cancel", title: { key: "button.cancel" } };

function recoveryButton(recovery) {
  return {
    role: recovery.style === "destructive" ? "destructive" : "default",
    action: recovery.action,
    title: { verbatim: recovery.name },
  };
}

/** The role of the button that takes focus: the least destructive one. */
function focusRole(recovery) {
  return recovery && recovery.style === "destructive" ? "cancel" : recovery ? "default" : "cancel";
}

function withFocus(buttons, role) {
  const index = buttons.findIndex((button) => button.role === role);
  return { buttons, initialFocus: { role, index } };
}

/**
 * An alert's buttons, leading first, and its initial focus.
 * arrangement "destructiveLeading" (the default, the seed's rule): a destructive recovery leads and
 * cancel trails; a nondestructive recovery trails. "cancelLeading" (today's HIG and Material):
 * cancel always leads.
 */
export function alertButtons({ recovery = null, arrangement = "destructiveLeading" }) {
  if (!recovery) return withFocus([okButton], "cancel");
  checkRecovery(recovery);
  const recoveryLeads = arrangement === "destructiveLeading" && recovery.style === "destructive";
  const buttons = recoveryLeads ? [recoveryButton(recovery), cancelButton] : [cancelButton, recoveryButton(recovery)];
  return withFocus(buttons, focusRole(recovery));
}

/**
 * An action sheet: two or more choices in order, then the one cancel button, which takes focus. No two
 * choices run the same action (two buttons that run the same code); `parameter` names the list in the error.
 */
export function actionSheetButtons(choices, parameter = "choices") {
  choices.forEach(checkRecovery);
  if (choices.length < 2) {
    throw new ValidationError(parameter, "an action sheet needs at least two choices");
  }
  const first = new Map();
  choices.forEach((choice, index) => {
    if (first.has(choice.action)) {
      throw new ValidationError(
        parameter,
        `${parameter} ${first.get(choice.action)} and ${index} both run "${choice.action}": each choice runs its own action`,
      );
    }
    first.set(choice.action, index);
  });
  return withFocus([...choices.map(recoveryButton), cancelButton], "cancel");
}

/** The dialog for any number of recoveries: a confirmation, a suggestion, or an action sheet. */
export function dialogFor(recoveries) {
  if (recoveries.length === 0) return { type: "confirmation", ...alertButtons({}) };
  if (recoveries.length === 1) return { type: "suggestion", ...alertButtons({ recovery: recoveries[0] }) };
  return { type: "actionSheet", ...actionSheetButtons(recoveries, "recoveries") };
}
