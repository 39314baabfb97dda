#define _GNU_SOURCE
#include "pty_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

pid_t tessera_pty_spawn(const char *path, char *const argv[], char *const envp[],
                        unsigned short columns, unsigned short rows, int *master) {
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    int fd = -1;
    // The server's threads hold locks fork does not copy, so between fork and exec the child
    // calls only async-signal-safe functions (forkpty's own setsid, TIOCSCTTY and dup2 too).
    pid_t pid = forkpty(&fd, NULL, NULL, &size);
    if (pid < 0) return -1;
    if (pid == 0) {
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        // The server ignores SIGPIPE; an ignored signal stays ignored across exec.
        struct sigaction standard;
        memset(&standard, 0, sizeof standard);
        standard.sa_handler = SIG_DFL;
        for (int sig = 1; sig < NSIG; sig++) {
            if (sig != SIGKILL && sig != SIGSTOP) sigaction(sig, &standard, NULL);
        }
#ifdef SYS_close_range
        syscall(SYS_close_range, 3U, ~0U, 0U);
#else
        for (int other = 3; other < 1024; other++) close(other);
#endif
        execve(path, argv, envp);
        _exit(127);
    }
    int flags = fcntl(fd, F_GETFD);
    if (flags >= 0) fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
    *master = fd;
    return pid;
}

int tessera_pty_resize(int master, unsigned short columns, unsigned short rows) {
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    return ioctl(master, TIOCSWINSZ, &size);
}

int tessera_pty_wait(pid_t pid) {
    int status = 0;
    while (waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) return -1;
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return -1;
}
