// os_unfair_lock, as Apple's <os/lock.h> declares it: a lock word that starts at zero
// (OS_UNFAIR_LOCK_INIT), locked and unlocked by the same thread, never recursively.
#ifndef PRESENTATION_LAB_OS_LOCK_H
#define PRESENTATION_LAB_OS_LOCK_H

#include <stdbool.h>
#include <stdint.h>

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

/// Waits until the lock is free, then holds it.
void os_unfair_lock_lock(os_unfair_lock_t lock);
/// Holds the lock if it is free; false, at once, if another thread holds it.
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
/// Frees the lock, which the calling thread must hold.
void os_unfair_lock_unlock(os_unfair_lock_t lock);
/// Stops the program, as Apple's does, unless the calling thread holds the lock.
void os_unfair_lock_assert_owner(const os_unfair_lock *lock);
/// Stops the program, as Apple's does, if the calling thread holds the lock.
void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);

#endif
