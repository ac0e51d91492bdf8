// Views from nibs for a reuse pool: each dequeue that finds no queued view instantiates the nib,
// whose one top-level object must be the view, as UIKit requires (it raises otherwise; the lab says
// so with UIKit's words and lets `standIn` serve).
extension ReusePool {
    /// Registers (or, with a nil nib, unregisters) `nib` for `identifier`; `call` is UIKit's
    /// method name for the message.
    func register(_ identifier: String, nib: UINib?, call: String, standIn: @escaping () -> View) {
        guard let nib else {
            register(identifier, factory: nil)
            return
        }
        register(identifier) {
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let view = objects.first as? View else {
                Diagnostics.warn("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(View.self) instance (\(call), '\(nib.name)': \(objects.map { "\(type(of: $0))" }))")
                return standIn()
            }
            return view
        }
    }
}
