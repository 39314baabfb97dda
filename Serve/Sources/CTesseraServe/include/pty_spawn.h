#ifndef TESSERA_PTY_SPAWN_H
#define TESSERA_PTY_SPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` as the leader of a new session whose controlling
/// terminal is a new pseudo-terminal of `columns`×`rows`. Returns the child's pid and stores
/// the terminal's master side (close-on-exec) in `*master`; returns -1 with errno set on failure.
/// The child gets default signal dispositions, an empty signal mask and no other descriptors.
pid_t tessera_pty_spawn(const char *path, char *const argv[], char *const envp[],
                        unsigned short columns, unsigned short rows, int *master);

/// Sets the size of the terminal whose master side is `master` (the child gets SIGWINCH).
int tessera_pty_resize(int master, unsigned short columns, unsigned short rows);

/// Waits for `pid` and returns its exit status, 128 + the signal that ended it, or -1.
int tessera_pty_wait(pid_t pid);

#endif
