#!/usr/bin/env bash
# Side by side: each example server against a minimal route of the same framework that returns the
# same bytes and header fields (static-hummingbird, static-vapor), for the JSON wire document,
# problem details and an HTML page. Not part of CI: it takes about 12 minutes and wants a quiet machine.
#
# For each framework and format: the example's answer is captured with curl and handed to the static
# server, whose answer must then be byte for byte the same body (cmp) with the same header fields.
# The servers run on core 0 and wrk on core 1 (taskset). After a warm-up, ROUNDS rounds (default 5)
# of DURATION seconds (default 10) alternate A B B A …; the script prints each round, then the
# median requests per second of both, their ratio, and each server's CPU time per request (from
# /proc/PID/stat), whose difference is Anshin's own cost per request.
#
# Usage: Examples/Backend/bench.sh [ROUNDS [DURATION]]      (needs wrk: apt-get install wrk)
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-5}
duration=${2:-10}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk; }
for product in anshin-hummingbird anshin-vapor static-hummingbird static-vapor; do
    swift build -c release --product "$product" > /dev/null
done
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d "${TMPDIR:-/tmp}/anshin-bench.XXXXXX")
cleanup() {
    for file in "$work"/*.pid; do
        [[ -f $file ]] && kill "$(cat "$file")" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT
ticks=$(getconf CLK_TCK)

# start NAME ARGS...: starts a server on core 0, prints its port; the pid goes to $work/NAME.pid
# (it runs in a command substitution, so the pid is passed through the file).
start() {
    local name=$1
    shift
    taskset -c 0 "$bin/$name" --host 127.0.0.1 --port 0 "$@" > "$work/$name.out" 2> "$work/$name.log" &
    echo $! > "$work/$name.pid"
    for _ in $(seq 1 100); do
        local port
        port=$(sed -n 's|.* listening on http://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$work/$name.out" 2>/dev/null || true)
        if [[ -n $port ]]; then echo "$port"; return; fi
        sleep 0.1
    done
    echo "$name did not start" >&2
    exit 1
}

cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# round PORT PID ACCEPT LANGUAGE PATH: one wrk run; prints "requests/s cpu-µs-per-request".
round() {
    local port=$1 pid=$2 accept=$3 language=$4 path=$5 before after out requests
    before=$(cpu_ticks "$pid")
    out=$(taskset -c 1 wrk -t1 -c16 -d"${duration}s" -H "Accept: $accept" -H "Accept-Language: $language" \
        "http://127.0.0.1:$port$path")
    after=$(cpu_ticks "$pid")
    requests=$(awk '/requests in/ { print $1 }' <<<"$out")
    awk -v r="$requests" -v d="$duration" -v t=$((after - before)) -v hz="$ticks" \
        'BEGIN { printf "%.0f %.2f\n", r / d, t / hz * 1e6 / r }'
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

browser_accept="text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
browser_language="ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7"
path=/errors/forbidden
summary=()
for framework in hummingbird vapor; do
    example_port=$(start "anshin-$framework")
    example_pid=$(cat "$work/anshin-$framework.pid")
    for format in "json|application/json" "problem|application/problem+json" "html|$browser_accept"; do
        kind=${format%%|*}
        accept=${format#*|}
        curl -s -D "$work/$kind.headers" -o "$work/$kind.body" -H "Accept: $accept" \
            -H "Accept-Language: $browser_language" "http://127.0.0.1:$example_port$path"
        static_port=$(start "static-$framework" --path "$path" --body "$work/$kind.body" --headers "$work/$kind.headers")
        static_pid=$(cat "$work/static-$framework.pid")
        curl -s -D "$work/$kind.static.headers" -o "$work/$kind.static.body" -H "Accept: $accept" \
            -H "Accept-Language: $browser_language" "http://127.0.0.1:$static_port$path"
        cmp "$work/$kind.body" "$work/$kind.static.body"
        fields() { grep -viE '^(date|server|connection|content-length):' "$1" | tr -d '\r' | tr 'A-Z' 'a-z' | sort; }
        diff <(fields "$work/$kind.headers") <(fields "$work/$kind.static.headers")
        echo "== $framework $kind: $(wc -c < "$work/$kind.body") bytes, same body (cmp) and header fields"
        # Warm-up, then alternating rounds: A B B A A B …
        round "$example_port" "$example_pid" "$accept" "$browser_language" "$path" > /dev/null
        round "$static_port" "$static_pid" "$accept" "$browser_language" "$path" > /dev/null
        : > "$work/example"
        : > "$work/static"
        for index in $(seq 1 "$rounds"); do
            if ((index % 2)); then order="example static"; else order="static example"; fi
            for who in $order; do
                if [[ $who == example ]]; then
                    result=$(round "$example_port" "$example_pid" "$accept" "$browser_language" "$path")
                else
                    result=$(round "$static_port" "$static_pid" "$accept" "$browser_language" "$path")
                fi
                echo "$result" >> "$work/$who"
                echo "   round $index $who: ${result% *} req/s, ${result#* } µs CPU/request"
            done
        done
        kill "$static_pid"
        rm "$work/static-$framework.pid"
        while kill -0 "$static_pid" 2>/dev/null; do sleep 0.1; done
        example_rps=$(cut -d' ' -f1 "$work/example" | median)
        static_rps=$(cut -d' ' -f1 "$work/static" | median)
        example_cpu=$(cut -d' ' -f2 "$work/example" | median)
        static_cpu=$(cut -d' ' -f2 "$work/static" | median)
        line=$(awk -v f="$framework" -v k="$kind" -v e="$example_rps" -v s="$static_rps" -v ec="$example_cpu" -v sc="$static_cpu" \
            'BEGIN { printf "| %s | %s | %.0f | %.0f | %.2f× | %.1f | %.1f | %.1f |", f, k, e, s, e / s, ec, sc, ec - sc }')
        summary+=("$line")
    done
    kill "$example_pid"
    rm "$work/anshin-$framework.pid"
    while kill -0 "$example_pid" 2>/dev/null; do sleep 0.1; done
done
echo
echo "Medians of $rounds rounds of ${duration} s (wrk -t1 -c16 on core 1, servers on core 0), GET $path"
echo
echo "| framework | format | example req/s | static req/s | ratio | example µs CPU/req | static µs CPU/req | Anshin µs/req |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
printf '%s\n' "${summary[@]}"
