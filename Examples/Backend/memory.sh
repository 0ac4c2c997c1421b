#!/usr/bin/env bash
# Resident memory of each example server over a million requests: the RSS after 10^5 requests and
# after 10^6 must be within 5 MB of each other (nothing kept per request: no cache of rendered
# answers, nothing that grows). The requests cycle through every format (wire document, problem
# details, HTML, text), both built-in languages, the presets' statuses, a thrown framework error,
# 404 and 406. Not part of CI: a release build and about 3 minutes per server on 2 cores.
#
# Usage: Examples/Backend/memory.sh [SERVER...]      (default: anshin-hummingbird anshin-vapor; needs wrk)
set -euo pipefail
cd "$(dirname "$0")"
servers=("$@")
((${#servers[@]})) || servers=(anshin-hummingbird anshin-vapor)
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
for server in "${servers[@]}"; do swift build -c release --product "$server" > /dev/null; done
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d "${TMPDIR:-/tmp}/anshin-memory.XXXXXX")
server_pid=""
trap '[[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT

# A wrk script that cycles through the requests.
cat > "$work/cycle.lua" <<'LUA'
local paths = { "/errors/forbidden", "/errors/notFound", "/errors/rateLimited", "/errors/maintenance",
    "/errors/empty", "/alerts/delete-draft", "/fail/http", "/fail/problem", "/nowhere" }
local accepts = { "application/json", "application/problem+json",
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/plain", "image/png" }
local languages = { "en-US,en;q=0.9", "ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7" }
local sent = 0
request = function()
    sent = sent + 1
    local path = paths[sent % #paths + 1]
    local accept = accepts[math.floor(sent / #paths) % #accepts + 1]
    local language = languages[math.floor(sent / (#paths * #accepts)) % #languages + 1]
    return wrk.format("GET", path, { ["Accept"] = accept, ["Accept-Language"] = language })
end
LUA

rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status"; }
failed=0
for server in "${servers[@]}"; do
    # LOG_LEVEL=critical: the servers log every 5xx they answer, which would fill the disk here.
    LOG_LEVEL=critical "$bin/$server" --host 127.0.0.1 --port 0 > "$work/$server.out" 2> "$work/$server.log" &
    server_pid=$!
    port=""
    for _ in $(seq 1 100); do
        port=$(sed -n 's|.* listening on http://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$work/$server.out" 2>/dev/null || true)
        [[ -n $port ]] && break
        sleep 0.1
    done
    [[ -n $port ]] || { echo "$server did not start"; exit 1; }
    start_kb=$(rss_kb "$server_pid")
    # Rounds of 5 s until 10^5 answers (the first reading), then until 10^6 (the second); at most
    # 20 minutes in all.
    total=0
    first_kb=""
    deadline=$((SECONDS + 1200))
    while ((total < 1000000 && SECONDS < deadline)); do
        wrk -t1 -c16 -d5s -s "$work/cycle.lua" "http://127.0.0.1:$port" > "$work/round.txt"
        total=$((total + $(awk '/requests in/ { print $1 }' "$work/round.txt")))
        if [[ -z $first_kb ]] && ((total >= 100000)); then
            first_kb=$(rss_kb "$server_pid")
            first_total=$total
        fi
    done
    last_kb=$(rss_kb "$server_pid")
    ((total >= 1000000)) || { echo "$server: only $total requests in 20 minutes"; failed=1; }
    growth=$((last_kb - first_kb))
    verdict=ok
    if ((growth > 5 * 1024 || growth < -5 * 1024)); then verdict="FAIL: more than 5 MB apart"; failed=1; fi
    printf '%s: RSS %d KB at start, %d KB after %d requests, %d KB after %d; growth %d KB (%s)\n' \
        "$server" "$start_kb" "$first_kb" "$first_total" "$last_kb" "$total" "$growth" "$verdict"
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
    server_pid=""
done
exit "$failed"
