#!/usr/bin/env bash
# Real terminals. Each app runs in a real xterm under Xvfb, driven with xdotool; the screen
# xterm shows (its print-screen, written to a file) must equal `--snapshot` for the same keys.
# Then each app runs under GNU screen (keys sent with `screen -X stuff`), and with TERM=linux
# and TERM=vt100 in tmux: the app works, vt100 gets no colour, and the shell gets its terminal
# back. In tmux, a page with an OSC 8 link must look as --snapshot, and Enter on the link must
# hand its address to xdg-open (a stand-in) without its output reaching the screen.
# Installs Xvfb, xterm, xdotool, screen and the DejaVu fonts with apt-get when missing.
# Builds nothing: expects .build/debug/tessera (or $TESSERA_BIN).
# With SCREENSHOTS=DIR it only takes the README's pictures into DIR (palette PNGs, through xwd).
# Prints PASS/FAIL lines and a final "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/../.."
BIN="${TESSERA_BIN:-$PWD/.build/debug/tessera}"
SCREENSHOTS="${SCREENSHOTS:-}"
WORK=$(mktemp -d)
SOCKET=tessera-xterm-$$
CLOCK=2026-03-14T09:41:00Z
COLS=100
ROWS=30
passed=0; failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }
tm() { tmux -L "$SOCKET" "$@"; }

XVFB_PID=""
XTERM_PID=""
SCREEN_SESSIONS=()
cleanup() {
    [ -n "$XTERM_PID" ] && kill "$XTERM_PID" 2>/dev/null
    for session in "${SCREEN_SESSIONS[@]}"; do screen -S "$session" -X quit >/dev/null 2>&1; done
    tm kill-server 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
    rm -rf "$WORK"
}
trap cleanup EXIT

[ -x "$BIN" ] || { echo "FAIL $BIN is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }

# --- What the test needs, installed only when missing -------------------------------------
missing=()
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xterm >/dev/null 2>&1 || missing+=(xterm)
command -v xdotool >/dev/null 2>&1 || missing+=(xdotool)
command -v screen >/dev/null 2>&1 || missing+=(screen)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig)
fc-list 2>/dev/null | grep -q "DejaVu Sans Mono" || missing+=(fonts-dejavu-core)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
# xwd reads the window's pixels: the Sixel check looks at them, and the pictures are made of them.
command -v xwd >/dev/null 2>&1 || missing+=(x11-apps)
if [ -n "$SCREENSHOTS" ]; then
    # The pictures also need fonts for what DejaVu Sans Mono lacks (xterm falls back glyph by
    # glyph): CJK names, and symbols and emoji such as ⓘ and 🦆.
    [ -n "$(fc-list :lang=zh family 2>/dev/null)" ] || missing+=(fonts-droid-fallback)
    [ -n "$(fc-list ':charset=1f986' family 2>/dev/null)" ] || missing+=(fonts-symbola)
fi
if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    echo "installing ${missing[*]}"
    $SUDO apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
        || { echo "FAIL could not install ${missing[*]}"; echo "0 passed, 1 failed"; exit 1; }
fi

# Python normalises both screens the same way: xterm marks the right half of a wide glyph
# with U+FFFF; trailing spaces and trailing blank lines differ between readers; a picture's
# half-block may reach the terminal as ▄ or █ in the colours of the cell before it, which
# looks the same, so the three block glyphs compare as one (and `same_screen` takes a blank
# for one: a half-block of one colour is sent as a blank on it).
normalise() { # FILE ROWS
    python3 - "$1" "$2" <<'PY'
import sys
path, rows = sys.argv[1], int(sys.argv[2])
text = open(path, encoding="utf-8", errors="replace").read().replace("\uffff", "")
lines = text.replace("▄", "▀").replace("█", "▀").split("\n")
lines = [l.rstrip() for l in lines][:rows]
lines += [""] * (rows - len(lines))
open(path, "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
}

# Whether two normalised screens show the same, a half-block and a blank being alike.
same_screen() { # A B
    python3 - "$1" "$2" <<'PY'
import sys
a, b = (open(path, encoding="utf-8").read().split("\n") for path in sys.argv[1:3])
alike = lambda x, y: x == y or {x, y} == {"▀", " "}
line = lambda p, q: all(alike(x, y) for x, y in zip(p.ljust(len(q)), q.ljust(len(p))))
same = len(a) == len(b) and all(line(p, q) for p, q in zip(a, b))
sys.exit(0 if same else 1)
PY
}

# The headless screen for app ARGS after key script SCRIPT, at COLS x ROWS.
snapshot() { # OUT COLS ROWS "ARGS" "SCRIPT"
    local out=$1 cols=$2 rows=$3 args=$4 script=$5
    local options=(--snapshot --size "${cols}x${rows}" --clock "$CLOCK" --state-dir "$WORK/snapshot-state")
    [ -n "$script" ] && options+=(--keys "$script")
    rm -rf "$WORK/snapshot-state"
    # The glyphs as drawn: --format ansi without its sequences (--format text shows a picture
    # as a labelled box, xterm shows its half-blocks).
    # shellcheck disable=SC2086
    "$BIN" $args "${options[@]}" --format ansi | python3 -c '
import re, sys
text = sys.stdin.read()
text = re.sub(r"\x1b\]8;[^\x1b]*\x1b\\", "", text)
sys.stdout.write(re.sub(r"\x1b\[[0-9;:]*m", "", text))' > "$out"
    normalise "$out" "$rows"
}

# --- A display ---------------------------------------------------------------------------
# Xvfb picks a free display number itself (-displayfd) and writes it once it takes
# connections, so two runs side by side never share one server (one run's server ending under
# the other's xterm was "Can't open display"). Then the server itself must answer (without
# root Xvfb may listen on an abstract socket only), up to 30 s on a loaded machine, before the
# first xterm starts.
start_display() {
    local n=""
    rm -f "$WORK/display"
    Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
    XVFB_PID=$!
    for _ in $(seq 300); do
        kill -0 "$XVFB_PID" 2>/dev/null || break
        n=$(tr -dc 0-9 < "$WORK/display" 2>/dev/null)
        if [ -n "$n" ] && DISPLAY=":$n" xdotool getdisplaygeometry >/dev/null 2>&1; then
            export DISPLAY=":$n"
            return 0
        fi
        sleep 0.1
    done
    cat "$WORK/xvfb.log" >&2
    kill "$XVFB_PID" 2>/dev/null; XVFB_PID=""
    return 1
}

# --- xterm ---------------------------------------------------------------------------------
WINDOW=""
XTERM_EXTRA=()
# Starts `tessera ARGS` in an xterm of COLS x ROWS; Ctrl-Shift-P prints its screen to $PRINT.
# The app sees no display, so Enter on a link shows its address (as in --snapshot) and never
# starts a browser, whether or not xdg-open is installed.
xterm_start() { # NAME "ARGS"
    local name=$1 args=$2
    PRINT="$WORK/$name.print"
    local state="$WORK/state-$name"
    rm -rf "$state"
    # The app starts half a second after xterm: an xterm still starting up on a loaded machine
    # can answer the app's start-up queries after the app stops waiting for them (100 ms), and
    # the app then draws without what xterm would have said it can do (Sixel).
    # shellcheck disable=SC2086
    LANG=C.UTF-8 LC_ALL=C.UTF-8 xterm -geometry "${COLS}x${ROWS}+0+0" -fa "DejaVu Sans Mono" -fs 11 -u8 +sb -bw 0 -bg "#1d1f21" -fg "#d8d8d8" \
        "${XTERM_EXTRA[@]}" -tn xterm-256color -title "tessera-$name-$$" \
        -xrm "XTerm*printerCommand: cat > $PRINT" -xrm 'XTerm*printAttributes: 0' \
        -xrm 'XTerm*VT100.translations: #override Ctrl Shift <Key>P: print()' \
        -e sh -c 'sleep 0.5; exec "$@"' sh env -u DISPLAY -u WAYLAND_DISPLAY "$BIN" $args --clock "$CLOCK" --state-dir "$state" \
        >"$WORK/$name.xterm.log" 2>&1 &
    XTERM_PID=$!
    WINDOW=""
    # Up to 20 s: on a loaded machine xterm is slow to map its window.
    for _ in $(seq 200); do
        WINDOW=$(xdotool search --onlyvisible --name "tessera-$name-$$" 2>/dev/null | head -1)
        [ -n "$WINDOW" ] && break
        sleep 0.1
    done
    [ -n "$WINDOW" ] || { cat "$WORK/$name.xterm.log"; return 1; }
    # No window manager here: give the window the keyboard focus ourselves (xdotool's keys
    # go to the focused window through XTEST; xterm ignores synthetic events sent to it).
    for _ in $(seq 50); do
        xdotool windowfocus --sync "$WINDOW" >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    return 1
}

# Prints xterm's screen into $PRINT (through Ctrl-Shift-P) and waits until the file is whole.
xterm_print() {
    rm -f "$PRINT"
    xdotool key --clearmodifiers ctrl+shift+p >/dev/null 2>&1
    local size="" previous=-1
    for _ in $(seq 30); do
        sleep 0.1
        [ -s "$PRINT" ] || continue
        size=$(wc -c < "$PRINT")
        [ "$size" = "$previous" ] && { normalise "$PRINT" "$ROWS"; return 0; }
        previous=$size
    done
    return 1
}

# Waits (up to ~15 s) until xterm shows exactly what `--snapshot` shows for SCRIPT.
# FILTER, when given, changes the expected screen (the screen as --snapshot shows it is
# taken too: a terminal whose answer to the start-up probe came late gets cells).
xterm_expect() { # NAME "ARGS" "SCRIPT" WHAT [FILTER: a command given the expected screen's file]
    local name=$1 args=$2 script=$3 what=$4 filter=${5:-}
    snapshot "$WORK/$name.expected" "$COLS" "$ROWS" "$args" "$script"
    cp "$WORK/$name.expected" "$WORK/$name.unfiltered"
    [ -n "$filter" ] && "$filter" "$WORK/$name.expected"
    for _ in $(seq 30); do
        if xterm_print && { same_screen "$PRINT" "$WORK/$name.expected" || same_screen "$PRINT" "$WORK/$name.unfiltered"; }; then
            pass "xterm $name: $what equals --snapshot"
            return 0
        fi
        sleep 0.4
    done
    fail "xterm $name: $what differs from --snapshot"
    [ -f "$PRINT" ] && diff -u "$WORK/$name.expected" "$PRINT" | head -30
    return 1
}

# Waits up to 5 s for the xterm (and so the app) to end.
xterm_ended() {
    for _ in $(seq 50); do
        kill -0 "$XTERM_PID" 2>/dev/null || { XTERM_PID=""; return 0; }
        sleep 0.1
    done
    kill "$XTERM_PID" 2>/dev/null; XTERM_PID=""
    return 1
}

keys() { xdotool key --clearmodifiers --delay 60 "$@" >/dev/null 2>&1; }
typed() { xdotool type --clearmodifiers --delay 40 "$1" >/dev/null 2>&1; }

# Screenshot of the xterm window (the window alone: its own dump, no cropping needed), as a
# palette PNG.
screenshot() { # NAME
    xwd -id "$WINDOW" -silent > "$WORK/$1.xwd" && python3 scripts/xwd-to-png.py "$WORK/$1.xwd" "$SCREENSHOTS/$1.png"
}

run_xterm_checks() {
    # Launcher: the list of apps, then the cursor on the second.
    if xterm_start launcher ""; then
        xterm_expect launcher "" "" "the list of apps"
        keys Down
        xterm_expect launcher "" "Down" "Down"
        keys q
        xterm_ended && pass "xterm launcher: q quits" || fail "xterm launcher: q did not quit"
    else
        fail "xterm launcher: no window"
    fi

    # Animals: the table, Down twice and the inspector, the bulletin over it, and q (Esc at the
    # root of an app run directly quits, as q does).
    if xterm_start animals "animals"; then
        xterm_expect animals "animals" "" "the table"
        keys Down Down i
        xterm_expect animals "animals" "Down Down i" "Down Down i (the inspector)"
        keys n
        xterm_expect animals "animals" "Down Down i n" "n (the bulletin over the inspector)"
        keys q
        xterm_ended && pass "xterm animals: q quits" || fail "xterm animals: q did not quit"
    else
        fail "xterm animals: no window"
    fi

    # Vacation: sign in (typed), then a destination's page and its link.
    if xterm_start vacation "vacation"; then
        xterm_expect vacation "vacation" "" "the sign-in form"
        typed "ada@example.com"; keys Tab; typed "hunter2"; keys Return
        xterm_expect vacation "vacation" '"ada@example.com" Tab "hunter2" Enter' "signed in, typed"
        keys Down Right Tab
        xterm_expect vacation "vacation" '"ada@example.com" Tab "hunter2" Enter Down Right Tab' "a destination's link"
        keys Return
        xterm_expect vacation "vacation" '"ada@example.com" Tab "hunter2" Enter Down Right Tab Enter' "Enter on the link"
        keys q
        xterm_ended && pass "xterm vacation: q quits" || fail "xterm vacation: q did not quit"
    else
        fail "xterm vacation: no window"
    fi

    run_sixel_check

    # Health: the dashboard, Tab to the next cell, Enter into its detail.
    if xterm_start health "health"; then
        xterm_expect health "health" "" "the dashboard"
        keys Tab
        xterm_expect health "health" "Tab" "Tab"
        keys Return
        xterm_expect health "health" "Tab Enter" "Tab Enter"
        keys q
        xterm_ended && pass "xterm health: q quits" || fail "xterm health: q did not quit"
    else
        fail "xterm health: no window"
    fi
}

# Pictures: the vacation gallery in an xterm that draws Sixel (a VT340's device attributes,
# 256 colour registers). The photograph's cells must hold the picture's pixels (more colours
# than a half-block's two); the screenshot is kept in $SCREENSHOTS or $PICTURE_SHOT if set.
# Under a picture drawn as pixels the terminal is sent blank cells, not half-blocks: the
# expected screen has the picture's box (from the --snapshot text) blank.
blank_gallery_picture() { # EXPECTED
    python3 - "$1" "$WORK/gallery.text" <<'PY'
import sys
sys.path.insert(0, "Tests/e2e")
from picture_pixels import picture_box
expected, text = sys.argv[1], sys.argv[2]
x, y, w, h = picture_box(text)
lines = open(expected, encoding="utf-8").read().split("\n")
for row in range(y, y + h):
    line = lines[row].ljust(x + w)
    lines[row] = (line[:x] + " " * w + line[x + w:]).rstrip()
open(expected, "w", encoding="utf-8").write("\n".join(lines))
PY
}

run_sixel_check() {
    XTERM_EXTRA=(-ti vt340 -xrm "XTerm*numColorRegisters: 256")
    if xterm_start gallery "vacation"; then
        XTERM_EXTRA=()
        keys Right Return
        "$BIN" vacation --snapshot --size "${COLS}x${ROWS}" --keys "Right Enter" --state-dir "$WORK/gallery-state" > "$WORK/gallery.text"
        if xterm_expect gallery "vacation" "Right Enter" "the gallery, its photograph in Sixel over blank cells" blank_gallery_picture; then
            sleep 1
            xwd -id "$WINDOW" -silent > "$WORK/gallery.xwd"
            local shot=${SCREENSHOTS:-${PICTURE_SHOT:-}}
            [ -n "$shot" ] && mkdir -p "$shot" && python3 scripts/xwd-to-png.py "$WORK/gallery.xwd" "$shot/picture-xterm.png"
            # Half-blocks give no cell more than two colours; the undithered photograph gives
            # about two cells in five (its flat sky and water hold one or two).
            if python3 Tests/e2e/picture_pixels.py "$WORK/gallery.xwd" "$WORK/gallery.text" "$COLS" "$ROWS" 0.25; then
                pass "xterm gallery: the photograph is drawn in Sixel pixels"
            else
                fail "xterm gallery: the photograph's cells show no pixels"
            fi
        fi
        keys q
        xterm_ended && pass "xterm gallery: q quits" || fail "xterm gallery: q did not quit"
    else
        XTERM_EXTRA=()
        fail "xterm gallery: no window"
    fi
}

take_screenshots() {
    mkdir -p "$SCREENSHOTS"
    local name args script
    while IFS='|' read -r name args script; do
        xterm_start "$name" "$args" || { fail "screenshot $name: no window"; continue; }
        if xterm_expect "$name" "$args" "" "the first screen"; then
            [ -n "$script" ] && { eval "$script"; sleep 1.5; }
            if screenshot "$name"; then pass "screenshot $name: $SCREENSHOTS/$name.png"; else fail "screenshot $name"; fi
        fi
        kill "$XTERM_PID" 2>/dev/null; xterm_ended
    done <<'EOF'
launcher||
animals|animals|keys Down Down i
vacation|vacation|typed ada@example.com; keys Tab; typed hunter2; keys Return Down Right
health|health|
EOF
}

# --- GNU screen and TERM=linux/vt100, in tmux -----------------------------------------------
# Waits up to 5 s for tmux's pane to show exactly FILE's screen.
pane_equals() { # FILE ROWS
    for _ in $(seq 25); do
        tm capture-pane -p -t t > "$WORK/pane" 2>/dev/null
        normalise "$WORK/pane" "$2"
        same_screen "$WORK/pane" "$1" && return 0
        sleep 0.2
    done
    diff -u "$1" "$WORK/pane" | head -30
    return 1
}

pane_shows() { # TEXT [SECONDS]
    for _ in $(seq $(( ${2:-5} * 10 ))); do
        tm capture-pane -p -t t 2>/dev/null | grep -qF -- "$1" && return 0
        sleep 0.1
    done
    return 1
}

stop_tmux() {
    tm kill-server 2>/dev/null
    for _ in $(seq 50); do tm list-sessions >/dev/null 2>&1 || return 0; sleep 0.1; done
}

# Each app in GNU screen (itself in a tmux pane of 80x24, which is how the screen is read:
# screen's hardcopy writes one byte per cell and cannot hold UTF-8), keys sent to the screen
# session with `stuff`.
run_screen_checks() {
    local cols=80 rows=24 name args stuff script marker
    cat > "$WORK/screenrc" <<'EOF'
startup_message off
defutf8 on
escape ^Tt
EOF
    while IFS='|' read -r name args stuff script marker; do
        local session="tessera-$$-$name"
        SCREEN_SESSIONS+=("$session")
        stop_tmux
        # shellcheck disable=SC2086
        tm new-session -d -s t -x "$cols" -y "$rows" \
            "env LANG=C.UTF-8 screen -c '$WORK/screenrc' -U -S '$session' env TERM=screen-256color '$BIN' $args --clock $CLOCK --state-dir '$WORK/screen-$name'; sleep 30"
        if ! pane_shows "$marker"; then fail "screen $name: the app did not start"; continue; fi
        snapshot "$WORK/screen-$name.expected" "$cols" "$rows" "$args" ""
        pane_equals "$WORK/screen-$name.expected" "$rows" && pass "screen $name: equals --snapshot at ${cols}x${rows}" \
            || fail "screen $name: differs from --snapshot"
        if [ -n "$stuff" ]; then
            screen -S "$session" -p 0 -X stuff "$(printf "$stuff")"
            snapshot "$WORK/screen-$name.expected" "$cols" "$rows" "$args" "$script"
            pane_equals "$WORK/screen-$name.expected" "$rows" && pass "screen $name: keys sent with stuff ($script) equal --snapshot" \
                || fail "screen $name: after $script differs from --snapshot"
        fi
        screen -S "$session" -p 0 -X stuff q
        local gone=no
        for _ in $(seq 50); do screen -ls "$session" 2>/dev/null | grep -q "$session" || { gone=yes; break; }; sleep 0.1; done
        [ $gone = yes ] && pass "screen $name: q quits" || { fail "screen $name: q did not quit"; screen -S "$session" -X quit >/dev/null 2>&1; }
    done <<'EOF'
launcher|||Three apps
animals|animals|\033OB\033OBi|Down Down i|Animals
vacation|vacation|ada@example.com\tsecret\r|"ada@example.com" Tab "secret" Enter|Sign in
health|health|\t|Tab|Heart Rate
EOF
    stop_tmux
}

# TERM=linux and TERM=vt100 in tmux: the app draws and takes keys, vt100 gets no colour, and
# after q the shell has its terminal back (echo and canonical mode on).
run_term_checks() {
    local term name args keys marker after
    for term in linux vt100; do
        while IFS='|' read -r name args keys marker after quit; do
            stop_tmux
            tm new-session -d -s t -x 80 -y 24 \
                "env TERM=$term LANG=C.UTF-8 '$BIN' $args --clock $CLOCK --state-dir '$WORK/$term-$name'; stty -a | tr ' ' '\\n' | grep -E '^-?(echo|icanon)\$' | tr '\\n' ' '; echo SHELL-BACK; sleep 30"
            if ! pane_shows "$marker"; then fail "TERM=$term $name: the app did not draw"; continue; fi
            if [ "$term" = vt100 ]; then
                if tm capture-pane -p -e -t t | grep -qE $'\e\\[[0-9;]*(3[0-7]|9[0-7]|38;5)[;m]'; then
                    fail "TERM=$term $name: colour was drawn on a monochrome terminal"
                else
                    pass "TERM=$term $name: drawn without colour"
                fi
            fi
            if tm capture-pane -p -t t | grep -qE '8;;|\]8|\^\['; then
                fail "TERM=$term $name: escape sequences leaked onto the screen"
            fi
            # shellcheck disable=SC2086
            tm send-keys -t t $keys
            if pane_shows "$after"; then pass "TERM=$term $name: keys work ($keys)"; else fail "TERM=$term $name: $keys did not show '$after'"; fi
            tm send-keys -t t "$quit"
            if pane_shows "SHELL-BACK"; then
                local modes
                modes=$(tm capture-pane -p -t t | grep -B1 SHELL-BACK | tr '\n' ' ')
                if grep -q -- "-echo\|-icanon" <<<"$modes" || ! grep -q "echo" <<<"$modes"; then
                    fail "TERM=$term $name: the shell's terminal was not restored" "$modes"
                else
                    pass "TERM=$term $name: $quit quits and the shell has echo and icanon back"
                fi
            else
                fail "TERM=$term $name: $quit did not quit"
            fi
        done <<'EOF'
animals|animals|Down Down|Animals|3 of 48|q
vacation|vacation|Tab|Sign in|Password|C-c
health|health|Enter|Heart Rate|avg|q
EOF
    done
    stop_tmux
}

# tmux 3.3a drops OSC 8 (tmux passes hyperlinks on only from 3.4, with its hyperlinks
# feature): a destination's page, whose link the app writes as OSC 8 for TERM=tmux-256color,
# must look exactly like --snapshot, with nothing of the sequence on screen.
run_tmux_link_check() {
    local script='"ada@example.com" Tab "hunter2" Enter'
    stop_tmux
    tm new-session -d -s t -x 80 -y 24 \
        "env TERM=tmux-256color LANG=C.UTF-8 '$BIN' vacation --clock $CLOCK --state-dir '$WORK/tmux-link'; sleep 30"
    if ! pane_shows "Sign in"; then fail "tmux link: the app did not start"; return; fi
    tm send-keys -t t "ada@example.com" Tab "hunter2" Enter
    snapshot "$WORK/tmux-link.expected" 80 24 vacation "$script"
    if ! grep -q "Read more about" "$WORK/tmux-link.expected"; then
        fail "tmux link: the snapshot shows no link to check"
    elif pane_equals "$WORK/tmux-link.expected" 24; then
        pass "tmux link: a page with an OSC 8 link equals --snapshot (nothing leaks)"
    else
        fail "tmux link: a page with an OSC 8 link differs from --snapshot"
    fi
    stop_tmux
}

# Enter on a link with a display hands the address to xdg-open, started detached with its
# output discarded: a stand-in xdg-open records its argument and prints on stdout and stderr,
# which must not reach the screen.
run_link_opener_check() {
    mkdir -p "$WORK/bin"
    printf '#!/bin/sh\nprintf "%%s" "$1" > "%s/opened"\necho LEAKED-STDOUT; echo LEAKED-STDERR >&2\n' "$WORK" > "$WORK/bin/xdg-open"
    chmod +x "$WORK/bin/xdg-open"
    stop_tmux
    tm new-session -d -s t -x 100 -y 30 \
        "env DISPLAY=:0 PATH='$WORK/bin':\"\$PATH\" TERM=tmux-256color LANG=C.UTF-8 '$BIN' vacation --clock $CLOCK --state-dir '$WORK/opener'; sleep 30"
    if ! pane_shows "Sign in"; then fail "link opener: the app did not start"; return; fi
    tm send-keys -t t "ada@example.com" Tab "hunter2" Enter
    pane_shows "Read more about" || { fail "link opener: no link on the page"; stop_tmux; return; }
    tm send-keys -t t Right Tab Enter  # signing in focuses the destinations, Hạ Long Bay first
    local address="https://en.wikipedia.org/wiki/H%E1%BA%A1_Long_Bay"
    if pane_shows "Opening $address"; then pass "link opener: the status line says the link is opening"; else fail "link opener: no 'Opening' message"; fi
    for _ in $(seq 50); do [ -s "$WORK/opened" ] && break; sleep 0.1; done
    if [ "$(cat "$WORK/opened" 2>/dev/null)" = "$address" ]; then pass "link opener: xdg-open got the address"; else fail "link opener: xdg-open did not get the address"; fi
    if tm capture-pane -p -t t | grep -q LEAKED; then fail "link opener: xdg-open's output reached the screen"; else pass "link opener: nothing of xdg-open's output on screen"; fi
    stop_tmux
}

if ! start_display; then
    fail "no X display could be started (Xvfb)"
elif [ -n "$SCREENSHOTS" ]; then
    take_screenshots
    run_sixel_check
else
    run_xterm_checks
fi
if [ -z "$SCREENSHOTS" ]; then
    run_screen_checks
    run_term_checks
    run_tmux_link_check
    run_link_opener_check
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
