#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#include "CNCursesW.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <termios.h>

int tessera_terminal_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
    return 0;
}

int tessera_wcwidth(wchar_t character) { return wcwidth(character); }

// MARK: - Crash guard

// Every signal whose default action ends the process, except those the run loop answers
// (INT, TERM, HUP): faults, SIGQUIT (the Swift runtime's crash reporter handles it too), and the
// ones nothing here uses (USR1, USR2, ALRM…). Each restores the terminal and then dies as the
// signal would have had it. The real-time signals are added at run time (SIGRTMIN is a call).
static const int fixed_guarded_signals[] = {
    SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ,
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGSTKFLT, SIGPWR, SIGIO,
};
#define FIXED_GUARDED_COUNT (sizeof(fixed_guarded_signals) / sizeof(fixed_guarded_signals[0]))
#define MAX_GUARDED (FIXED_GUARDED_COUNT + 64)

static int guarded_signals[MAX_GUARDED];
static size_t guarded_count = 0;
static struct sigaction previous_actions[MAX_GUARDED];
static struct termios saved_termios;
static int saved_termios_valid = 0;
static int guard_fd = -1;
static volatile sig_atomic_t terminal_owned = 0;
static volatile sig_atomic_t in_handler = 0;
static int guard_installed = 0;

// Mouse off, bracketed paste off, SGR reset, cursor on; then leave the alternate screen,
// unless the app draws inline (xterm would also restore a saved cursor: the top-left corner).
static const char reset_sequence[] =
    "\033[?1000l\033[?1002l\033[?1003l\033[?1006l"
    "\033[?2004l"
    "\033[0m"
    "\033[?25h";
static const char leave_alternate_screen[] = "\033[?1049l";
static volatile sig_atomic_t uses_alternate_screen = 1;

void tessera_set_uses_alternate_screen(int uses) { uses_alternate_screen = uses != 0; }

// Modes the app turned on beyond the fixed ones (the kitty keyboard push, focus events…), to
// turn off before the reset: two buffers, so a signal never reads one half written.
static char restore_modes[2][128];
static volatile sig_atomic_t restore_modes_active = 0;

void tessera_set_restore_modes(const char *sequence) {
    int next = 1 - restore_modes_active;
    size_t length = strlen(sequence);
    if (length >= sizeof restore_modes[next]) length = sizeof restore_modes[next] - 1;
    memcpy(restore_modes[next], sequence, length);
    restore_modes[next][length] = 0;
    restore_modes_active = next;
}

long tessera_write_all(int fd, const char *text) {
    size_t length = strlen(text);
    size_t done = 0;
    while (done < length) {
        ssize_t n = write(fd, text + done, length - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        done += (size_t)n;
    }
    return (long)done;
}

static void restore_terminal(int leave_alternate) {
    if (!terminal_owned) return;
    terminal_owned = 0;
    if (guard_fd >= 0) {
        if (saved_termios_valid) tcsetattr(guard_fd, TCSAFLUSH, &saved_termios);
        int saved_errno = errno;
        // Before leaving the alternate screen: kitty keeps a keyboard stack per screen.
        tessera_write_all(guard_fd, restore_modes[restore_modes_active]);
        tessera_write_all(guard_fd, reset_sequence);
        if (leave_alternate && uses_alternate_screen) tessera_write_all(guard_fd, leave_alternate_screen);
        errno = saved_errno;
    }
}

void tessera_restore_terminal_now(void) { restore_terminal(1); }

// After endwin, which left the alternate screen itself: leaving it a second time makes a
// terminal restore the cursor it saved on entering, which a resize since has made stale
// (tmux then puts the shell's prompt over old lines).
void tessera_restore_terminal_after_endwin(void) { restore_terminal(0); }

void tessera_terminal_acquired(void) {
    if (guard_installed) terminal_owned = 1;
}

void tessera_terminal_released(void) { terminal_owned = 0; }

static void crash_handler(int signo, siginfo_t *info, void *context) {
    if (!in_handler) {
        in_handler = 1;
        tessera_restore_terminal_now();
        tessera_write_all(guard_fd, "\r\n");
        // What the program printed while it ran on the real streams; the crash report to the log.
        tessera_output_capture_abandon(1);
        // The Swift runtime's crash reporter is not interactive (see not_interactive below);
        // still, give it no terminal to read: input from /dev/null, output to stderr (the log
        // once the app runs).
        int nothing = open("/dev/null", O_RDONLY);
        if (nothing >= 0) { dup2(nothing, 0); close(nothing); }
        dup2(2, 1);
    }
    // Chain: call the previous handler (the Swift runtime's crash reporter) directly, then
    // die by the signal's default action. Re-raising to the previous handler instead is not
    // enough: the reporter resets the signal and returns, which ends a real fault (it happens
    // again) but not a signal sent with kill(), and the process would carry on without its
    // terminal.
    for (size_t i = 0; i < guarded_count; i++) {
        if (guarded_signals[i] != signo) continue;
        struct sigaction previous = previous_actions[i];
        sigaction(signo, &previous, NULL);
        if (previous.sa_flags & SA_SIGINFO) {
            if (previous.sa_sigaction) previous.sa_sigaction(signo, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN && previous.sa_handler) {
            previous.sa_handler(signo);
        }
        break;
    }
    signal(signo, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
}

static void restore_at_exit(void) {
    tessera_restore_terminal_now();
    tessera_output_capture_abandon(0);  // exit() called while the app ran
}

// Installs the guard's handler for every guarded signal not ignored (a signal the parent
// ignored, such as SIGQUIT for a background job, stays ignored), keeping what was there to chain
// to. Safe to call again: a signal already guarded keeps its first previous action.
static void install_guard_handlers(void) {
    // Keep an existing alternate stack (the Swift runtime may have set one).
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        size_t size = 64 * 1024;
        void *memory = malloc(size);
        if (memory) {
            stack_t stack = { .ss_sp = memory, .ss_size = size, .ss_flags = 0 };
            sigaltstack(&stack, NULL);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    int candidates[MAX_GUARDED];
    size_t count = 0;
    for (size_t i = 0; i < FIXED_GUARDED_COUNT; i++) candidates[count++] = fixed_guarded_signals[i];
    for (int signo = SIGRTMIN; signo <= SIGRTMAX && count < MAX_GUARDED; signo++) candidates[count++] = signo;
    for (size_t c = 0; c < count; c++) {
        int signo = candidates[c];
        struct sigaction now;
        if (sigaction(signo, NULL, &now) != 0) continue;
        if (!(now.sa_flags & SA_SIGINFO) && now.sa_handler == SIG_IGN) continue;
        if ((now.sa_flags & SA_SIGINFO) && now.sa_sigaction == crash_handler) continue;
        size_t slot = guarded_count;
        for (size_t i = 0; i < guarded_count; i++) if (guarded_signals[i] == signo) slot = i;
        if (slot == guarded_count) {
            if (guarded_count >= MAX_GUARDED) continue;
            guarded_signals[guarded_count++] = signo;
        }
        previous_actions[slot] = now;
        sigaction(signo, &action, NULL);
    }
}

int tessera_install_crash_guard(int tty_fd) {
    guard_fd = tty_fd;
    if (tcgetattr(tty_fd, &saved_termios) == 0) saved_termios_valid = 1;
    terminal_owned = 1;
    // The Swift runtime installs its crash reporter when it starts, which in a static
    // executable comes after the early guard below: guard again, chaining to it.
    install_guard_handlers();
    if (guard_installed) return 0;
    atexit(restore_at_exit);
    guard_installed = 1;
    return 0;
}

// The Swift runtime decides while the program's libraries are initialised, once, whether its
// crash reporter is interactive: yes when stdin and stdout are terminals, unless SWIFT_BACKTRACE
// says otherwise. Interactive, a SIGQUIT shows a prompt over the app and waits 30 s for a key.
// The executable's pre-initialisers run before any library's initialiser: the runtime is shown
// a stdin that is not a terminal while it decides, and the real one is back before main. The
// environment is left alone: a static executable's runtime finds argv by walking back from
// `environ`, and a `setenv` here moved it (every argument was lost, `tessera animals` opened
// the launcher).
static int stdin_while_the_runtime_starts = -1;

static void not_interactive(void) {
    if (!isatty(0)) return;
    int nothing = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (nothing < 0) return;
    stdin_while_the_runtime_starts = fcntl(0, F_DUPFD_CLOEXEC, 3);
    if (stdin_while_the_runtime_starts >= 0) dup2(nothing, 0);
    close(nothing);
}

// SIGQUIT is held from here until the guard is in place: the runtime's crash reporter, installed
// by its initialiser in between, answers a SIGQUIT sent with kill() by printing a report and
// returning, and the program would carry on (a debug build spends milliseconds in its libraries'
// initialisers). Held, it reaches the guard, which ends the program by it.
static void hold_quit(int how) {
    sigset_t quit;
    sigemptyset(&quit);
    sigaddset(&quit, SIGQUIT);
    sigprocmask(how, &quit, NULL);
}

static void before_the_runtime(void) {
    hold_quit(SIG_BLOCK);
    not_interactive();
}

__attribute__((used, section(".preinit_array"))) static void (*const run_before_the_runtime)(void) = before_the_runtime;

// After the libraries' initialisers: stdin back, and the guard for a signal in the first
// milliseconds, before the backend takes the terminal (nothing to restore yet, but no
// interactive reporter either).
__attribute__((constructor)) static void guard_from_the_start(void) {
    if (stdin_while_the_runtime_starts >= 0) {
        dup2(stdin_while_the_runtime_starts, 0);
        close(stdin_while_the_runtime_starts);
        stdin_while_the_runtime_starts = -1;
    }
    install_guard_handlers();
    hold_quit(SIG_UNBLOCK);
}

// MARK: - Signals the run loop answers

// INT, TERM, HUP (exit), TSTP (suspend), CONT (redraw), WINCH (resize): a handler notes the
// signal and writes a byte to a pipe the run loop polls. They are blocked from the moment the
// backend starts to take the terminal until the handlers are in place, so none sent meanwhile
// is lost (ignored) or kills the app with the terminal still raw.
static const int answered_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH };
#define ANSWERED_COUNT (sizeof(answered_signals) / sizeof(answered_signals[0]))
static volatile sig_atomic_t signal_pending[65];
static int signal_pipe[2] = { -1, -1 };

static void answered_handler(int signo) {
    int saved_errno = errno;
    if (signo > 0 && signo < 65) signal_pending[signo] = 1;
    if (signal_pipe[1] >= 0) {
        char byte = (char)signo;
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void answered_mask(sigset_t *set) {
    sigemptyset(set);
    for (size_t i = 0; i < ANSWERED_COUNT; i++) sigaddset(set, answered_signals[i]);
}

void tessera_block_answered_signals(void) {
    sigset_t set;
    answered_mask(&set);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}

void tessera_unblock_answered_signals(void) {
    sigset_t set;
    answered_mask(&set);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

int tessera_install_answered_signals(void) {
    if (signal_pipe[0] < 0) {
        if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = answered_handler;
    action.sa_flags = SA_RESTART;
    answered_mask(&action.sa_mask);
    for (size_t i = 0; i < ANSWERED_COUNT; i++) sigaction(answered_signals[i], &action, NULL);
    sigset_t set;
    answered_mask(&set);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    return signal_pipe[0];
}

int tessera_take_signal(int signo) {
    if (signo <= 0 || signo >= 65 || !signal_pending[signo]) return 0;
    signal_pending[signo] = 0;
    return 1;
}

int tessera_signal_pending(int signo) {
    return signo > 0 && signo < 65 && signal_pending[signo];
}

void tessera_drain_signal_pipe(void) {
    if (signal_pipe[0] < 0) return;
    char buffer[64];
    while (read(signal_pipe[0], buffer, sizeof buffer) > 0) {}
}

// MARK: - Secrets

void tessera_exclude_from_core_dumps(void) {
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

// MARK: - Input

long tessera_read_available(int fd, void *buffer, long capacity) {
    struct pollfd descriptor = { .fd = fd, .events = POLLIN, .revents = 0 };
    int ready;
    do { ready = poll(&descriptor, 1, 0); } while (ready < 0 && errno == EINTR);
    if (ready <= 0 || !(descriptor.revents & POLLIN)) return 0;
    ssize_t count;
    do { count = read(fd, buffer, (size_t)capacity); } while (count < 0 && errno == EINTR);
    return count > 0 ? (long)count : 0;
}

// MARK: - Output accounting

long long tessera_thread_bytes_written(void) {
    // Asked twice a frame: each thread opens its own counters once and reads them again from
    // the start (the file is made afresh on each read), two system calls fewer each time.
    static __thread int fd = -1;
    if (fd < 0) fd = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buffer[512];
    ssize_t n = pread(fd, buffer, sizeof buffer - 1, 0);
    if (n <= 0) return -1;
    buffer[n] = 0;
    const char *field = strstr(buffer, "wchar:");
    if (!field) return -1;
    return strtoll(field + 6, NULL, 10);
}


void tessera_ignore_signal(int signo) { signal(signo, SIG_IGN); }
void tessera_default_signal(int signo) { signal(signo, SIG_DFL); }
