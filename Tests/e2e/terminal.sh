#!/usr/bin/env bash
# End to end: runs the built `tessera` demo inside tmux, drives it with keys, resizes and
# signals, and checks that every way out leaves the shell's terminal as it found it
# (echo and icanon on, alternate screen off, cursor visible, mouse reporting off).
# Builds nothing: expects .build/debug/tessera (or the binary in $TESSERA_BIN).
set -uo pipefail
cd "$(dirname "$0")/../.."

BIN="${TESSERA_BIN:-$PWD/.build/debug/tessera}"
# A server of our own per run: two runs side by side never share or kill each other's.
SOCKET=tessera-e2e-$$
SESSION=e2e0
WORK="$(mktemp -d)"
passed=0
failed=0

tm() { tmux -L "$SOCKET" "$@"; }
cleanup() {
    tm kill-server 2>/dev/null
    for _ in $(seq 20); do tm list-sessions >/dev/null 2>&1 || break; sleep 0.1; done
    sleep 0.2  # the shells may still be writing their history into $WORK
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
    rm -rf "$WORK" 2>/dev/null || true
}
trap cleanup EXIT

pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }
expect_equal() { # name actual expected
    if [ "$2" = "$3" ]; then pass "$1"; else fail "$1" "got '$2', expected '$3'"; fi
}

screen() { tm capture-pane -p -t "$SESSION"; }

# Waits up to $2 seconds (default 5) for the pane to show the fixed string $1.
wait_for() {
    local tries=$(( ${2:-5} * 10 ))
    for _ in $(seq "$tries"); do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}

wait_for_file() {
    for _ in $(seq 50); do [ -s "$1" ] && return 0; sleep 0.1; done
    return 1
}

app_pid() { pgrep -P "$(tm display -p -t "$SESSION" '#{pane_pid}')" -f "$BIN" | head -1; }

wait_until_gone() {
    for _ in $(seq 50); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
    return 1
}

# A fresh session per scenario on one server (restarting the server races with its exit).
scenario=0
start_shell() {
    [ "$scenario" -gt 0 ] && tm kill-session -t "$SESSION" 2>/dev/null
    scenario=$((scenario + 1))
    SESSION="e2e$scenario"
    tm -f /dev/null new-session -d -x 80 -y 24 -s "$SESSION" \
        "env -i HOME=$WORK PATH=$PATH TERM=tmux-256color LANG=C.UTF-8 XDG_STATE_HOME=$WORK/state PS1='e2e\$ ' bash --norc --noprofile"
    for _ in $(seq 50); do tm has-session -t "$SESSION" 2>/dev/null && break; sleep 0.1; done
    # Killing the last session must not end the server while the next one starts.
    tm set-option -s exit-empty off 2>/dev/null
    wait_for 'e2e$' || { fail "shell starts in tmux"; return 1; }
}

# Starts the demo; its exit status lands in $WORK/rc.
start_app() {
    rm -f "$WORK/rc"
    tm send-keys -t "$SESSION" "clear; '$BIN' check; echo \$? > '$WORK/rc.tmp'; mv '$WORK/rc.tmp' '$WORK/rc'" Enter
    if wait_for "q quits"; then pass "$1: demo screen shows"; else fail "$1: demo screen shows" "$(screen | head -3)"; return 1; fi
}

# Starts `tessera ARGS` (label $1, waits for the text $2); its exit status lands in $WORK/rc.
start_tessera() {
    local label=$1 ready=$2
    shift 2
    rm -f "$WORK/rc"
    tm send-keys -t "$SESSION" "clear; '$BIN' $* ; echo \$? > '$WORK/rc.tmp'; mv '$WORK/rc.tmp' '$WORK/rc'" Enter
    if wait_for "$ready" 8; then pass "$label: screen shows"; else fail "$label: screen shows" "$(screen | head -3)"; return 1; fi
}

# The checks every way out must pass, with the shell back at its prompt.
check_restored() {
    local label=$1
    expect_equal "$label: alternate screen off" "$(tm display -p -t "$SESSION" '#{alternate_on}')" 0
    expect_equal "$label: cursor visible" "$(tm display -p -t "$SESSION" '#{cursor_flag}')" 1
    expect_equal "$label: mouse reporting off" "$(tm display -p -t "$SESSION" '#{mouse_any_flag}')" 0
    # tmux answers the start-up queries' DA only: no reply may reach the shell as typed text.
    if screen | grep -qE '\[\?[0-9;]*[cuy]|1;2c'; then fail "$label: no query reply typed into the shell" "$(screen | grep -E '1;2c|\[\?')"
    else pass "$label: no query reply typed into the shell"; fi
    rm -f "$WORK/stty"
    tm send-keys -t "$SESSION" "stty -a > '$WORK/stty.tmp'; mv '$WORK/stty.tmp' '$WORK/stty'" Enter
    if ! wait_for_file "$WORK/stty"; then fail "$label: stty runs in the pane"; return; fi
    local modes
    modes=$(tr ' ;' '\n\n' < "$WORK/stty" | grep -xE -- '-?(echo|icanon)' | sort | tr '\n' ' ')
    expect_equal "$label: echo and icanon on" "$modes" "echo icanon "
}

check_exit_status() {
    if wait_for_file "$WORK/rc"; then expect_equal "$1: exit status" "$(cat "$WORK/rc")" "$2"
    else fail "$1: the app exits"; fi
}

[ -x "$BIN" ] || { echo "FAIL $BIN is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }
for _ in $(seq 20); do tm list-sessions >/dev/null 2>&1 || break; sleep 0.1; done

# 1. Keys, paste, resize down to 1×1 and back, then q.
if start_shell && start_app "q"; then
    tm send-keys -t "$SESSION" Left
    wait_for "Last input: key ←" 2 && pass "q: arrow key decoded" || fail "q: arrow key decoded"
    tm send-keys -t "$SESSION" BTab
    wait_for "Last input: key Shift-Tab" 2 && pass "q: Shift-Tab decoded" || fail "q: Shift-Tab decoded"
    tm send-keys -t "$SESSION" F5
    wait_for "Last input: key F5" 2 && pass "q: F5 decoded" || fail "q: F5 decoded"
    tm set-buffer -b e2e "$(printf 'pasted q line\nsecond')"
    tm paste-buffer -p -b e2e -t "$SESSION"
    wait_for "Last input: paste of 20 characters" 2 && pass "q: bracketed paste arrives whole" || fail "q: bracketed paste arrives whole"
    tm resize-window -t "$SESSION" -x 1 -y 1
    sleep 0.5
    pid=$(app_pid)
    [ -n "$pid" ] && pass "q: survives a 1×1 terminal" || fail "q: survives a 1×1 terminal"
    tm resize-window -t "$SESSION" -x 80 -y 24
    wait_for "Size: 80×24" 3 && pass "q: redraws after growing back" || fail "q: redraws after growing back" "$(screen | head -12)"
    tm send-keys -t "$SESSION" q
    check_exit_status "q" 0
    check_restored "q"
fi

# 2. Ctrl-C (a key in raw mode: the demo quits).
if start_shell && start_app "Ctrl-C"; then
    tm send-keys -t "$SESSION" C-c
    check_exit_status "Ctrl-C" 0
    check_restored "Ctrl-C"
fi

# 3. SIGTERM from outside.
if start_shell && start_app "SIGTERM"; then
    pid=$(app_pid)
    kill -TERM "$pid"
    check_exit_status "SIGTERM" 143
    check_restored "SIGTERM"
fi

# 4. Ctrl-Z, the shell's terminal while stopped, fg, redraw, q.
if start_shell && start_app "Ctrl-Z"; then
    pid=$(app_pid)
    tm send-keys -t "$SESSION" Left
    wait_for "Last input: key ←" 2
    tm send-keys -t "$SESSION" C-z
    if wait_for "Stopped" 3; then pass "Ctrl-Z: job stops"; else fail "Ctrl-Z: job stops" "$(screen | tail -3)"; fi
    case "$(ps -o stat= -p "$pid")" in
        T*) pass "Ctrl-Z: process is stopped" ;;
        *) fail "Ctrl-Z: process is stopped" ;;
    esac
    check_restored "Ctrl-Z (stopped)"
    tm send-keys -t "$SESSION" "clear; fg" Enter
    if wait_for "q quits" 3 && wait_for "Last input: key ←" 1; then pass "Ctrl-Z: screen redrawn after fg"
    else fail "Ctrl-Z: screen redrawn after fg" "$(screen | head -3)"; fi
    expect_equal "Ctrl-Z: alternate screen on again" "$(tm display -p -t "$SESSION" '#{alternate_on}')" 1
    tm send-keys -t "$SESSION" q
    if wait_until_gone "$pid"; then pass "Ctrl-Z: quits after fg"; else fail "Ctrl-Z: quits after fg"; fi
    wait_for 'e2e$' 3
    check_restored "Ctrl-Z"
fi

# 5. A crash (the demo's `!` calls fatalError): the crash guard restores the terminal, and
#    the crash report goes to the log, not over the shell.
if start_shell && start_app "crash"; then
    pid=$(app_pid)
    tm send-keys -t "$SESSION" '!'
    if wait_until_gone "$pid"; then pass "crash: process ends"; else fail "crash: process ends"; kill -KILL "$pid"; fi
    wait_for 'e2e$' 3
    check_restored "crash"
    if grep -q "Fatal error: crash requested" "$WORK/state/tessera/tessera.log" 2>/dev/null; then
        pass "crash: report is in the log"
    else
        fail "crash: report is in the log"
    fi
    if screen | grep -q "Fatal error"; then fail "crash: nothing printed over the shell"; else pass "crash: nothing printed over the shell"; fi
fi

# 5b. SIGHUP (the terminal went away): a clean exit with status 129.
if start_shell && start_app "SIGHUP"; then
    pid=$(app_pid)
    kill -HUP "$pid"
    check_exit_status "SIGHUP" 129
    check_restored "SIGHUP"
fi

# 5c. Fatal signals sent from outside: the crash guard restores the terminal, then the
#     signal takes its course (status 128 + signal number).
for sig in SEGV ABRT; do
    if start_shell && start_app "SIG$sig"; then
        pid=$(app_pid)
        kill -"$sig" "$pid"
        if wait_until_gone "$pid"; then pass "SIG$sig: process ends"; else fail "SIG$sig: process ends"; kill -KILL "$pid"; fi
        wait_for 'e2e$' 3
        code=$(kill -l "$sig" >/dev/null 2>&1 && echo $((128 + $(kill -l "$sig"))))
        check_exit_status "SIG$sig" "$code"
        check_restored "SIG$sig"
    fi
done

# 5d. The apps: q and Ctrl-C each leave the terminal restored.
for app in "animals:Favourite Fruit" "vacation:Password" "health:Heart Rate"; do
    name=${app%%:*}
    ready=${app#*:}
    for way in q C-c; do
        if start_shell && start_tessera "$name $way" "$ready" "$name"; then
            if [ "$name" = vacation ] && [ "$way" = q ]; then tm send-keys -t "$SESSION" Escape; sleep 0.3; fi
            tm send-keys -t "$SESSION" "$way"
            check_exit_status "$name $way" 0
            check_restored "$name $way"
        fi
    done
done

# 5d'. The vacation password typed in the real terminal reaches neither the screen nor any
#      file under the state directory (state files and the log).
if start_shell && start_tessera "password" "Password" vacation; then
    tm send-keys -t "$SESSION" -l "ada@example.com"
    sleep 0.3
    tm send-keys -t "$SESSION" Tab
    sleep 0.3
    tm send-keys -t "$SESSION" -l "hunter2SECRET"
    sleep 0.3
    tm send-keys -t "$SESSION" Enter
    sleep 1.5
    if screen | grep -q "hunter2"; then fail "password: not on screen"; else pass "password: not on screen"; fi
    tm send-keys -t "$SESSION" C-c
    check_exit_status "password" 0
    if grep -rq "hunter2" "$WORK/state" 2>/dev/null; then fail "password: not in state files or the log"; else pass "password: not in state files or the log"; fi
fi

# 5e. Hostile text in a data file (escape sequences, OSC title and clipboard, BEL, C1, bidi
#     overrides, zero-width characters, a very long line) is drawn as inert glyphs: the pane
#     title, the screen and tmux's paste buffers stay as they were.
HOSTILE="$WORK/hostile"
mkdir -p "$HOSTILE"
cp -R Resources/. "$HOSTILE/"
python3 - "$HOSTILE/animals.json" <<'PY'
import json, sys
names = [
    "Evil\u001b]0;PWNED-TITLE\u0007Title",
    "Clip\u001b]52;c;SEFDS0VE\u0007Board",
    "Clear\u001b[2J\u001b[HScreen",
    "Bell\u0007\u0007Bell",
    "C1\u009b31mCSI\u0085NEL",
    "Bidi\u202eesrever\u202c\u2066iso\u2069",
    "Zero\u200b\u200c\u200d\ufeffWidth",
    "Long" + "ZZZZZZZZZZ" * 2000,
]
rows = [{"name": n, "fruit": "Apple\u001b[5mBlink", "suspicion": "sneaky"} for n in names]
rows.append({"name": "Plain Rat", "fruit": "Fig", "suspicion": "innocent"})
json.dump(rows, open(sys.argv[1], "w"))
PY
if start_shell; then
    title_before=$(tm display -p -t "$SESSION" '#{pane_title}')
    buffers_before=$(tm list-buffers 2>/dev/null | wc -l)
    if start_tessera "hostile data" "Plain Rat" animals --data "'$HOSTILE'"; then
        sleep 0.5
        expect_equal "hostile data: pane title unchanged" "$(tm display -p -t "$SESSION" '#{pane_title}')" "$title_before"
        expect_equal "hostile data: no new paste buffer (OSC 52)" "$(tm list-buffers 2>/dev/null | wc -l)" "$buffers_before"
        if screen | grep -q "Name" && screen | grep -q "Plain Rat"; then pass "hostile data: screen not cleared"; else fail "hostile data: screen not cleared" "$(screen | head -5)"; fi
        if screen | grep -qF "Evil␛]0;PWNED"; then pass "hostile data: ESC drawn as a visible glyph"; else fail "hostile data: ESC drawn as a visible glyph" "$(screen | grep Evil)"; fi
        expect_equal "hostile data: still the alternate screen" "$(tm display -p -t "$SESSION" '#{alternate_on}')" 1
        tm send-keys -t "$SESSION" q
        check_exit_status "hostile data" 0
        check_restored "hostile data"
        expect_equal "hostile data: pane title unchanged after exit" "$(tm display -p -t "$SESSION" '#{pane_title}')" "$title_before"
    fi
fi

# 5f. Saved within a second: edit a name in the inspector, wait 1 s, kill -9, start again.
if start_shell && start_tessera "kill -9" "Favourite Fruit" animals; then
    pid=$(app_pid)
    for key in Down i Tab C-u; do tm send-keys -t "$SESSION" "$key"; sleep 0.3; done
    tm send-keys -t "$SESSION" -l "Robust Rat"
    if wait_for "Robust Rat" 3; then pass "kill -9: edit shows"; else fail "kill -9: edit shows" "$(screen | head -6)"; fi
    sleep 1
    kill -KILL "$pid"
    wait_until_gone "$pid"
    wait_for 'e2e$' 3
    tm send-keys -t "$SESSION" "reset" Enter
    sleep 0.5
    if start_tessera "kill -9 relaunch" "Favourite Fruit" animals && wait_for "Robust Rat" 3; then
        pass "kill -9: the edit survived"
    else
        fail "kill -9: the edit survived" "$(screen | head -6)"
    fi
    if [ -f "$WORK/state/tessera/animals.json" ]; then
        expect_equal "kill -9: state file mode 0600" "$(stat -c %a "$WORK/state/tessera/animals.json")" 600
    else
        fail "kill -9: state file exists"
    fi
    tm send-keys -t "$SESSION" q
    check_exit_status "kill -9 relaunch" 0
fi

# 5g. An edit followed at once by a way out is on disk: every exit path (and Ctrl-Z) writes
#     what is pending before the process ends or stops, well inside the 0.3 s save delay.
edit_then() { # label, then the keys (one send-keys: they arrive together) or a signal name
    local label=$1 way=$2 file="$WORK/state/tessera/animals.json"
    rm -f "$file"
    start_shell && start_tessera "$label" "Favourite Fruit" animals || return
    local pid
    pid=$(app_pid)
    for key in Down i Tab C-u; do tm send-keys -t "$SESSION" "$key"; sleep 0.3; done
    case $way in
        TERM|HUP) tm send-keys -t "$SESSION" -l "Quick Quokka"; tm send-keys -t "$SESSION" Enter; kill -"$way" "$pid" ;;
        *) tm send-keys -t "$SESSION" -l "Quick Quokka"; tm send-keys -t "$SESSION" Enter $way ;;
    esac
    if [ "$way" = C-z ]; then
        wait_for "Stopped" 3
        if grep -q "Quick Quokka" "$file" 2>/dev/null; then pass "$label: written before stopping"; else fail "$label: written before stopping"; fi
        tm send-keys -t "$SESSION" "fg" Enter
        sleep 0.5
        tm send-keys -t "$SESSION" C-c
    fi
    wait_until_gone "$pid"
    if grep -q "Quick Quokka" "$file" 2>/dev/null; then pass "$label: the edit is on disk"; else fail "$label: the edit is on disk"; fi
}
edit_then "edit, Esc q" "Escape q"
edit_then "edit, Ctrl-C" C-c
edit_then "edit, SIGTERM" TERM
edit_then "edit, SIGHUP" HUP
edit_then "edit, Ctrl-Z" C-z

# 5h. --keys in a live run: the app starts with the keys already played.
if start_shell && start_tessera "live --keys" "Find: Gert" animals --keys "'/ \"Gert\"'"; then
    if screen | grep -q "▌Gertrude Goose"; then pass "live --keys: the find landed on its match"; else fail "live --keys: the find landed on its match" "$(screen | head -5)"; fi
    tm send-keys -t "$SESSION" Escape
    sleep 0.3
    tm send-keys -t "$SESSION" q
    check_exit_status "live --keys" 0
fi

# 5i. Screen-reader mode: the terminal cursor stays visible and moves with Tab.
if start_shell && start_tessera "screen reader" "Password" vacation --screen-reader; then
    seen=""
    for step in 1 2 3 4; do
        seen="$seen $(tm display -p -t "$SESSION" '#{cursor_flag}:#{cursor_x},#{cursor_y}')"
        tm send-keys -t "$SESSION" Tab
        sleep 0.3
    done
    distinct=$(tr ' ' '\n' <<<"$seen" | grep -c '^1:' )
    unique=$(tr ' ' '\n' <<<"$seen" | grep '^1:' | sort -u | wc -l)
    if [ "$distinct" -eq 4 ] && [ "$unique" -eq 4 ]; then pass "screen reader: visible cursor follows Tab ($seen )"
    else fail "screen reader: visible cursor follows Tab" "$seen"; fi
    tm send-keys -t "$SESSION" C-c
    check_exit_status "screen reader" 0
    check_restored "screen reader"
fi

# 5j. Inline mode: drawn below the prompt in the normal screen; every way out leaves the
#     last frame on the screen with the prompt below it, and the terminal restored.
inline_way() { # label, way (keys or a signal name)
    local label="inline $1" way=$2
    start_shell || return
    rm -f "$WORK/rc"
    tm send-keys -t "$SESSION" "clear; echo marker-above; '$BIN' animals --inline=8; echo \$? > '$WORK/rc.tmp'; mv '$WORK/rc.tmp' '$WORK/rc'" Enter
    if wait_for "Favourite Fruit" 8; then pass "$label: screen shows"; else fail "$label: screen shows" "$(screen | head -3)"; return; fi
    expect_equal "$label: no alternate screen" "$(tm display -p -t "$SESSION" '#{alternate_on}')" 0
    if screen | grep -q "marker-above"; then pass "$label: the shell's lines stay above"; else fail "$label: the shell's lines stay above" "$(screen | head -5)"; fi
    local pid
    pid=$(app_pid)
    tm send-keys -t "$SESSION" Down
    wait_for "2 of 48" 2
    case $way in
        TERM|HUP|SEGV) kill -"$way" "$pid" ;;
        C-z)
            tm send-keys -t "$SESSION" C-z
            if wait_for "Stopped" 3; then pass "$label: job stops"; else fail "$label: job stops"; fi
            check_restored "$label (stopped)"
            tm send-keys -t "$SESSION" "fg" Enter
            sleep 0.8
            expect_equal "$label: still no alternate screen after fg" "$(tm display -p -t "$SESSION" '#{alternate_on}')" 0
            if wait_for "2 of 48" 3; then pass "$label: redrawn after fg"; else fail "$label: redrawn after fg" "$(screen | tail -5)"; fi
            tm send-keys -t "$SESSION" q ;;
        *) tm send-keys -t "$SESSION" "$way" ;;
    esac
    wait_until_gone "$pid"
    wait_for 'e2e$' 3
    case $way in q|C-c) check_exit_status "$label" 0 ;; TERM) check_exit_status "$label" 143 ;; HUP) check_exit_status "$label" 129 ;; esac
    if screen | grep -q "2 of 48"; then pass "$label: the last frame stays on the screen"; else fail "$label: the last frame stays on the screen" "$(screen | tail -5)"; fi
    local last
    last=$(screen | grep -v '^$' | tail -1)
    case $last in e2e\$*) pass "$label: the prompt is below the frame" ;; *) fail "$label: the prompt is below the frame" "$last" ;; esac
    check_restored "$label"
}
inline_way q q
inline_way Ctrl-C C-c
inline_way SIGTERM TERM
inline_way SIGHUP HUP
inline_way SIGSEGV SEGV
inline_way Ctrl-Z C-z

# 6. No usable terminal type: one line on stderr, exit status 1, terminal untouched.
for term in "" "no-such-terminal"; do
    label="TERM='$term'"
    start_shell || continue
    rm -f "$WORK/rc" "$WORK/err"
    tm send-keys -t "$SESSION" "TERM='$term' '$BIN' check 2> '$WORK/err'; echo \$? > '$WORK/rc.tmp'; mv '$WORK/rc.tmp' '$WORK/rc'" Enter
    check_exit_status "$label" 1
    expect_equal "$label: one line of error" "$(wc -l < "$WORK/err" | tr -d ' ')" 1
    echo "     $(cat "$WORK/err")"
    check_restored "$label"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
