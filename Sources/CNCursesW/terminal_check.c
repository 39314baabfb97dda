// What terminfo says a terminal can do, asked before the terminal is touched. Apart from
// crash_guard.c: term.h defines a macro for every capability name.

#include "CNCursesW.h"
#include <ncursesw/term.h>

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <time.h>

int tessera_terminal_moves_cursor(const char *term) {
    TERMINAL *previous = cur_term;
    int status = 0;
    if (setupterm(term, STDOUT_FILENO, &status) != OK) {
        set_curterm(previous);
        return -1;  // unknown: newterm says so
    }
    char *move = tigetstr("cup");
    int moves = move != NULL && move != (char *)-1;
    del_curterm(cur_term);
    set_curterm(previous);
    return moves;
}

int tessera_query_cursor_row(int in, int out, int timeout_ms) {
    struct termios saved, quiet;
    if (tcgetattr(in, &saved) != 0) return -1;
    quiet = saved;
    quiet.c_lflag &= ~(ICANON | ECHO);
    quiet.c_cc[VMIN] = 0;
    quiet.c_cc[VTIME] = 0;
    if (tcsetattr(in, TCSANOW, &quiet) != 0) return -1;
    int row = -1;
    if (write(out, "\033[6n", 4) == 4) {
        // The reply: ESC [ row ; column R. Anything before it (a key typed meanwhile) is skipped.
        char reply[64];
        size_t length = 0;
        struct timespec start;
        clock_gettime(CLOCK_MONOTONIC, &start);
        for (;;) {
            struct timespec now;
            clock_gettime(CLOCK_MONOTONIC, &now);
            long elapsed = (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
            if (elapsed >= timeout_ms) break;
            struct pollfd descriptor = { .fd = in, .events = POLLIN, .revents = 0 };
            int ready = poll(&descriptor, 1, (int)(timeout_ms - elapsed));
            if (ready < 0 && errno == EINTR) continue;
            if (ready <= 0) break;
            char byte;
            if (read(in, &byte, 1) != 1) break;
            if (byte == '\033') length = 0;
            if (length < sizeof reply - 1) reply[length++] = byte;
            if (byte == 'R') {
                reply[length] = 0;
                int r = 0, c = 0;
                if (sscanf(reply, "\033[%d;%dR", &r, &c) == 2 && r > 0) { row = r; break; }
                length = 0;
            }
        }
    }
    tcsetattr(in, TCSANOW, &saved);
    return row;
}
