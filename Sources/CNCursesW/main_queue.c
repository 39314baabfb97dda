// The main thread's wait: the terminal's input and the main dispatch queue in one poll(2).
//
// libdispatch lets a run loop serve the main queue instead of dispatch_main(): it hands out a
// descriptor that becomes readable when work is queued, and a call that runs that work.
// CoreFoundation's run loop uses the same two functions on Linux.

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <unistd.h>

#include "CNCursesW.h"

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);
// CoreFoundation's own lookup of a thread's run loop: NULL when none was made, and it makes none.
extern void *_CFRunLoopGet0b(pthread_t thread);

int tessera_main_queue_descriptor(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

int tessera_wait_for_input(int input_fd, int queue_fd, int signal_fd, int timeout_ms) {
    // The input reader's terminal as well as its descriptor: a key wakes this thread at once.
    struct pollfd fds[4] = {
        { .fd = input_fd, .events = POLLIN, .revents = 0 },
        { .fd = queue_fd, .events = POLLIN, .revents = 0 },
        { .fd = signal_fd, .events = POLLIN, .revents = 0 },
        { .fd = tessera_input_reader_terminal(input_fd), .events = POLLIN, .revents = 0 },
    };
    int ready;
    do { ready = poll(fds, 4, timeout_ms); } while (ready < 0 && errno == EINTR);
    if (ready < 0) return 0;
    if (ready == 0) return TESSERA_TIMED_OUT;
    int result = 0;
    if (signal_fd >= 0 && (fds[2].revents & POLLIN)) result |= TESSERA_SIGNAL_READY;
    if (fds[1].revents & POLLIN) {
        // The descriptor is an eventfd: reading it clears the wake-up (it is non-blocking, so
        // a wake-up another read already took costs nothing).
        uint64_t count;
        while (read(queue_fd, &count, sizeof count) < 0 && errno == EINTR) {}
        result |= TESSERA_MAIN_QUEUE_READY;
    }
    if (fds[3].revents & (POLLHUP | POLLERR | POLLNVAL)) tessera_input_reader_hung_up();
    if (fds[0].revents & POLLIN || fds[3].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL)) result |= TESSERA_INPUT_READY;
    // A hang-up can come with the last bytes still to read: both bits, the bytes first.
    if (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) result |= TESSERA_INPUT_CLOSED;
    return result;
}

void tessera_run_main_queue(void) {
    _dispatch_main_queue_callback_4CF(NULL);
}

int tessera_main_run_loop_exists(void) {
    return _CFRunLoopGet0b(pthread_self()) != NULL;
}
