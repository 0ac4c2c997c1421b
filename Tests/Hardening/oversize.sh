#!/usr/bin/env bash
# Oversize and unreadable input to the anshin tool, measured: a 5 GiB sparse file, the same bytes
# through a pipe and a named FIFO, /dev/null, a directory, a socket, a file the user cannot read and
# one in a folder the user cannot search; and output it cannot write (standard output on /dev/full).
#
# For each oversize input the script counts the bytes the tool read from it (strace, read(2) on the
# input's file descriptor) and its peak memory (GNU time's maximum resident set size), and requires
# bytes read <= 4 MiB + 1 (a regular file is refused by its size and not read at all) and peak memory
# under 64 MiB, where reading the file would take 5 GiB. Each refusal must be exit code 2 and exactly
# one line on standard error that says what the input is.
#
# Usage: Tests/Hardening/oversize.sh [ANSHIN_BINARY]   (default: the debug build, built if missing)
# Prints `oversize: …` lines and last `oversize: N passed, M failed`; exits 1 when a check failed.
set -euo pipefail
cd "$(dirname "$0")/../.."

limit=$((4 * 1024 * 1024))
peak_limit_kib=$((64 * 1024))
passed=0
failed=0

need_tool() {
    local command="$1" package="$2"
    if ! command -v "$command" > /dev/null; then
        local sudo_prefix=""
        if [ "$(id -u)" -ne 0 ]; then sudo_prefix="sudo"; fi
        $sudo_prefix apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq --no-install-recommends "$package" > /dev/null
    fi
}
need_tool strace strace
[ -x /usr/bin/time ] || need_tool /usr/bin/time time

binary="${1:-}"
if [ -z "$binary" ]; then
    swift build --product anshin > /dev/null
    binary="$(swift build --show-bin-path)/anshin"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/anshin-oversize.XXXXXX")"
writer=""
cleanup() {
    if [ -n "$writer" ]; then kill "$writer" 2> /dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
# The binary in a folder anyone can read, so it can also run as an unprivileged user.
chmod 755 "$work"
cp "$binary" "$work/anshin"
chmod 755 "$work/anshin"
binary="$work/anshin"

check() {
    local what="$1" ok="$2" detail="$3"
    if [ "$ok" = yes ]; then
        passed=$((passed + 1))
        echo "oversize: ok      $what: $detail"
    else
        failed=$((failed + 1))
        echo "oversize: FAILED  $what: $detail"
    fi
}

# refused WHAT EXPECTED-MESSAGE COMMAND...: exit code 2 (or $code), nothing on standard output (or
# $out), and exactly the one expected line on standard error.
refused() {
    local what="$1" expected="$2" want="${code:-2}" out="${out:-$work/out}"
    shift 2
    local status=0
    "$@" > "$out" 2> "$work/err" < /dev/null || status=$?
    local lines
    lines=$(wc -l < "$work/err")
    if [ "$status" -eq "$want" ] && { [ "$out" != "$work/out" ] || [ ! -s "$work/out" ]; } && [ "$lines" -eq 1 ] \
        && [ "$(cat "$work/err")" = "$expected" ]; then
        check "$what" yes "exit $want, one line: $expected"
    else
        check "$what" no "exit $status, $lines line(s): $(head -c 300 "$work/err")"
    fi
}

# bytes_read TRACE PATH: the bytes read(2) returned on every descriptor opened on PATH.
bytes_read() {
    python3 - "$1" "$2" << 'PYTHON'
import re, sys
trace, path = sys.argv[1], sys.argv[2]
open_fds, total = set(), 0
for line in open(trace, encoding="utf-8", errors="replace"):
    line = re.sub(r"^\d+\s+", "", line.strip())
    opened = re.match(r'open(?:at)?\(.*?"(.*?)".*\)\s+=\s+(\d+)', line)
    if opened and opened.group(1) == path:
        open_fds.add(int(opened.group(2)))
        continue
    read = re.match(r"read\((\d+),.*\)\s+=\s+(\d+)", line)
    if read and int(read.group(1)) in open_fds:
        total += int(read.group(2))
        continue
    closed = re.match(r"close\((\d+)\)", line)
    if closed:
        open_fds.discard(int(closed.group(1)))
print(total)
PYTHON
}

# measure WHAT PATH MESSAGE [INPUT-SETUP]: runs `anshin render PATH` twice, under strace for the
# bytes read and under GNU time for the peak memory; `feed` (a function) starts what writes the input.
measure() {
    local what="$1" path="$2" expected="$3" feed="${4:-}"
    local status=0
    [ -n "$feed" ] && $feed
    strace -f -qq -e trace=open,openat,read,close -o "$work/trace" \
        "$binary" render "$path" --format text > "$work/out" 2> "$work/err" < "${stdin:-/dev/null}" || status=$?
    [ -n "$feed" ] && stop_feed
    local bytes
    bytes=$(bytes_read "$work/trace" "$path")
    [ -n "$feed" ] && $feed
    /usr/bin/time -v -o "$work/time" "$binary" render "$path" --format text \
        > /dev/null 2> /dev/null < "${stdin:-/dev/null}" || true
    [ -n "$feed" ] && stop_feed
    local peak
    peak=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time")
    local ok=no
    if [ "$status" -eq 2 ] && [ "$(cat "$work/err")" = "$expected" ] && [ "$bytes" -le $((limit + 1)) ] \
        && [ "$peak" -lt "$peak_limit_kib" ]; then
        ok=yes
    fi
    check "$what" "$ok" "read $bytes bytes (limit + 1 = $((limit + 1))), peak RSS $((peak / 1024)) MiB, said: $(head -c 200 "$work/err")"
}

huge="$work/huge.json"
truncate -s 5G "$huge"
echo "oversize: $huge is $(stat -c %s "$huge") bytes, $(du -k "$huge" | cut -f1) KiB on disk"

# A regular file: refused by its size, before a byte is read.
measure "5 GiB sparse regular file" "$huge" \
    "anshin: $huge is 5,368,709,120 bytes, over the 4,194,304-byte (4 MiB) limit of a document; it was not read"

# A pipe (/dev/stdin) and a named FIFO: read only up to the limit and one byte. The writer is cat on
# the same 5 GiB file; it ends on SIGPIPE once the tool has stopped reading.
stop_feed() {
    if [ -n "$writer" ]; then
        kill "$writer" 2> /dev/null || true
        wait "$writer" 2> /dev/null || true
        writer=""
    fi
}
feed_pipe() {
    rm -f "$work/pipe"
    mkfifo "$work/pipe"
    cat "$huge" > "$work/pipe" 2> /dev/null &
    writer=$!
}
stdin="$work/pipe" measure "5 GiB through a pipe (/dev/stdin)" /dev/stdin \
    "anshin: /dev/stdin is over the 4,194,304-byte (4 MiB) limit of a document; reading stopped there" feed_pipe
feed_fifo() {
    rm -f "$work/fifo"
    mkfifo "$work/fifo"
    cat "$huge" > "$work/fifo" 2> /dev/null &
    writer=$!
}
measure "5 GiB through a named FIFO" "$work/fifo" \
    "anshin: $work/fifo is over the 4,194,304-byte (4 MiB) limit of a document; reading stopped there" feed_fifo

# Input that is not a document says what it is, in one line.
refused "/dev/null" "anshin: /dev/null is empty: an Anshin document is a JSON object" \
    "$binary" audit /dev/null
mkdir "$work/folder.json"
refused "a directory" "anshin: cannot read $work/folder.json: it is a directory" \
    "$binary" render "$work/folder.json" --format text
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$work/socket.json"
refused "a socket" "anshin: cannot read $work/socket.json: it is a socket" "$binary" audit "$work/socket.json"
printf '{"version": 1, "type": "alert"}' > "$work/secret.json"
chmod 000 "$work/secret.json"
if [ "$(id -u)" -eq 0 ]; then
    refused "a file the user cannot read" "anshin: cannot read $work/secret.json: permission denied" \
        setpriv --reuid=65534 --regid=65534 --clear-groups "$binary" audit "$work/secret.json"
else
    refused "a file the user cannot read" "anshin: cannot read $work/secret.json: permission denied" \
        "$binary" audit "$work/secret.json"
fi
# A file in a folder the user cannot search: "permission denied", not "no such file".
mkdir "$work/locked"
printf '{"version": 1, "type": "alert"}' > "$work/locked/doc.json"
chmod 700 "$work/locked"
if [ "$(id -u)" -eq 0 ]; then
    refused "a file in a folder the user cannot search" "anshin: cannot read $work/locked/doc.json: permission denied" \
        setpriv --reuid=65534 --regid=65534 --clear-groups "$binary" audit "$work/locked/doc.json"
else
    chmod 600 "$work/locked"
    refused "a file in a folder the user cannot search" "anshin: cannot read $work/locked/doc.json: permission denied" \
        "$binary" audit "$work/locked/doc.json"
    chmod 700 "$work/locked"
fi
# Output that cannot be written: exit 3 and one line, never 0 with the output lost.
if [ -e /dev/full ]; then
    printf '{"version": 1, "type": "alert"}' > "$work/alert.json"
    for command in "render $work/alert.json --format html" "audit $work/alert.json" "script"; do
        # shellcheck disable=SC2086 # the command's words
        code=3 out=/dev/full refused "anshin $command > /dev/full" \
            "anshin: cannot write to standard output: no space left on device" "$binary" $command
    done
fi
printf '{"version": 1, "type": "alert", "language": "nl"}' > "$work/dutch.json"
refused "an unsupported language" \
    "anshin: $work/dutch.json is in language \"nl\", which has no built-in catalog: use --locale with one of en, ja, de, fr, es, it, pt-BR, pt-PT, ko, zh-Hans, zh-Hant, ru, pl, uk, ar, he, en-XA, ar-XB" \
    "$binary" audit "$work/dutch.json"

echo "oversize: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
