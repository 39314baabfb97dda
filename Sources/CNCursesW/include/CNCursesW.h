#ifndef CNCURSESW_H
#define CNCURSESW_H

// Feature macros must come before any include: the Swift importer never sees cSettings.
// NCURSES_WIDECHAR turns on the wide-character API (setcchar, wget_wch…). _XOPEN_SOURCE is
// deliberately not defined here: it renames fd_set's field, and the module would then clash
// with Glibc/Dispatch in any Swift file importing both. wcwidth is offered as tessera_wcwidth.
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdlib.h>
#include <stdio.h>
#include <signal.h>
#include <unistd.h>
#include <ncursesw/curses.h>

// MARK: - C globals (Swift 6 rejects them as "not concurrency-safe")

static inline WINDOW *tessera_stdscr(void) { return stdscr; }
static inline WINDOW *tessera_curscr(void) { return curscr; }
static inline int tessera_lines(void) { return LINES; }
static inline int tessera_cols(void) { return COLS; }
static inline int tessera_colors(void) { return COLORS; }
static inline int tessera_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *tessera_stdin(void) { return stdin; }
static inline FILE *tessera_stdout(void) { return stdout; }
static inline FILE *tessera_stderr(void) { return stderr; }

// MARK: - Macros Swift cannot import

static inline attr_t tessera_attr_normal(void) { return A_NORMAL; }
static inline attr_t tessera_attr_bold(void) { return A_BOLD; }
static inline attr_t tessera_attr_dim(void) { return A_DIM; }
static inline attr_t tessera_attr_italic(void) { return A_ITALIC; }
static inline attr_t tessera_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t tessera_attr_reverse(void) { return A_REVERSE; }
static inline attr_t tessera_attr_standout(void) { return A_STANDOUT; }
static inline attr_t tessera_attr_blink(void) { return A_BLINK; }

static inline int tessera_key_f(int n) { return KEY_F(n); }

static inline mmask_t tessera_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tessera_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tessera_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tessera_button2_pressed(void) { return BUTTON2_PRESSED; }
static inline mmask_t tessera_button2_released(void) { return BUTTON2_RELEASED; }
static inline mmask_t tessera_button2_clicked(void) { return BUTTON2_CLICKED; }
static inline mmask_t tessera_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t tessera_button3_released(void) { return BUTTON3_RELEASED; }
static inline mmask_t tessera_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t tessera_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t tessera_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t tessera_button_shift(void) { return BUTTON_SHIFT; }
static inline mmask_t tessera_button_ctrl(void) { return BUTTON_CTRL; }
static inline mmask_t tessera_button_alt(void) { return BUTTON_ALT; }
static inline mmask_t tessera_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t tessera_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }

static inline void tessera_getmaxyx(WINDOW *window, int *rows, int *cols) {
    int y, x;
    getmaxyx(window, y, x);
    *rows = y;
    *cols = x;
}

/// Builds a complex character; `pair` goes through `opts` so pairs above 255 work.
static inline int tessera_setcchar(cchar_t *out, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(out, text, attrs, (short)(pair > 255 ? 0 : pair), pair > 255 ? &pair : NULL);
}

/// Reads a complex character back: its text (up to CCHARW_MAX + 1 wide chars), attributes and
/// (extended) colour pair.
static inline int tessera_getcchar(const cchar_t *in, wchar_t *text, attr_t *attrs, int *pair) {
    short shortPair = 0;
    int extendedPair = 0;
    int result = getcchar(in, text, attrs, &shortPair, &extendedPair);
    *pair = extendedPair != 0 ? extendedPair : shortPair;
    return result;
}

static inline int tessera_ccharw_max(void) { return CCHARW_MAX; }

/// glibc's wcwidth: the width ncurses advances the cursor by (-1 for unprintable).
int tessera_wcwidth(wchar_t character);

// MARK: - Terminal, signals, crash restore (crash_guard.c)

/// The size of the terminal on `fd` (TIOCGWINSZ). Returns 0 on success.
int tessera_terminal_size(int fd, int *rows, int *cols);

/// Saves the termios of `tty_fd` and installs a handler, on an alternate signal stack, for
/// every signal whose default action ends the process except INT, TERM and HUP (faults, QUIT,
/// USR1, USR2, ALRM, VTALRM, XCPU, XFSZ, PROF, SYS, the real-time signals…), leaving ignored
/// ones ignored. The handler restores the termios, writes the reset sequences with write(2),
/// runs the previous handler (the Swift runtime's crash reporter, given /dev/null as input and
/// the log as output, so it never waits for a key) and dies by the signal's default action.
/// Also registers an atexit restore. Returns 0 on success.
int tessera_install_crash_guard(int tty_fd);

/// Blocks SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT and SIGWINCH in the calling thread (and the
/// threads it starts), so that they wait instead of being lost while the app starts.
void tessera_block_answered_signals(void);

/// Unblocks them again without handlers (the terminal could not be set up).
void tessera_unblock_answered_signals(void);

/// Whether terminfo's entry for `term` can move the cursor (`cup`): 1 yes, 0 no (`dumb`),
/// -1 when terminfo has no entry. Writes nothing.
int tessera_terminal_moves_cursor(const char *term);

/// Asks the terminal where its cursor is (DSR 6) and waits at most `timeout_ms` for the answer,
/// echo and line editing off meanwhile: its row (from 1), or -1 when it did not answer.
int tessera_query_cursor_row(int in, int out, int timeout_ms);

/// Installs the handlers for the signals `tessera_block_answered_signals` blocks, then unblocks
/// them: each notes its signal (`tessera_take_signal`) and writes a byte to a pipe. Returns the
/// pipe's read end, for the run loop to poll, or -1.
int tessera_install_answered_signals(void);

/// Whether `signo` arrived since last asked, clearing the note.
int tessera_take_signal(int signo);

/// Whether `signo` arrived and is not yet taken (the note stays).
int tessera_signal_pending(int signo);

/// Empties the signals' pipe (after a wake-up, before taking the notes).
void tessera_drain_signal_pipe(void);

/// Makes the process non-dumpable (PR_SET_DUMPABLE 0): no core dump from here on, so a
/// secret typed into a secure field is never written to one.
void tessera_exclude_from_core_dumps(void);

/// Reads what `fd` has without waiting (poll, then read): the bytes read, or 0 when none.
long tessera_read_available(int fd, void *buffer, long capacity);

/// Restores the saved termios and writes the reset sequences (leave the alternate screen,
/// show the cursor, mouse and bracketed paste off, SGR reset), once. Async-signal-safe.
void tessera_restore_terminal_now(void);

/// As `tessera_restore_terminal_now`, after curses' `endwin` has left the alternate screen:
/// everything but leaving it again.
void tessera_restore_terminal_after_endwin(void);

/// The sequence that turns off the modes the app enabled beyond mouse and paste (the kitty
/// keyboard pop, focus events off), written by the restore before the fixed reset. Pass "" once
/// the app has turned them off itself. Copies `sequence` (at most 127 bytes).
void tessera_set_restore_modes(const char *sequence);

/// Whether the restore leaves the alternate screen (`CSI ? 1049 l`): not for an app drawing
/// inline in the normal screen, where xterm would also move the cursor to a saved position.
void tessera_set_uses_alternate_screen(int uses);

/// Marks the terminal as owned by the app again (after a resume), so a crash or exit restores it.
void tessera_terminal_acquired(void);

/// Forgets that the app owns the terminal, without restoring anything (setup failed early).
void tessera_terminal_released(void);

/// Writes `text` to `fd` with write(2), retrying on EINTR. Returns bytes written or -1.
long tessera_write_all(int fd, const char *text);

/// Sends fds 1 and 2 to a thread that appends what they get to `path` (created 0600) and keeps
/// it (256 KiB a stream) for `tessera_output_capture_end`; stdout becomes line-buffered.
/// Returns 0, or -1 (nothing changed) when the log cannot be opened.
int tessera_output_capture_begin(const char *path);
/// Gives fds 1 and 2 back once the thread read what they hold, and writes each what it got
/// (a line names the log for what did not fit). Nothing when not capturing.
void tessera_output_capture_end(void);
/// As `tessera_output_capture_end` without waiting for the thread, for a crash (`to_log`: only
/// stdout is written out, and fds 1 and 2 then write to the log, where the crash report
/// belongs) or exit() (both written out, the streams back as they were).
void tessera_output_capture_abandon(int to_log);

/// Bytes this thread has passed to write(2) and friends so far (/proc/thread-self/io), or -1.
long long tessera_thread_bytes_written(void);

// MARK: - The main thread's wait (main_queue.c)

// MARK: - The input thread (input_reader.c)

/// CLOCK_MONOTONIC in nanoseconds: the clock reads are stamped with.
long long tessera_monotonic_ns(void);

/// Starts the thread that reads `fd` as bytes arrive (or lets a paused one read again).
/// Returns the descriptor that becomes readable when it has read something or `fd` closed.
int tessera_input_reader_start(int fd);

/// Stops the thread reading (the shell is given the terminal); `tessera_input_reader_start`
/// lets it read again.
void tessera_input_reader_pause(void);

/// The terminal the reader reads, when `ready_fd` is its descriptor and it is reading; -1
/// otherwise. A waiting main thread polls it too, and `tessera_input_reader_take` reads what
/// it holds directly.
int tessera_input_reader_terminal(int ready_fd);

/// Notes that the waiting main thread saw the reader's terminal hang up: once what it holds is
/// read, the input is closed.
void tessera_input_reader_hung_up(void);

/// Takes what was read (what the terminal holds now is read first), whole reads only: up to `capacity` bytes (at least 4096) into
/// `out` and up to `read_capacity` reads, each's start in `out` in `offsets` and its time in
/// `times`; `*read_total` is how many reads, `*input_closed` 1 once the input closed and all of
/// it was taken. Returns the bytes taken.
long tessera_input_reader_take(unsigned char *out, long capacity, long long *times, long *offsets, long read_capacity,
                               long *read_total, int *input_closed);

/// What `tessera_wait_for_input` found ready (bits).
#define TESSERA_INPUT_READY 1
#define TESSERA_MAIN_QUEUE_READY 2
#define TESSERA_INPUT_CLOSED 4
#define TESSERA_SIGNAL_READY 8
#define TESSERA_TIMED_OUT 16

/// The descriptor that becomes readable when work is queued on the main dispatch queue.
int tessera_main_queue_descriptor(void);

/// Waits until `input_fd` has bytes or hung up, the main queue has work, `signal_fd` (the
/// answered signals' pipe; -1 for none) is readable, or `timeout_ms` passed (-1: no limit);
/// clears the queue's wake-up and returns what was ready (TESSERA_* bits; a hang-up may come
/// with bytes still to read).
int tessera_wait_for_input(int input_fd, int queue_fd, int signal_fd, int timeout_ms);

/// Runs the work queued on the main dispatch queue (the main thread only).
void tessera_run_main_queue(void);

/// 1 once something made the calling thread's Foundation run loop (`RunLoop.current` or
/// `RunLoop.main`, as `Timer.scheduledTimer` does), 0 before; asking makes none.
int tessera_main_run_loop_exists(void);

/// signal(signo, SIG_IGN) / signal(signo, SIG_DFL): the macros do not import.
void tessera_ignore_signal(int signo);
void tessera_default_signal(int signo);

#endif
