import Foundation
import Testing
import UIKit

/// The Objective-C runtime's associated objects, as libraries use them for stored properties in
/// extensions: read back by object and key, removed by setting nil, and with
/// `OBJC_ASSOCIATION_ASSIGN` not kept alive. Source: the runtime's `objc_setAssociatedObject`.
@Suite struct AssociatedObjectsTests {
    final class Model: NSObject {}
    final class Token {}

    @Test func aValueIsReadBackByItsObjectAndKey() {
        let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1), other = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { key.deallocate(); other.deallocate() }
        let model = Model(), another = Model()
        objc_setAssociatedObject(model, key, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(model, key) as? String == "first")
        #expect(objc_getAssociatedObject(another, key) == nil, "another object has its own")
        #expect(objc_getAssociatedObject(model, other) == nil, "another key has its own")
        objc_setAssociatedObject(model, key, 42, .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(model, key) as? Int == 42)
        objc_setAssociatedObject(model, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(model, key) == nil, "nil removes it")
        let view = UIView(frame: .zero)
        objc_setAssociatedObject(view, key, model, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, key) as? Model === model, "UIKit's objects too")
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, key) == nil)
    }

    @Test func anAssignedValueIsNotKeptAlive() {
        let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { key.deallocate() }
        let model = Model()
        var token: Token? = Token()
        weak let watched = token
        objc_setAssociatedObject(model, key, token!, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(model, key) as? Token === token)
        token = nil
        #expect(watched == nil, "assign does not retain")
        #expect(objc_getAssociatedObject(model, key) == nil)
        let retained = Token()
        weak let kept = retained
        objc_setAssociatedObject(model, key, retained, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        _ = consume retained
        #expect(kept != nil, "retain keeps it while the object lives")
    }
}
