// The C side of the Clang module `os`: os_unfair_lock over a Linux futex. The lock word holds the
// owner's thread id (so ownership can be checked, as Apple's does) and a bit saying threads wait.
#include "os_lock_shim.h"

#include <linux/futex.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#define WAITERS 0x80000000u

static uint32_t current_thread(void) {
    static _Thread_local uint32_t tid;
    if (tid == 0) tid = (uint32_t)syscall(SYS_gettid) & ~WAITERS;
    return tid;
}

static _Atomic uint32_t *word(const os_unfair_lock *lock) { return (_Atomic uint32_t *)&lock->_os_unfair_lock_opaque; }

void os_unfair_lock_lock(os_unfair_lock_t lock) {
    _Atomic uint32_t *w = word(lock);
    uint32_t me = current_thread(), seen = 0;
    if (atomic_compare_exchange_strong(w, &seen, me)) return;
    for (;;) {
        seen = 0;
        // Taken after waiting: keep the flag, since others may still wait.
        if (atomic_compare_exchange_strong(w, &seen, me | WAITERS)) return;
        if ((seen & ~WAITERS) == me) {
            fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: Trying to recursively lock an os_unfair_lock\n");
            abort();
        }
        if (!(seen & WAITERS)) {
            if (!atomic_compare_exchange_strong(w, &seen, seen | WAITERS)) continue;
            seen |= WAITERS;
        }
        syscall(SYS_futex, w, FUTEX_WAIT_PRIVATE, seen, NULL, NULL, 0);
    }
}

bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t seen = 0;
    return atomic_compare_exchange_strong(word(lock), &seen, current_thread());
}

void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    _Atomic uint32_t *w = word(lock);
    if ((atomic_load(w) & ~WAITERS) != current_thread()) {
        fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: Unlock of an os_unfair_lock not owned by current thread\n");
        abort();
    }
    if (atomic_exchange(w, 0) & WAITERS) syscall(SYS_futex, w, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if ((atomic_load(word(lock)) & ~WAITERS) != current_thread()) {
        fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly not owned by current thread\n");
        abort();
    }
}

void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    if ((atomic_load(word(lock)) & ~WAITERS) == current_thread()) {
        fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly owned by current thread\n");
        abort();
    }
}
