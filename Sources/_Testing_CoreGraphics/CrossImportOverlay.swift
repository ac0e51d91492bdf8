// The module Swift Testing's cross-import declaration names for a module called CoreGraphics (as
// `_Testing_UIKit` is for UIKit, which says why it must exist). It declares nothing.
