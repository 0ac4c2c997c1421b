// Error screen presets and the mappings to them, from the ErrorScreens and Backends articles of the
// Anshin documentation. A text is a catalog key ({key}, with count and arguments when it has them)
// or the backend's own words ({verbatim}).

import { isBlank } from "./blank.mjs";

const retry = { title: { key: "button.retry" }, action: "retry" };

/** Each preset: its icon, whether it offers a retry (and which), and the HTTP status a backend sends. */
export const PRESETS = Object.freeze({
  forbidden: { icon: "lock", retry: null, httpStatus: 403 },
  network: { icon: "network-error", retry, httpStatus: 502 },
  notFound: { icon: "search", retry: null, httpStatus: 404 },
  unauthorized: { icon: "sign-in", retry: { title: { key: "button.signIn" }, action: "signIn" }, httpStatus: 401 },
  server: { icon: "server-error", retry, httpStatus: 500 },
  timeout: { icon: "clock", retry, httpStatus: 504 },
  offline: { icon: "offline", retry, httpStatus: 503 },
  maintenance: { icon: "maintenance", retry, httpStatus: 503 },
  empty: { icon: "tray", retry: null, httpStatus: null },
  rateLimited: { icon: "hourglass", retry, httpStatus: 429 },
  unexpected: { icon: "warning", retry, httpStatus: 500 },
});

/** What a screen for a preset shows; an unknown preset keeps its name and shows the unexpected screen. */
export function presetScreen(preset) {
  const known = PRESETS[preset] ? preset : "unexpected";
  const { icon, retry } = PRESETS[known];
  return {
    preset,
    icon,
    title: { key: `errorScreen.${known}.title` },
    message: { key: `errorScreen.${known}.message` },
    retry,
  };
}

/** The preset for an HTTP status, or null for a status that is not an error. */
export function presetForHTTPStatus(status) {
  switch (status) {
    case 401: return "unauthorized";
    case 403: return "forbidden";
    case 404: case 410: return "notFound";
    case 408: case 504: return "timeout";
    case 429: return "rateLimited";
    case 500: case 502: return "server";
    case 503: return "maintenance";
  }
  if (status >= 400 && status <= 499) return "unexpected";
  if (status >= 500 && status <= 599) return "server";
  return null;
}

/**
 * The presets whose message says what happened in a sentence of its own (`errorScreen.<preset>.cause`),
 * which a screen that says when to try again keeps, in place of the whole message. The others with a
 * retry (unauthorized, network, offline) advise what the person does, which a delay does not change.
 */
const DELAY_CAUSES = Object.freeze(new Set(["server", "timeout", "maintenance", "rateLimited", "unexpected"]));

/**
 * The screen for an HTTP status, with Retry-After in milliseconds, or null for a status that is not
 * an error. A client error the status table does not name (a 4xx that maps to unexpected: 400, 405,
 * 422, …) is the unexpected screen without a retry, whose message is only the cause: the request
 * itself was refused, so sending it again cannot help. A screen that offers a retry and has a cause
 * says the cause, then "Try again in N seconds" (N rounded up), in place of its message.
 */
export function screenForHTTPStatus(status, retryAfter = null) {
  const preset = presetForHTTPStatus(status);
  if (preset === null) return null;
  const screen = presetScreen(preset);
  if (preset === "unexpected" && status >= 400 && status <= 499) {
    screen.retry = null;
    screen.message = { key: "errorScreen.unexpected.cause" };
  }
  if (retryAfter !== null && retryAfter > 0 && screen.retry && DELAY_CAUSES.has(preset)) {
    const retryText = { key: "errorScreen.retryAfter", count: String(Math.ceil(retryAfter / 1000)) };
    screen.message = { key: "text.sentences", arguments: [{ key: `errorScreen.${preset}.cause` }, retryText] };
  }
  return screen;
}

/** RFC 9110's reason phrases, which an about:blank problem is titled with. */
export const STATUS_PHRASES = Object.freeze({
  400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
  405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required", 408: "Request Timeout",
  409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large",
  414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable", 417: "Expectation Failed",
  421: "Misdirected Request", 422: "Unprocessable Content", 423: "Locked", 424: "Failed Dependency",
  425: "Too Early", 426: "Upgrade Required", 428: "Precondition Required",
  429: "Too Many Requests", 431: "Request Header Fields Too Large", 451: "Unavailable For Legal Reasons",
  500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
  504: "Gateway Timeout", 505: "HTTP Version Not Supported", 506: "Variant Also Negotiates",
  507: "Insufficient Storage", 508: "Loop Detected", 511: "Network Authentication Required",
});

/**
 * The screen for a problem details body (RFC 9457). It starts from the preset a `preset` member names
 * when it is a known one, else from the screen `status` gets (screenForHTTPStatus: a client error's has
 * no retry), else from the unexpected preset's. A non-blank `screenTitle`, else a non-blank
 * `title` — unless it is only the status phrase of an about:blank problem — replaces the title; a
 * non-blank `detail` the message; an `icon` string names the icon; `retryAction` and `retryButtonTitle`
 * set the retry button. `null` says "none": a `preset` of null is a screen made from no preset (only what
 * the members give), an `icon` or `retryAction` of null removes the preset's.
 */
export function screenForProblem(problem) {
  const type = typeof problem.type === "string" ? problem.type : "about:blank";
  const status = Number.isInteger(problem.status) ? problem.status : null;
  const named = typeof problem.preset === "string" && PRESETS[problem.preset] ? problem.preset : null;
  const screen =
    problem.preset === null
      ? { preset: null, icon: null, title: null, message: null, retry: null }
      : named !== null
        ? presetScreen(named)
        : (status !== null ? screenForHTTPStatus(status) : null) ?? presetScreen("unexpected");
  if (typeof problem.screenTitle === "string" && !isBlank(problem.screenTitle)) {
    screen.title = { verbatim: problem.screenTitle };
  } else if (typeof problem.title === "string" && !isBlank(problem.title)) {
    if (type !== "about:blank" || problem.title !== STATUS_PHRASES[status]) screen.title = { verbatim: problem.title };
  }
  if (typeof problem.detail === "string" && !isBlank(problem.detail)) screen.message = { verbatim: problem.detail };
  if (problem.icon === null) screen.icon = null;
  else if (typeof problem.icon === "string" && problem.icon !== "") screen.icon = problem.icon;
  if (problem.retryAction === null) screen.retry = null;
  else if (typeof problem.retryAction === "string" && !isBlank(problem.retryAction)) {
    screen.retry = { ...(screen.retry ?? retry), action: problem.retryAction };
  }
  if (typeof problem.retryButtonTitle === "string" && !isBlank(problem.retryButtonTitle) && screen.retry) {
    screen.retry = { ...screen.retry, title: { verbatim: problem.retryButtonTitle } };
  }
  return screen;
}

/**
 * The problem details for a preset's screen whose texts are already resolved ({title, message,
 * retryButtonTitle}): about:blank, titled with the status phrase; the screen's own title goes to
 * `screenTitle`, its message to `detail`, and its preset, icon and retry to extension members.
 */
export function problemForScreen(preset, resolved) {
  const screen = presetScreen(preset);
  const status = PRESETS[preset]?.httpStatus ?? 500;
  const problem = { type: "about:blank", status, preset, icon: screen.icon };
  if (screen.retry) {
    problem.retryButtonTitle = resolved.retryButtonTitle;
    problem.retryAction = screen.retry.action;
  }
  if (STATUS_PHRASES[status]) {
    if (resolved.title !== null) problem.screenTitle = resolved.title;
    problem.title = STATUS_PHRASES[status];
  } else if (resolved.title !== null) {
    problem.title = resolved.title;
  }
  if (resolved.message !== null) problem.detail = resolved.message;
  return problem;
}

/** URLError codes → preset; null when the user cancelled (nothing is shown). */
export function presetForURLError(code) {
  switch (code) {
    case "cancelled": case "userCancelledAuthentication": return null;
    case "notConnectedToInternet": case "dataNotAllowed": case "internationalRoamingOff": return "offline";
    case "timedOut": return "timeout";
    case "badServerResponse": case "cannotParseResponse": case "cannotDecodeContentData": case "cannotDecodeRawData":
      return "server";
    case "userAuthenticationRequired": return "unauthorized";
    case "noPermissionsToReadFile": return "forbidden";
    case "fileDoesNotExist": return "notFound";
    default: return "network";
  }
}
