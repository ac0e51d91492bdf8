import Testing
import UIKit

/// `os_unfair_lock`, as Apple's <os/lock.h> documents it, reached as iOS code reaches it: through
/// `import UIKit` (Foundation brings Darwin's declarations there).
@Suite struct UnfairLockTests {
    final class Counter: @unchecked Sendable {
        var lock = os_unfair_lock()
        var value = 0
    }

    @Test func theLockKeepsThreadsOutOfEachOthersWay() async {
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<20_000 {
                        os_unfair_lock_lock(&counter.lock)
                        counter.value += 1
                        os_unfair_lock_unlock(&counter.lock)
                    }
                }
            }
        }
        #expect(counter.value == 80_000)
    }

    @Test func tryLockFailsWhileHeldAndTheOwnerIsKnown() {
        var lock = os_unfair_lock()
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_assert_owner(&lock)
        #expect(!os_unfair_lock_trylock(&lock), "held, even by this thread: the lock is not recursive")
        os_unfair_lock_unlock(&lock)
        os_unfair_lock_assert_not_owner(&lock)
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }
}
