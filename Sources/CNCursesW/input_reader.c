// The terminal's input, read the moment it arrives, each read stamped with its time. The main
// thread may be busy (a save, a long frame) while keys arrive; a thread of its own then reads
// them, and the stamps still tell how far apart they came, which decides whether Esc and the
// key after it are Alt with that key or two keys. A main thread that is waiting polls the
// terminal too and reads what arrived itself (`read_available`), so a key reaches it without
// waiting for the thread to be scheduled first. Both read under one lock and only what the
// terminal says is there (FIONREAD), so neither blocks holding it and the reads stay in order.

#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include "CNCursesW.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>

long long tessera_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

// What the thread has read and the main thread has not taken: the bytes, and where each read
// began with its time.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t resumed = PTHREAD_COND_INITIALIZER;
static unsigned char *bytes;
static size_t byte_count, byte_capacity;
static struct { size_t offset; long long time; } *reads;
static size_t read_count, read_capacity;
static int closed;
static int hung_up;  // the main thread's poll saw the terminal hang up
static int paused;
static int running;
static int input_fd = -1;
// The thread writes a byte here when it read something (or the input closed); the run loop polls
// the other end. The control pipe wakes the thread when it is paused or stopped.
static int ready_pipe[2] = { -1, -1 };
static int control_pipe[2] = { -1, -1 };

static int append(const unsigned char *data, size_t count, long long time) {
    if (byte_count + count > byte_capacity) {
        size_t capacity = byte_capacity ? byte_capacity : 4096;
        while (capacity < byte_count + count) capacity *= 2;
        unsigned char *grown = realloc(bytes, capacity);
        if (!grown) return -1;
        bytes = grown;
        byte_capacity = capacity;
    }
    if (read_count == read_capacity) {
        size_t capacity = read_capacity ? read_capacity * 2 : 64;
        void *grown = realloc(reads, capacity * sizeof *reads);
        if (!grown) return -1;
        reads = grown;
        read_capacity = capacity;
    }
    memcpy(bytes + byte_count, data, count);
    reads[read_count].offset = byte_count;
    reads[read_count].time = time;
    read_count++;
    byte_count += count;
    return 0;
}

static void signal_ready(void) {
    char byte = 1;
    ssize_t ignored = write(ready_pipe[1], &byte, 1);
    (void)ignored;
}

static void *read_input(void *unused) {
    (void)unused;
    // Signals are for the main thread.
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    unsigned char buffer[4096];
    for (;;) {
        pthread_mutex_lock(&lock);
        while (paused && running) pthread_cond_wait(&resumed, &lock);
        int stop = !running;
        pthread_mutex_unlock(&lock);
        if (stop) return NULL;
        struct pollfd fds[2] = {
            { .fd = input_fd, .events = POLLIN, .revents = 0 },
            { .fd = control_pipe[0], .events = POLLIN, .revents = 0 },
        };
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (fds[1].revents & POLLIN) {
            char drain[16];
            while (read(control_pipe[0], drain, sizeof drain) > 0) {}
            continue;  // paused or stopped: look again before reading
        }
        if (fds[0].revents & POLLIN) {
            pthread_mutex_lock(&lock);
            if (paused) {
                pthread_mutex_unlock(&lock);
                continue;
            }
            int available = 0;
            if (ioctl(input_fd, FIONREAD, &available) != 0) available = -1;
            if (available == 0) {
                // The main thread took it first, or this is the input's end (readable with
                // nothing in it): only the end is still readable now.
                struct pollfd again = { .fd = input_fd, .events = POLLIN, .revents = 0 };
                if (poll(&again, 1, 0) <= 0 || !(again.revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) {
                    pthread_mutex_unlock(&lock);
                    continue;
                }
            }
            size_t wanted = available > 0 && (size_t)available < sizeof buffer ? (size_t)available : sizeof buffer;
            ssize_t count = read(input_fd, buffer, wanted);
            long long time = tessera_monotonic_ns();
            if (count > 0) append(buffer, (size_t)count, time);
            pthread_mutex_unlock(&lock);
            if (count > 0) {
                signal_ready();
                continue;
            }
            if (count < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        }
        if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL) || fds[0].revents & POLLIN) {
            pthread_mutex_lock(&lock);
            closed = 1;
            pthread_mutex_unlock(&lock);
            signal_ready();
            return NULL;
        }
    }
    return NULL;
}

int tessera_input_reader_start(int fd) {
    pthread_mutex_lock(&lock);
    if (running) {
        paused = 0;
        pthread_cond_signal(&resumed);
        pthread_mutex_unlock(&lock);
        return ready_pipe[0];
    }
    pthread_mutex_unlock(&lock);
    if (ready_pipe[0] < 0 && pipe2(ready_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    if (control_pipe[0] < 0 && pipe2(control_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    input_fd = fd;
    running = 1;
    paused = 0;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    int failed = pthread_create(&thread, &attributes, read_input, NULL);
    pthread_attr_destroy(&attributes);
    if (failed) {
        running = 0;
        return -1;
    }
    return ready_pipe[0];
}

void tessera_input_reader_pause(void) {
    pthread_mutex_lock(&lock);
    paused = running;
    pthread_mutex_unlock(&lock);
    if (control_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(control_pipe[1], &byte, 1);
        (void)ignored;
    }
}

/// Reads what the terminal holds now, stamped with the time (the lock held; never blocks).
static void read_available(void) {
    if (!running || paused || closed || input_fd < 0) return;
    unsigned char buffer[4096];
    int available = 0;
    while (ioctl(input_fd, FIONREAD, &available) == 0 && available > 0) {
        size_t wanted = (size_t)available < sizeof buffer ? (size_t)available : sizeof buffer;
        ssize_t count = read(input_fd, buffer, wanted);
        if (count <= 0) return;
        if (append(buffer, (size_t)count, tessera_monotonic_ns()) != 0) return;
    }
    // Hung up with nothing left to read: the end, said now rather than when the thread runs.
    if (available == 0 && hung_up) closed = 1;
}

void tessera_input_reader_hung_up(void) {
    pthread_mutex_lock(&lock);
    hung_up = 1;
    pthread_mutex_unlock(&lock);
}

int tessera_input_reader_terminal(int ready_fd) {
    pthread_mutex_lock(&lock);
    int fd = running && !paused && !closed && ready_fd >= 0 && ready_fd == ready_pipe[0] ? input_fd : -1;
    pthread_mutex_unlock(&lock);
    return fd;
}

long tessera_input_reader_take(unsigned char *out, long capacity, long long *times, long *offsets, long read_capacity_out,
                               long *read_total, int *input_closed) {
    if (ready_pipe[0] >= 0) {
        char drain[64];
        while (read(ready_pipe[0], drain, sizeof drain) > 0) {}
    }
    pthread_mutex_lock(&lock);
    read_available();
    // Whole reads only, as many as fit.
    size_t taken_reads = 0, taken_bytes = 0;
    while (taken_reads < read_count && (long)taken_reads < read_capacity_out) {
        size_t end = taken_reads + 1 < read_count ? reads[taken_reads + 1].offset : byte_count;
        if ((long)end > capacity) break;  // capacity is at least one read (4096 bytes)
        times[taken_reads] = reads[taken_reads].time;
        offsets[taken_reads] = (long)reads[taken_reads].offset;
        taken_bytes = end;
        taken_reads++;
    }
    memcpy(out, bytes, taken_bytes);
    memmove(bytes, bytes + taken_bytes, byte_count - taken_bytes);
    byte_count -= taken_bytes;
    memmove(reads, reads + taken_reads, (read_count - taken_reads) * sizeof *reads);
    read_count -= taken_reads;
    for (size_t i = 0; i < read_count; i++) reads[i].offset -= taken_bytes;
    *read_total = (long)taken_reads;
    *input_closed = closed && read_count == 0;
    if (read_count > 0) signal_ready();
    pthread_mutex_unlock(&lock);
    return (long)taken_bytes;
}
