// What the program writes to standard output and standard error while the app owns the
// terminal: kept off the screen, appended to the log, and written to the real streams once
// the terminal is given back.
//
// Descriptors 1 and 2 become pipes that a thread reads, appending each read to the log and to
// one of two fixed buffers (so a crash handler can write them without allocating). The
// terminal itself is drawn through a duplicate of descriptor 1 taken before (the backend's).
//
// The buffers are zero-initialised storage apart from the streams and are never assigned as a
// whole: the kernel maps a page of them only once something is printed, so a program that
// prints nothing does not pay 512 KB of memory and 128 page faults at start.

#define _GNU_SOURCE 1

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "CNCursesW.h"

#define CAPTURE_CAPACITY (256 * 1024)

struct captured_stream {
    int pipe_read;      // the thread's end
    int real;           // the stream as it was, to write the capture to at the end
    size_t length;      // bytes kept in `data`
    size_t dropped;     // bytes past the capacity: only in the log
    char *data;         // CAPTURE_CAPACITY bytes
};

static char captured_output[CAPTURE_CAPACITY];
static char captured_errors[CAPTURE_CAPACITY];
static struct captured_stream streams[2] = {
    { .pipe_read = -1, .real = -1, .data = captured_output },
    { .pipe_read = -1, .real = -1, .data = captured_errors },
};

/// Points `stream` at a pipe and the real stream, with nothing kept yet.
static void open_stream(struct captured_stream *stream, int pipe_read, int real) {
    stream->pipe_read = pipe_read;
    stream->real = real;
    stream->length = stream->dropped = 0;
}
static volatile sig_atomic_t capturing = 0;
static int capture_log = -1;
static int stop_pipe[2] = { -1, -1 };
static pthread_t capture_thread;
static char capture_log_path[1024];

static void write_bytes(int fd, const char *bytes, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t n = write(fd, bytes + done, length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        done += (size_t)n;
    }
}

/// Reads what `stream` holds now into the log and its buffer; 0 once its pipe is at its end.
static int take(struct captured_stream *stream) {
    char chunk[4096];
    ssize_t n = read(stream->pipe_read, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return 1;
    if (n <= 0) return 0;
    if (capture_log >= 0) write_bytes(capture_log, chunk, (size_t)n);
    size_t room = CAPTURE_CAPACITY - stream->length;
    size_t kept = (size_t)n < room ? (size_t)n : room;
    memcpy(stream->data + stream->length, chunk, kept);
    stream->length += kept;  // after the copy: a crash handler reads only what is whole
    stream->dropped += (size_t)n - kept;
    return 1;
}

/// Takes what `stream`'s pipe holds now, without waiting for more.
static void drain(struct captured_stream *stream) {
    int flags = fcntl(stream->pipe_read, F_GETFL);
    fcntl(stream->pipe_read, F_SETFL, flags | O_NONBLOCK);
    for (;;) {
        size_t before = stream->length + stream->dropped;
        if (!take(stream) || stream->length + stream->dropped == before) return;
    }
}

static void *capture_loop(void *unused) {
    (void)unused;
    // Signals are for the main thread: a SIGHUP or SIGTERM delivered here while the main
    // thread holds them blocked (the backend starting) would meet their default action or a
    // handler on a thread that answers nothing.
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    int open_streams[2] = { 1, 1 };
    for (;;) {
        struct pollfd fds[3] = {
            { .fd = open_streams[0] ? streams[0].pipe_read : -1, .events = POLLIN },
            { .fd = open_streams[1] ? streams[1].pipe_read : -1, .events = POLLIN },
            { .fd = stop_pipe[0], .events = POLLIN },
        };
        int ready = poll(fds, 3, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) break;
        for (int i = 0; i < 2; i++) {
            if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) open_streams[i] = take(&streams[i]);
        }
        if (fds[2].revents & POLLIN) {
            // Asked to stop: what the pipes hold now is read, without waiting for more (a child
            // process may keep a copy of a pipe open for as long as it lives).
            for (int i = 0; i < 2; i++) if (open_streams[i]) drain(&streams[i]);
            break;
        }
    }
    return NULL;
}

int tessera_output_capture_begin(const char *log_path) {
    if (capturing) return 0;
    capture_log = open(log_path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (capture_log < 0) return -1;
    strncpy(capture_log_path, log_path, sizeof capture_log_path - 1);
    int out_pipe[2], err_pipe[2];
    if (pipe2(stop_pipe, O_CLOEXEC) != 0) goto fail_log;
    if (pipe2(out_pipe, O_CLOEXEC) != 0) goto fail_stop;
    if (pipe2(err_pipe, O_CLOEXEC) != 0) { close(out_pipe[0]); close(out_pipe[1]); goto fail_stop; }
    fflush(stdout);
    fflush(stderr);
    open_stream(&streams[0], out_pipe[0], fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3));
    open_stream(&streams[1], err_pipe[0], fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3));
    dup2(out_pipe[1], STDOUT_FILENO);
    dup2(err_pipe[1], STDERR_FILENO);
    close(out_pipe[1]);
    close(err_pipe[1]);
    // A pipe would make stdout fully buffered: lines reach the log as they are printed.
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (pthread_create(&capture_thread, NULL, capture_loop, NULL) != 0) {
        dup2(streams[0].real, STDOUT_FILENO);
        dup2(streams[1].real, STDERR_FILENO);
        for (int i = 0; i < 2; i++) { close(streams[i].real); close(streams[i].pipe_read); streams[i].real = streams[i].pipe_read = -1; }
        goto fail_stop;
    }
    capturing = 1;
    return 0;
fail_stop:
    close(stop_pipe[0]); close(stop_pipe[1]);
    stop_pipe[0] = stop_pipe[1] = -1;
fail_log:
    close(capture_log);
    capture_log = -1;
    return -1;
}

/// Writes each of the first `count` streams' capture to the real one (stdout, then stderr),
/// with a line for what only the log kept.
static void replay(int count) {
    for (int i = 0; i < count; i++) {
        struct captured_stream *stream = &streams[i];
        if (stream->real < 0) continue;
        write_bytes(stream->real, stream->data, stream->length);
        if (stream->dropped > 0) {
            if (stream->length > 0 && stream->data[stream->length - 1] != '\n') write_bytes(stream->real, "\n", 1);
            const char *note = "(the rest is in ";
            write_bytes(stream->real, note, strlen(note));
            write_bytes(stream->real, capture_log_path, strlen(capture_log_path));
            write_bytes(stream->real, ")\n", 2);
        }
    }
}

void tessera_output_capture_end(void) {
    if (!capturing) return;
    fflush(stdout);
    fflush(stderr);
    ssize_t ignored = write(stop_pipe[1], "x", 1);
    (void)ignored;
    pthread_join(capture_thread, NULL);
    capturing = 0;
    dup2(streams[0].real, STDOUT_FILENO);
    dup2(streams[1].real, STDERR_FILENO);
    setvbuf(stdout, NULL, isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF, 0);
    replay(2);
    for (int i = 0; i < 2; i++) {
        close(streams[i].real);
        close(streams[i].pipe_read);
        streams[i].real = streams[i].pipe_read = -1;
        streams[i].length = streams[i].dropped = 0;
    }
    close(stop_pipe[0]); close(stop_pipe[1]);
    stop_pipe[0] = stop_pipe[1] = -1;
    close(capture_log);
    capture_log = -1;
}

void tessera_output_capture_abandon(int to_log) {
    if (!capturing) return;
    capturing = 0;
    // From a crash or exit(): what was kept goes to the real streams without waiting for the
    // thread. After a crash only stdout does: stderr then holds the start of the crash report
    // (a fatalError's message), which stays in the log with the rest, written there directly
    // from now on, and not over the restored terminal.
    // The thread may not have read the last writes (a fatalError's message just before the
    // trap): taken here, so that they reach the log.
    for (int i = 0; i < 2; i++) drain(&streams[i]);
    replay(to_log ? 1 : 2);
    dup2(to_log && capture_log >= 0 ? capture_log : streams[0].real, STDOUT_FILENO);
    dup2(to_log && capture_log >= 0 ? capture_log : streams[1].real, STDERR_FILENO);
}
