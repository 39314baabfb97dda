#!/usr/bin/env bash
# The example programs under Examples/ (each its own package, depending on Tessera as a user's
# package would): builds each, runs its tests with snapshot recording off, then checks the
# built program's command line, which every App shares with tessera:
#   --snapshot --size 60x20 prints the screen in Tests/cli/snapshot-60x20.txt, exit 0;
#   an unknown option is one line on stderr, nothing on stdout, exit 64;
#   --version is one line, --help starts with the window's title and lists the options.
#   the first screen calls no ICU function (the dynamic linker binds none once it runs).
# EXAMPLES="TodoList" limits the run to some of them.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"
SWIFT="${SWIFT:-swift}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export XDG_STATE_HOME="$WORK/state"
passed=0
failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }

examples="${EXAMPLES:-$(for d in Examples/*/Package.swift; do basename "$(dirname "$d")"; done)}"
for name in $examples; do
    dir="$ROOT/Examples/$name"
    if ! "$SWIFT" build --package-path "$dir" > "$WORK/build.log" 2>&1; then
        fail "$name: builds" "$(grep -m3 error: "$WORK/build.log")"; continue
    fi
    pass "$name: builds"
    if SNAPSHOT_TESTING_RECORD=never "$SWIFT" test --package-path "$dir" > "$WORK/test.log" 2>&1; then
        pass "$name: tests ($(grep -oE 'Test run with [0-9]+ tests' "$WORK/test.log" | tail -1 | grep -oE '[0-9]+') tests)"
    else
        fail "$name: tests" "$(grep -m5 -E '✘|error:' "$WORK/test.log")"
    fi
    bin="$dir/.build/debug/$name"
    args=()
    [ -f "$dir/Tests/cli/arguments" ] && read -r -a args < "$dir/Tests/cli/arguments"
    # The example's own directory, so a relative file argument (the log viewer's) is found.
    if (cd "$dir" && "$bin" --snapshot --size 60x20 "${args[@]}" > "$WORK/out" 2> "$WORK/err"); then
        if diff -u "$dir/Tests/cli/snapshot-60x20.txt" "$WORK/out" > "$WORK/diff"; then
            pass "$name: --snapshot --size 60x20 prints the reviewed screen"
        else
            fail "$name: --snapshot --size 60x20 prints the reviewed screen" "$(head -20 "$WORK/diff")"
        fi
    else
        fail "$name: --snapshot exits 0" "$(head -3 "$WORK/err")"
    fi
    # The first screen runs no ICU code: Foundation's locale data costs every start megabytes
    # and milliseconds. Read from the dynamic linker, which binds a library's functions when
    # they are first called (a debug build links Foundation's libraries dynamically).
    (cd "$dir" && env -u LD_BIND_NOW LD_DEBUG=bindings "$bin" --snapshot --size 60x20 "${args[@]}" > /dev/null 2> "$WORK/bindings")
    icu=$(sed -n '/transferring control/,$p' "$WORK/bindings" | grep -c 'to [^ ]*lib_FoundationICU')
    if ! grep -q 'transferring control' "$WORK/bindings" || ! grep -q 'lib_FoundationICU' "$WORK/bindings"; then
        fail "$name: the first screen calls no ICU function" "the dynamic linker did not say (not a dynamic build?)"
    elif [ "$icu" -eq 0 ]; then
        pass "$name: the first screen calls no ICU function"
    else
        fail "$name: the first screen calls no ICU function" "$icu bindings, the first $(sed -n '/transferring control/,$p' "$WORK/bindings" | grep -m1 'to [^ ]*lib_FoundationICU' | grep -o "symbol \`[^']*" | tr -d '\`')"
    fi
    "$bin" --frob < /dev/null > "$WORK/out" 2> "$WORK/err"
    rc=$?
    if [ "$rc" -eq 64 ] && [ "$(wc -l < "$WORK/err")" -eq 1 ] && [ ! -s "$WORK/out" ] \
        && grep -qx "$name: unknown option '--frob'" "$WORK/err"; then
        pass "$name: an unknown option is one line and exit 64"
    else
        fail "$name: an unknown option is one line and exit 64" "exit $rc: $(head -c 200 "$WORK/err")"
    fi
    if [ ${#args[@]} -eq 0 ]; then
        "$bin" stray < /dev/null > "$WORK/out" 2> "$WORK/err"
        rc=$?
        if [ "$rc" -eq 64 ] && grep -qx "$name: unexpected argument 'stray'" "$WORK/err"; then
            pass "$name: an argument it does not take is exit 64"
        else
            fail "$name: an argument it does not take is exit 64" "exit $rc: $(head -c 200 "$WORK/err")"
        fi
    fi
    "$bin" --snapshot --size 0x5 < /dev/null > "$WORK/out" 2> "$WORK/err"
    rc=$?
    if [ "$rc" -eq 64 ] && grep -q "invalid --size '0x5'" "$WORK/err"; then pass "$name: a bad --size is exit 64"; else fail "$name: a bad --size is exit 64" "exit $rc"; fi
    if "$bin" --version > "$WORK/out" 2>&1 && [ "$(wc -l < "$WORK/out")" -eq 1 ]; then
        pass "$name: --version: $(cat "$WORK/out")"
    else
        fail "$name: --version is one line" "$(head -3 "$WORK/out")"
    fi
    if "$bin" --help > "$WORK/out" 2>&1 && grep -q "^Usage: $name " "$WORK/out" && grep -q -- "--snapshot" "$WORK/out"; then
        pass "$name: --help: $(head -1 "$WORK/out" | cut -c1-70)"
    else
        fail "$name: --help names the usage and the shared options" "$(head -3 "$WORK/out")"
    fi
    # A live run without a terminal: one line, exit 1, the terminal untouched.
    "$bin" "${args[@]}" < /dev/null > "$WORK/out" 2> "$WORK/err"
    rc=$?
    if [ "$rc" -eq 1 ] && [ "$(wc -l < "$WORK/err")" -eq 1 ] && [ ! -s "$WORK/out" ]; then
        pass "$name: a live run with no terminal is one line and exit 1: $(cat "$WORK/err")"
    else
        fail "$name: a live run with no terminal is one line and exit 1" "exit $rc: $(head -c 200 "$WORK/err")"
    fi
done

# The log viewer over a file of 50,000 lines, made now (the one in git is small).
if tr " " "\n" <<<"$examples" | grep -qx LogViewer; then
    python3 Examples/LogViewer/generate-log.py 50000 "$WORK/big.log"
    out=$(Examples/LogViewer/.build/debug/LogViewer "$WORK/big.log" --snapshot --size 80x20 --keys 'Tab Tab End' 2>&1)
    if grep -q "50000 of 50000 lines" <<<"$out" && grep -qE "^ *50000 " <<<"$out"; then
        pass "LogViewer: 50,000 lines, End shows the last"
    else
        fail "LogViewer: 50,000 lines, End shows the last" "$(head -5 <<<"$out")"
    fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
