#!/usr/bin/env bash
# Parity: what the real terminal shows (ncurses, inside tmux) must equal what `--snapshot`
# prints for the same app, size and keys. Also checks `make install` into a temporary
# prefix and runs the installed binary from another directory.
# Expects .build/debug/tessera (or $TESSERA_BIN). Prints PASS/FAIL lines and a final "N passed, M failed".
set -u
cd "$(dirname "$0")/../.."
BIN="${TESSERA_BIN:-$PWD/.build/debug/tessera}"
SOCKET=tessera-parity-$$  # one server per run: parallel runs never meet
WORK=$(mktemp -d)
passed=0; failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
tm() { tmux -L "$SOCKET" "$@"; }
# Stops this run's server and waits until it is gone (a new one started at once races its exit).
stop_server() {
    tm kill-server 2>/dev/null
    for _ in $(seq 50); do tm list-sessions >/dev/null 2>&1 || return 0; sleep 0.1; done
}
cleanup() { stop_server; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"; rm -rf "$WORK"; }
trap cleanup EXIT

# Waits until the pane's contents stop changing (and contain $2, if given).
settle() {
    local previous="" current i
    for i in $(seq 1 100); do
        sleep 0.1
        current=$(tm capture-pane -p -t t 2>/dev/null)
        if [ -n "$current" ] && [ "$current" = "$previous" ] && { [ -z "${1:-}" ] || grep -qF -- "$1" <<<"$current"; }; then
            return 0
        fi
        previous=$current
    done
    return 1
}

# parity NAME WIDTH HEIGHT "ARGS" "TMUX KEYS" "SCRIPT KEYS" [MARKER]
parity() {
    local name=$1 width=$2 height=$3 args=$4 tmux_keys=$5 script=$6 marker=${7:-}
    local state="$WORK/state-$name"
    mkdir -p "$state"
    stop_server
    tm new-session -d -s t -x "$width" -y "$height" "env TERM=xterm-256color LANG=C.UTF-8 '$BIN' $args --state-dir '$state'; sleep 5"
    if ! settle "$marker"; then fail "$name: the app did not settle in tmux"; return; fi
    if [ -n "$tmux_keys" ]; then
        # shellcheck disable=SC2086
        tm send-keys -t t $tmux_keys
        settle "" || true
    fi
    local mask='s/$^//'
    tm capture-pane -p -t t | sed -e 's/[[:space:]]*$//' -e "$mask" > "$WORK/$name.live"
    local snap_args=(--snapshot --size "${width}x${height}" --state-dir "$WORK/snap-$name")
    [ -n "$script" ] && snap_args+=(--keys "$script")
    # shellcheck disable=SC2086
    "$BIN" $args "${snap_args[@]}" | sed -e 's/[[:space:]]*$//' -e "$mask" > "$WORK/$name.snap"
    # Pad both to the screen height (trailing blank lines are not captured alike).
    for f in "$WORK/$name.live" "$WORK/$name.snap"; do
        while [ "$(wc -l < "$f")" -lt "$height" ]; do echo >> "$f"; done
        head -n "$height" "$f" > "$f.h" && mv "$f.h" "$f"
    done
    if diff -u "$WORK/$name.snap" "$WORK/$name.live" > "$WORK/$name.diff"; then
        pass "$name: terminal equals --snapshot at ${width}x${height}"
    else
        fail "$name: terminal differs from --snapshot at ${width}x${height}"
        head -40 "$WORK/$name.diff"
    fi
    stop_server
}

[ -x "$BIN" ] || { echo "FAIL $BIN is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }

parity animals 120 32 "animals" "" "" "Animals"
parity animals-keys 100 30 "animals" "Down Down i" "Down Down i" "Inspector"
parity vacation 100 30 "vacation" "" "" "Sign in"
parity vacation-keys 60 20 "vacation" "Tab Tab" "Tab Tab" "Sign in"
# A frozen clock keeps the live heart rate from ticking between the two renders.
parity health 100 32 "health --clock 2026-03-14T09:41:00Z" "" "" "Heart Rate"
parity health-detail 80 24 "health --path heart-rate --clock 2026-03-14T09:41:00Z" "" "" "avg"
parity launcher 100 30 "" "" "" "Three apps"

# --snapshot from the shell equals the reviewed reference of the app's own snapshot test.
same_as_reference() {
    local label=$1 reference=$2; shift 2
    if "$BIN" "$@" --snapshot --state-dir "$WORK/ref-$label" | diff -u "$reference" - > "$WORK/ref-$label.diff"; then
        pass "--snapshot $label equals $(basename "$reference")"
    else
        fail "--snapshot $label differs from $reference"; head -20 "$WORK/ref-$label.diff"
    fi
}
same_as_reference animals Tests/AnimalInspectorTests/__Snapshots__/AnimalFlowTests/tableOnly.1.txt animals --size 120x32
same_as_reference vacation Tests/VacationPlannerTests/__Snapshots__/VacationPlannerTests/initialFocusIsEmail.100x30.txt vacation --size 100x30 --keys x
same_as_reference vacation-compact Tests/VacationPlannerTests/__Snapshots__/VacationPlannerTests/initialScreenCompact.60x20.txt vacation --size 60x20
same_as_reference health Tests/HealthDashboardTests/__Snapshots__/HealthDashboardTests/summaryAt100x32.1.txt health --size 100x32
same_as_reference health-compact Tests/HealthDashboardTests/__Snapshots__/HealthDashboardTests/summaryAt60x20.1.txt health --size 60x20

# make install into a temporary prefix; the installed binary finds its data from anywhere.
if make -s install CONFIG=debug PREFIX="$WORK/prefix" >"$WORK/install.log" 2>&1; then
    out=$(cd / && "$WORK/prefix/bin/tessera" animals --snapshot --size 80x10 --state-dir "$WORK/inst-state" 2>&1)
    if grep -q "Fabrizio Fish" <<<"$out"; then pass "installed tessera finds its data from /"; else fail "installed tessera: $out"; fi
    make -s uninstall PREFIX="$WORK/prefix" >/dev/null 2>&1
    if [ ! -e "$WORK/prefix/bin/tessera" ] && [ ! -e "$WORK/prefix/share/tessera" ]; then pass "make uninstall removes it"; else fail "make uninstall left files"; fi
else
    fail "make install failed: $(tail -3 "$WORK/install.log")"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
