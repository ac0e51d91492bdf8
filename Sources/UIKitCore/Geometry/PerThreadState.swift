import Foundation

/// State UIKit keeps per thread (the current trait collection, the current graphics context): one
/// object a thread, made on its first use there and released when the thread ends.
package protocol PerThreadState: AnyObject {
    init()
    /// The type's thread-specific key, made once with `PerThreadKey.make()`.
    static var threadKey: pthread_key_t { get }
}

enum PerThreadKey {
    /// A key whose value, an object retained by `forThisThread`, is released with its thread.
    static func make() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        return key
    }
}

extension PerThreadState {
    /// This thread's object.
    package static var forThisThread: Self {
        if let pointer = pthread_getspecific(threadKey) { return Unmanaged<Self>.fromOpaque(pointer).takeUnretainedValue() }
        let made = Self()
        pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
