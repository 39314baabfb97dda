#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#include "CNCursesW.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
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

static const int guarded_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
#define GUARDED_COUNT (sizeof(guarded_signals) / sizeof(guarded_signals[0]))

static struct sigaction previous_actions[GUARDED_COUNT];
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

void tessera_restore_terminal_now(void) {
    if (!terminal_owned) return;
    terminal_owned = 0;
    if (guard_fd >= 0) {
        if (saved_termios_valid) tcsetattr(guard_fd, TCSAFLUSH, &saved_termios);
        int saved_errno = errno;
        // Before leaving the alternate screen: kitty keeps a keyboard stack per screen.
        tessera_write_all(guard_fd, restore_modes[restore_modes_active]);
        tessera_write_all(guard_fd, reset_sequence);
        if (uses_alternate_screen) tessera_write_all(guard_fd, leave_alternate_screen);
        errno = saved_errno;
    }
}

void tessera_terminal_acquired(void) {
    if (guard_installed) terminal_owned = 1;
}

void tessera_terminal_released(void) { terminal_owned = 0; }

static void crash_handler(int signo, siginfo_t *info, void *context) {
    if (!in_handler) {
        in_handler = 1;
        tessera_restore_terminal_now();
        tessera_write_all(guard_fd, "\r\n");
        // Swift's crash reporter decided at start-up, seeing a terminal, to be interactive: it
        // would print over the shell and wait for a key. Give it no terminal: input from
        // /dev/null (its prompt returns at once) and output to stderr, which is the log.
        int nothing = open("/dev/null", O_RDONLY);
        if (nothing >= 0) { dup2(nothing, 0); close(nothing); }
        dup2(2, 1);
    }
    // Chain: call the previous handler (the Swift runtime's crash reporter) directly, then
    // die by the signal's default action. Re-raising to the previous handler instead is not
    // enough: the reporter resets the signal and returns, which ends a real fault (it happens
    // again) but not a signal sent with kill(), and the process would carry on without its
    // terminal.
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
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

static void restore_at_exit(void) { tessera_restore_terminal_now(); }

int tessera_install_crash_guard(int tty_fd) {
    guard_fd = tty_fd;
    if (tcgetattr(tty_fd, &saved_termios) == 0) saved_termios_valid = 1;
    terminal_owned = 1;
    if (guard_installed) return 0;

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
    for (size_t i = 0; i < GUARDED_COUNT; i++) {
        if (sigaction(guarded_signals[i], &action, &previous_actions[i]) != 0) return -1;
    }
    atexit(restore_at_exit);
    guard_installed = 1;
    return 0;
}

// MARK: - stderr while curses owns the screen

int tessera_redirect_stderr(const char *path) {
    int log = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (log < 0) return -1;
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    if (saved < 0 || dup2(log, STDERR_FILENO) < 0) {
        if (saved >= 0) close(saved);
        close(log);
        return -1;
    }
    close(log);
    return saved;
}

void tessera_restore_stderr(int saved_fd) {
    if (saved_fd < 0) return;
    fflush(stderr);
    dup2(saved_fd, STDERR_FILENO);
    close(saved_fd);
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
