// The trace: what `--trace` prints, and what the headless host's `trace` keeps as values.
extension HostEnvironment {
    /// Whether anyone reads the trace: a line is only built when so.
    var isTracing: Bool { traceHandler != nil || recordsTrace }

    /// A trace line of `kind`, stamped with the frame-clock time.
    package func trace(kind: TraceEvent.Kind = .other, _ message: @autoclosure () -> String) {
        guard isTracing else { return }
        let line = message()
        emit(TraceEvent(time: animationEngine.now, kind: kind, subject: nil, message: line, line: line))
    }

    /// A callback UIKit makes on `object` (`call` as made, "viewWillAppear(true)"), printed after
    /// the object's trace name.
    func traceCallback(_ call: @autoclosure () -> String, on object: AnyObject, named name: @autoclosure () -> String) {
        guard isTracing else { return }
        let made = call()
        emit(TraceEvent(time: animationEngine.now, kind: .callback, subject: ObjectIdentifier(object),
                        message: made, line: "\(name()).\(made)"))
    }

    private func emit(_ event: TraceEvent) {
        if recordsTrace { traceEvents.append(event) }
        traceHandler?(String(format: "[%8.4f] ", event.time) + event.line)
    }
}
