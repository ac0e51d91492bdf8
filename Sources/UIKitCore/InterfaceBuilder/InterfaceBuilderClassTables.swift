/// The `InterfaceBuilderClasses` tables of the modules a host's documents reached, read once per
/// host (a table's `classes` builds closures for every outlet): which outlets and actions each
/// class has, and custom classes found by name.
@MainActor
package final class InterfaceBuilderClassTables: EnvironmentState {
    private var tablesByModule: [String: [ObjectIdentifier: InterfaceBuilderClass]] = [:]

    package init(environment: HostEnvironment) {}

    static var current: InterfaceBuilderClassTables { HostEnvironment.current[InterfaceBuilderClassTables.self] }

    /// The class `name` (Interface Builder's `customClass`), looked for in `modules` in order, as
    /// Swift names it (`Module.Name`, nested types `Module.Outer.Inner`).
    func resolveClass(named name: String, in modules: [String]) -> AnyClass? {
        if name.contains("."), let type = Self.type(named: name.split(separator: ".").map(String.init), lastKinds: ["C"]) as? AnyClass { return type }
        for module in modules {
            if let type = Self.type(named: [module] + name.split(separator: ".").map(String.init), lastKinds: ["C"]) as? AnyClass { return type }
        }
        return nil
    }

    /// The type `Module.Outer.Name`, found by its mangled name (the Swift runtime resolves
    /// mangled names of any type; its demangled lookup finds top-level classes only). Types that
    /// enclose it may be classes, structs or enums; the last one is of `lastKinds`.
    static func type(named path: [String], lastKinds: [String]) -> Any.Type? {
        if path.first == "UIKit" {
            return uikitLayerModules.lazy.compactMap { type(named: [$0] + path.dropFirst(), lastKinds: lastKinds) }.first
        }
        guard path.count >= 2, path.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }) else { return nil }
        func mangled(_ identifier: String) -> String { "\(identifier.utf8.count)\(identifier)" }
        var prefixes = [mangled(path[0])]
        for enclosing in path.dropFirst().dropLast() {
            prefixes = prefixes.flatMap { prefix in ["C", "V", "O"].map { prefix + mangled(enclosing) + $0 } }
        }
        for prefix in prefixes {
            for kind in lastKinds {
                if let type = _typeByName(prefix + mangled(path[path.count - 1]) + kind) { return type }
            }
        }
        return nil
    }

    /// Sets `object`'s outlet `name` from its own class up, through the tables of the modules its
    /// classes come from. Nil when no class declares the outlet; false when the value's type is wrong.
    func connectOutlet(_ name: String, of object: AnyObject, to value: Any) -> Bool? {
        nearest(from: Swift.type(of: object)) { $0.outlets[name] }.map { connect in connect(object, value) }
    }

    /// The type a class (or one it inherits from) declares its outlet `name` to hold.
    func declaredType(ofOutlet name: String, in type: AnyClass) -> Any.Type? {
        nearest(from: type) { $0.outletTypes[name] }
    }

    /// Sends the action `selector` to `target`. Nil when no class of `target` declares it; false
    /// when the sender is not what the method takes.
    func send(_ selector: String, to target: AnyObject, from sender: Any?, event: UIEvent?) -> Bool? {
        nearest(from: Swift.type(of: target)) { $0.actions[selector] }.map { send in send(target, sender, event) }
    }

    /// Sets `object`'s `@IBInspectable` property `name` from its own class up. A class's entry is
    /// looked for in its module's table and in those of `modules` (an app's extension of a UIKit
    /// class, `extension UIView { @IBInspectable var … }`, is listed in the app's). Nil when no
    /// class declares it; false when the value is not of its type.
    func setInspectable(_ name: String, of object: AnyObject, to value: Any, alsoIn modules: [String]) -> Bool? {
        nearest(from: Swift.type(of: object), alsoIn: modules) { $0.inspectables[name] }.map { assign in assign(object, value) }
    }

    /// A new object of `type` made with its `init()`, when its module's table can make one.
    func make(_ type: AnyClass) -> AnyObject? {
        entry(for: type)?.make?()
    }

    /// Whether `target`'s classes declare the action `selector`.
    func responds(_ target: AnyObject, to selector: String) -> Bool {
        nearest(from: Swift.type(of: target)) { $0.actions[selector] } != nil
    }

    /// What `member` finds in the entry of `type` or of the nearest class it inherits from that has one.
    private func nearest<Member>(from type: AnyClass, alsoIn modules: [String] = [], _ member: (InterfaceBuilderClass) -> Member?) -> Member? {
        var type: AnyClass? = type
        while let current = type {
            if let entry = entry(for: current), let found = member(entry) { return found }
            for module in modules where module != Self.module(of: current) {
                if let entry = entry(for: current, inModule: module), let found = member(entry) { return found }
            }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// Whether `type` is `ancestor` or inherits from it.
    static func isClass(_ type: AnyClass, inheritingFrom ancestor: AnyClass) -> Bool {
        var current: AnyClass? = type
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(ancestor) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    private func entry(for type: AnyClass) -> InterfaceBuilderClass? {
        entry(for: type, inModule: Self.module(of: type))
    }

    /// `type`'s entry in `module`'s table.
    private func entry(for type: AnyClass, inModule module: String) -> InterfaceBuilderClass? {
        if tablesByModule[module] == nil {
            let tableType = Self.type(named: [module, "InterfaceBuilderClasses"], lastKinds: ["O", "V", "C"])
            let table = (tableType as? InterfaceBuilderClassTable.Type)?.classes ?? []
            // A class whose extensions in several files each list their own outlets has one entry per file.
            tablesByModule[module] = Dictionary(table.map { (ObjectIdentifier($0.type), $0) }, uniquingKeysWith: { $0.merging($1) })
        }
        return tablesByModule[module]?[ObjectIdentifier(type)]
    }

    /// The module a class is declared in (`App` for `App.ListViewController`); `UIKit` for UIKit's own.
    package static func module(of type: AnyClass) -> String {
        let name = String(reflecting: type)
        let module = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return uikitLayerModules.contains(module) ? "UIKit" : module
    }

    /// The modules UIKit's layers are built as, bottom first: documents and code name UIKit's classes
    /// as `UIKit`'s, and its `InterfaceBuilderClasses` table is the top layer's.
    static let uikitLayerModules = ["UIKitCore", "UIKitControls", "UIKitScreens", "UIKitHosting"]
}
