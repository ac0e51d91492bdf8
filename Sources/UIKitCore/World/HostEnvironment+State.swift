/// State a higher layer keeps per environment. The environment sits low in the layers, so it
/// cannot name the types above it; each layer declares its state as an `EnvironmentState` and
/// reaches it with `environment[TheState.self]`, made on first use.
@MainActor
package protocol EnvironmentState: AnyObject {
    init(environment: HostEnvironment)
}

extension HostEnvironment {
    package subscript<State: EnvironmentState>(_ type: State.Type) -> State {
        let key = ObjectIdentifier(type)
        if let state = states[key] { return unsafeDowncast(state, to: State.self) }
        let state = State(environment: self)
        states[key] = state
        return state
    }

    /// The state of `type` if it was made already (a frame need not make a layer's state to skip it).
    func existingState<State: EnvironmentState>(_ type: State.Type) -> State? {
        states[ObjectIdentifier(type)].map { unsafeDowncast($0, to: State.self) }
    }
}
