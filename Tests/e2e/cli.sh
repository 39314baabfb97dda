#!/usr/bin/env bash
# The command line with bad input: usage errors exit 64, data errors exit 65, each with one
# line on stderr naming what is wrong (and for data, the file and the place), nothing on
# stdout (so nothing reaches the terminal), and never a crash or a stack trace.
# Builds nothing: expects .build/debug/tessera (or the binary in $TESSERA_BIN).
set -uo pipefail
cd "$(dirname "$0")/../.."

BIN="${TESSERA_BIN:-$PWD/.build/debug/tessera}"
WORK="$(mktemp -d)"
trap 'chmod -R u+rwx "$WORK" 2>/dev/null; rm -rf "$WORK"' EXIT
export XDG_STATE_HOME="$WORK/state"
export XDG_CONFIG_HOME="$WORK/config"
unset TESSERA_RESOURCES
passed=0
failed=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1${2:+ ($2)}"; failed=$((failed + 1)); }

[ -x "$BIN" ] || { echo "FAIL $BIN is missing: run swift build first"; echo "0 passed, 1 failed"; exit 1; }

# expect NAME CODE PATTERN -- ARGS...: runs tessera with ARGS (stdin from /dev/null, no
# terminal), then checks the exit status, that stderr is exactly one line matching the
# extended regex PATTERN, that stdout is empty, and that nothing looks like a crash.
expect() {
    local name=$1 code=$2 pattern=$3
    shift 4
    timeout 60 "$BIN" "$@" < /dev/null > "$WORK/out" 2> "$WORK/err"
    local rc=$?
    local lines
    lines=$(wc -l < "$WORK/err" | tr -d ' ')
    local err
    err=$(head -c 300 "$WORK/err")
    if [ "$rc" -ne "$code" ]; then fail "$name: exit status" "got $rc, expected $code; stderr: $err"; return; fi
    if [ "$lines" -ne 1 ]; then fail "$name: one line on stderr" "got $lines lines: $err"; return; fi
    if grep -qiE 'fatal error|stack trace|backtrace|Thread [0-9]|crashed' "$WORK/err"; then fail "$name: no crash report" "$err"; return; fi
    if [ -s "$WORK/out" ]; then fail "$name: nothing on stdout" "$(head -c 100 "$WORK/out" | od -c | head -2)"; return; fi
    if ! grep -qE -- "$pattern" "$WORK/err"; then fail "$name: message" "'$err' does not match /$pattern/"; return; fi
    pass "$name ($code): $(tr -d '\n' < "$WORK/err" | cut -c1-110)"
}

# --- Usage errors: exit 64 ----------------------------------------------------------------
expect "unknown subcommand" 64 "frobnicate" -- frobnicate
expect "unknown option" 64 "--frob" -- --frob
expect "unknown option after a subcommand" 64 "--frob" -- animals --frob
expect "--size 0x0" 64 "size" -- animals --snapshot --size 0x0
expect "--size abc" 64 "size" -- animals --snapshot --size abc
expect "--size 10x" 64 "size" -- vacation --snapshot --size 10x
expect "--size -3x5" 64 "size" -- vacation --snapshot --size -3x5
expect "--keys with an unknown word" 64 "keys" -- animals --snapshot --keys '<Bogus>'
expect "--keys with an open quote" 64 "keys" -- animals --snapshot --keys '"abc'
expect "--rows negative" 64 "rows must be between 0 and" -- animals --rows -5
expect "--rows not a number" 64 "rows" -- animals --rows many
expect "--version with more" 64 "--version takes no other arguments" -- --version extra
expect "--clock garbage" 64 "clock" -- animals --snapshot --clock yesterday
expect "--clock with no such day" 64 "clock" -- health --snapshot --clock 2026-02-30T09:41:00Z
expect "--clock with hour 24" 64 "clock" -- health --snapshot --clock 2026-03-14T24:00:00Z
expect "--clock with no zone" 64 "clock" -- health --snapshot --clock 2026-03-14T09:41:00
expect "--theme unknown" 64 "theme" -- animals --snapshot --theme neon
expect "--format unknown" 64 "format" -- animals --snapshot --format pdf
expect "missing option value" 64 "size" -- animals --snapshot --size

# --clock readings: a frozen clock shows its time in UTC in the heart-rate cell's title.
clock_shows() { # NAME ARGUMENT TIME
    local out
    out=$("$BIN" health --snapshot --size 100x32 --clock "$2" 2>&1 | grep "Heart Rate")
    if grep -q "$3" <<<"$out"; then pass "--clock $1 shows $3"; else fail "--clock $1 shows $3" "$out"; fi
}
clock_shows "in UTC" 2026-03-14T09:41:00Z 09:41
clock_shows "with an offset" 2026-03-14T11:41:00+02:00 09:41
clock_shows "with a compact offset" 2026-03-14T04:11:00-0530 09:41
clock_shows "as a date alone" 2026-03-14 00:00
clock_shows "across a leap day" 2028-02-29T23:59:59Z 23:59

# --- Data errors: exit 65 -----------------------------------------------------------------
RES="$PWD/Resources"
fixture() { # NAME: a fresh copy of the shipped data in $WORK/NAME
    rm -rf "${WORK:?}/$1"; mkdir -p "$WORK/$1"; cp -R "$RES/." "$WORK/$1/"; echo "$WORK/$1"
}

expect "data directory missing" 65 "no-such-dir" -- animals --data "$WORK/no-such-dir"
expect "data path is a file" 65 "animals.json" -- animals --data "$RES/animals.json"

# animals.json
d=$(fixture a-missing); rm "$d/animals.json"
expect "animals: file missing" 65 "animals.json" -- animals --data "$d"
d=$(fixture a-empty); : > "$d/animals.json"
expect "animals: empty file" 65 "animals.json" -- animals --data "$d"
d=$(fixture a-notjson); printf '{"name": "Fabrizio", oops' > "$d/animals.json"
expect "animals: not JSON" 65 "animals.json: line [0-9]+, column [0-9]+: expected" -- animals --data "$d"
d=$(fixture a-array); echo '[]' > "$d/animals.json"
expect "animals: empty array" 65 "animals.json.*empty" -- animals --data "$d"
d=$(fixture a-types); echo '[{"name": 5, "fruit": "Apple", "suspicion": "sneaky"}]' > "$d/animals.json"
expect "animals: wrong type" 65 "animals.json: element 0.*name" -- animals --data "$d"
d=$(fixture a-enum); echo '[{"name": "Rat", "fruit": "Apple", "suspicion": "maybe"}]' > "$d/animals.json"
expect "animals: unknown enum value" 65 "animals.json: element 0.*suspicion.*maybe" -- animals --data "$d"
d=$(fixture a-dup); echo '[{"name": "Rat", "fruit": "Apple", "suspicion": "sneaky"}, {"name": "Rat", "fruit": "Fig", "suspicion": "sneaky"}]' > "$d/animals.json"
expect "animals: duplicate ids" 65 "animals.json: element 1, field \"name\": expected a name not used before" -- animals --data "$d"
d=$(fixture a-big)
python3 -c "
import json, sys
row = {'name': '', 'fruit': 'Apple', 'suspicion': 'sneaky'}
with open(sys.argv[1], 'w') as f:
    f.write('[')
    i = 0
    while f.tell() < 50 * 1024 * 1024:
        row['name'] = 'Animal %d' % i
        f.write(('' if i == 0 else ',') + json.dumps(row))
        i += 1
    f.write(']')
" "$d/animals.json"
expect "animals: 50 MB file" 65 "animals.json.*(large|limit)" -- animals --data "$d"
if [ "$(id -u)" -ne 0 ]; then
    d=$(fixture a-unreadable); chmod 000 "$d/animals.json"
    expect "animals: unreadable (chmod 000)" 65 "animals.json" -- animals --data "$d"
else
    echo "SKIP animals: unreadable (chmod 000): running as root"
fi
(cd "$WORK" && expect "a relative --data is named as given" 65 "^tessera: a-types/animals.json: element 0, field \"name\": expected a string$" -- animals --data a-types)
expect "animals: same error in --snapshot" 65 "animals.json: element 0" -- animals --snapshot --data "$WORK/a-types"

# destinations.json
d=$(fixture v-missing); rm "$d/destinations.json"
expect "vacation: file missing" 65 "destinations.json" -- vacation --data "$d"
d=$(fixture v-empty); : > "$d/destinations.json"
expect "vacation: empty file" 65 "destinations.json" -- vacation --data "$d"
d=$(fixture v-notjson); printf '[{"id": ' > "$d/destinations.json"
expect "vacation: not JSON" 65 "destinations.json" -- vacation --data "$d"
d=$(fixture v-types); python3 -c "
import json, sys; p = sys.argv[1]; d = json.load(open(p)); d[1]['name'] = 42; json.dump(d, open(p, 'w'))" "$d/destinations.json"
expect "vacation: wrong type" 65 "destinations.json: element 1, field \"name\": expected a string" -- vacation --data "$d"
d=$(fixture v-dup); python3 -c "
import json, sys; p = sys.argv[1]; d = json.load(open(p)); d[2]['id'] = d[0]['id']; json.dump(d, open(p, 'w'))" "$d/destinations.json"
expect "vacation: duplicate ids" 65 "destinations.json: element 2, field \"id\": expected an id not used before" -- vacation --data "$d"
d=$(fixture v-photo); rm "$d/photos/kyoto.txt"
expect "vacation: photo missing" 65 "kyoto.txt" -- vacation --data "$d"
d=$(fixture v-big); head -c $((50 * 1024 * 1024)) /dev/zero | tr '\0' 'x' > "$d/photos/kyoto.txt"
expect "vacation: 50 MB photo" 65 "kyoto.txt.*(large|limit)" -- vacation --data "$d"
if [ "$(id -u)" -ne 0 ]; then
    d=$(fixture v-unreadable); chmod 000 "$d/destinations.json"
    expect "vacation: unreadable (chmod 000)" 65 "destinations.json" -- vacation --data "$d"
fi

# health.json and heart-rate.json
d=$(fixture h-missing); rm "$d/heart-rate.json"
expect "health: heart-rate.json missing" 65 "heart-rate.json" -- health --data "$d"
d=$(fixture h-empty); : > "$d/health.json"
expect "health: empty file" 65 "health.json" -- health --data "$d"
d=$(fixture h-notjson); printf '{"steps": [' > "$d/health.json"
expect "health: not JSON" 65 "health.json" -- health --data "$d"
d=$(fixture h-types); python3 -c "
import json, sys; p = sys.argv[1]; d = json.load(open(p)); d['samples'][3] = 'fast'; json.dump(d, open(p, 'w'))" "$d/heart-rate.json"
expect "health: wrong type" 65 "heart-rate.json.*(samples|3|4)" -- health --data "$d"
d=$(fixture h-dup); python3 -c "
import json, sys; p = sys.argv[1]; d = json.load(open(p)); d['conditions'][1]['id'] = d['conditions'][0]['id']; json.dump(d, open(p, 'w'))" "$d/health.json"
expect "health: duplicate ids" 65 "health.json.*(duplicate|conditions)" -- health --data "$d"
d=$(fixture h-big); head -c $((50 * 1024 * 1024)) /dev/zero | tr '\0' ' ' > "$d/heart-rate.json"
expect "health: 50 MB file" 65 "heart-rate.json.*(large|limit)" -- health --data "$d"
expect "health: unknown --path element" 64 "path" -- health --path nowhere
expect "health: --path takes slashes, not commas" 64 "unknown --path element 'heart-rate,conditions'" -- health --path heart-rate,conditions
expect "health --data with neither file" 65 "^tessera: .*/h-none/health.json: no such file$" -- health --data "$(mkdir -p "$WORK/h-none" && echo "$WORK/h-none")"

# --- --help says what works -----------------------------------------------------------------
help_has() { # NAME PATTERN ARGS...: --help's output matches the extended regex PATTERN
    local name=$1 pattern=$2 out
    shift 2
    out=$("$BIN" "$@" --help 2>&1 | tr -s ' \n' '  ')
    if grep -qE -- "$pattern" <<<"$out"; then pass "$name"; else fail "$name" "no /$pattern/ in: $(head -c 300 <<<"$out")"; fi
}
help_has "animals --help names every key the table takes" "/ find by name, < and > sort column, r reverse, y copy the row" animals
help_has "animals --help says --data reads DIR/animals.json only" "Read DIR/animals.json instead of the data built into the program; nothing else in DIR is read" animals
help_has "--help names TESSERA_RESOURCES" "TESSERA_RESOURCES" vacation
help_has "health --help names its two files" "DIR/health.json and DIR/heart-rate.json" health
if "$BIN" check --help 2>&1 | grep -qE -- "^  --(snapshot|size|keys|format|clock|state-dir)"; then
    fail "check --help offers only what works in a terminal"
else
    pass "check --help offers only what works in a terminal"
fi
expect "check --snapshot is refused" 64 "unknown option '--snapshot'" -- check --snapshot

# The password never reaches a snapshot.
timeout 60 "$BIN" vacation --snapshot --size 80x24 --keys '"ada@example.com" Tab "hunter2SECRET" Enter' > "$WORK/out" 2> "$WORK/err"
if grep -q "hunter2" "$WORK/out" "$WORK/err"; then fail "vacation: password not in the snapshot"; else pass "vacation: password not in the snapshot"; fi
timeout 60 "$BIN" vacation --snapshot --format ansi --size 80x24 --keys '"ada@example.com" Tab "hunter2SECRET"' > "$WORK/out" 2> "$WORK/err"
if grep -q "hunter2" "$WORK/out" "$WORK/err"; then fail "vacation: password not in the ansi snapshot"; else pass "vacation: password not in the ansi snapshot"; fi
timeout 60 "$BIN" vacation --snapshot --format accessibility --size 80x24 --keys '"ada@example.com" Tab "hunter2SECRET"' > "$WORK/out" 2> "$WORK/err"
if grep -q "hunter2" "$WORK/out" "$WORK/err"; then fail "vacation: password not in the accessibility tree"; else pass "vacation: password not in the accessibility tree"; fi
if grep -qx 'secureField "Password" focused' "$WORK/out" && grep -qx 'textField "Email" value "ada@example.com"' "$WORK/out"; then
    pass "vacation: --format accessibility names the fields"
else
    fail "vacation: --format accessibility names the fields" "$(head -5 "$WORK/out")"
fi
if grep -rq "hunter2" "$XDG_STATE_HOME" 2>/dev/null; then fail "vacation: password not in the state or log files"; else pass "vacation: password not in the state or log files"; fi

# --no-color and NO_COLOR: an ANSI snapshot keeps attributes (bold, dim, reverse) but no colour,
# for every app (the health dashboard draws through its own windows, not a view host).
for app in animals vacation health; do
    timeout 60 "$BIN" $app --snapshot --format ansi --no-color --size 80x24 > "$WORK/out" 2>/dev/null
    if grep -qE $'\e\[[0-9;]*(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;|m)' "$WORK/out"; then fail "$app: --no-color writes no colour"; else pass "$app: --no-color writes no colour"; fi
    NO_COLOR=1 timeout 60 "$BIN" $app --snapshot --format ansi --size 80x24 > "$WORK/out" 2>/dev/null
    if grep -qE $'\e\[[0-9;]*(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;|m)' "$WORK/out"; then fail "$app: NO_COLOR writes no colour"; else pass "$app: NO_COLOR writes no colour"; fi
    if grep -qE $'\e\[0;1' "$WORK/out"; then pass "$app: NO_COLOR keeps bold"; else fail "$app: NO_COLOR keeps bold"; fi
done

# A keys file gives a command other keys: the footer names the new key and the old one no
# longer does the command; a file with a wrong line is not used, its line is named on stderr in
# one line, and the app runs with its own keys (exit 0, the screen on stdout).
mkdir -p "$XDG_CONFIG_HOME/tessera"
printf '# mine\ntable.find = f\n' > "$XDG_CONFIG_HOME/tessera/keys"
timeout 60 "$BIN" animals --snapshot --size 100x30 > "$WORK/out" 2> "$WORK/err"
if tail -1 "$WORK/out" | grep -q '^ ↑↓ Row  f Find  <> Sort column' && [ ! -s "$WORK/err" ]; then pass "keys file: the footer names f for Find"
else fail "keys file: the footer names f for Find" "$(tail -1 "$WORK/out") / $(head -c 200 "$WORK/err")"; fi
timeout 60 "$BIN" animals --snapshot --size 100x30 --keys '/' > "$WORK/out" 2>/dev/null
timeout 60 "$BIN" animals --snapshot --size 100x30 --keys 'f' > "$WORK/out2" 2>/dev/null
if ! grep -q '^Find:' "$WORK/out" && grep -q '^Find:' "$WORK/out2"; then pass "keys file: f finds and / no longer does"
else fail "keys file: f finds and / no longer does"; fi
printf 'table.find = f\ntabel.row = k j\n' > "$WORK/bad-keys"
timeout 60 "$BIN" animals --snapshot --size 100x30 --keys-file "$WORK/bad-keys" > "$WORK/out" 2> "$WORK/err"
rc=$?
timeout 60 "$BIN" animals --snapshot --size 100x30 --keys-file "$WORK/bad-keys" --keys '/' > "$WORK/out2" 2>/dev/null
message="$WORK/bad-keys:2: unknown command 'tabel.row'; using the default keys"
if [ "$rc" -eq 0 ] && [ "$(wc -l < "$WORK/err")" -eq 1 ] && grep -qxF "tessera: $message" "$WORK/err" \
    && [ "$(tail -1 "$WORK/out")" = " $message" ] && grep -q '^Find:' "$WORK/out2"; then
    pass "a broken keys file: one line naming file and line (stderr, footer), default keys"
else fail "a broken keys file: one line naming file and line (stderr, footer), default keys" "exit $rc: $(head -c 200 "$WORK/err") / $(tail -1 "$WORK/out")"; fi
rm -rf "$XDG_CONFIG_HOME"

rm -rf "$WORK"/a-* "$WORK"/v-* "$WORK"/h-*
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
