"""How a binary's pages sit in the page cache changes its resident memory: the same binary read
fresh from disk (the kernel's readahead) peaked at 10.9 MB, and at 11.8 to 13.3 MB while its
pages were the ones the linker or `cp` had just written. A benchmark that compares binaries
drops each one's pages first (unprivileged: only this file's clean pages), so every binary is
read as a start from disk reads it, the same for all."""
import os


def evict(*paths):
    """Writes PATHS' dirty pages back, then drops their pages from the page cache."""
    for path in paths:
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)
