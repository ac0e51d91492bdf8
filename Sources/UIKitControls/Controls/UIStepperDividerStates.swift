@_spi(UIKitLayers) import UIKitCore
/// The states of the halves either side of a stepper's divider, the key of its divider images.
struct UIStepperDividerStates: Hashable {
    let left: UInt
    let right: UInt

    init(left: UIControl.State, right: UIControl.State) {
        self.left = left.rawValue
        self.right = right.rawValue
    }
}
