// What terminfo says a terminal can do, asked before the terminal is touched. Apart from
// crash_guard.c: term.h defines a macro for every capability name.

#include "CNCursesW.h"
#include <ncursesw/term.h>

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
