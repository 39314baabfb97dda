#!/usr/bin/env bash
# --list-previews and --preview on a program that has previews (Tests/e2e/PreviewCheck):
# found without registration, listed with their display names, one printed headless and one
# run live in tmux; a name that matches none is one line on stderr and exit 64.
# Builds nothing: expects .build/debug/preview-check (or $PREVIEW_BIN).
set -uo pipefail
cd "$(dirname "$0")/../.."

BIN="${PREVIEW_BIN:-$PWD/.build/debug/preview-check}"
WORK="$(mktemp -d)"
SOCKET="previews-$$"
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null; rm -rf "$WORK"' EXIT
export XDG_STATE_HOME="$WORK/state"
passed=0
failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }

[ -x "$BIN" ] || { echo "FAIL $BIN is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }

expected=$'Badge_Previews\n  Three\n  None\nHidden_Previews\nScreens.Greeting_Previews\nUpload_Previews\n'
listed=$("$BIN" --list-previews 2> "$WORK/err"; echo x)
listed=${listed%x}
if [ "$listed" = "$expected" ] && [ ! -s "$WORK/err" ]; then pass "--list-previews names the four providers and the two display names"
else fail "--list-previews" "$(printf '%q' "$listed") / $(cat "$WORK/err")"; fi

out=$("$BIN" --preview None --snapshot --size 30x3 2>&1)
if grep -q "Badge: nothing new" <<< "$out" && ! grep -q "Badge: 3 new" <<< "$out"; then pass "--preview None --snapshot prints that preview alone"
else fail "--preview None" "$out"; fi

out=$("$BIN" --preview Badge_Previews --snapshot --size 30x4 2>&1)
if grep -q "Badge: 3 new" <<< "$out" && grep -q "Badge: nothing new" <<< "$out"; then pass "--preview Badge_Previews prints both of its previews"
else fail "--preview Badge_Previews" "$out"; fi

out=$("$BIN" --snapshot --size 30x3 2>&1)
if grep -q "The program itself" <<< "$out" && ! grep -q "Badge" <<< "$out"; then pass "without the flags the program runs as itself"
else fail "program" "$out"; fi

"$BIN" --preview Nowhere --snapshot > "$WORK/out" 2> "$WORK/err"
rc=$?
if [ $rc -eq 64 ] && [ "$(wc -l < "$WORK/err")" -eq 1 ] && [ ! -s "$WORK/out" ] && grep -q "no preview named 'Nowhere'" "$WORK/err"; then
    pass "an unknown preview: exit 64, one line: $(cat "$WORK/err")"
else fail "unknown preview" "rc $rc: $(cat "$WORK/err")"; fi

# Live: the greeting preview in a terminal, its button focused, q quits.
tmux -L "$SOCKET" new-session -d -s t -x 60 -y 10 "env XDG_STATE_HOME=$WORK/state $BIN --preview Screens.Greeting_Previews; echo exited \$?; sleep 30"
shown=""
for _ in $(seq 1 100); do
    shown=$(tmux -L "$SOCKET" capture-pane -p -t t)
    grep -q "Hello from a preview" <<< "$shown" && break
    sleep 0.1
done
if grep -q "Hello from a preview" <<< "$shown" && grep -q "Wave" <<< "$shown"; then pass "--preview runs live in a terminal"
else fail "live preview" "$shown"; fi
tmux -L "$SOCKET" send-keys -t t q
for _ in $(seq 1 100); do
    shown=$(tmux -L "$SOCKET" capture-pane -p -t t)
    grep -q "exited 0" <<< "$shown" && break
    sleep 0.1
done
if grep -q "exited 0" <<< "$shown"; then pass "q leaves the live preview (exit 0)"; else fail "quit live preview" "$shown"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
