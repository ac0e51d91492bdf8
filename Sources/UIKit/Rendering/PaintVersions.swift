/// How many times what a view draws, and what its descendants draw, has changed. A retained
/// display tree (Backend/RetainedDisplayTree.swift) remembers the versions each view's drawing was
/// built from, so every tree (a window's, a test's second presenter) sees each change once, however
/// many look.
struct PaintVersions: Equatable {
    var own: UInt32 = 0
    var descendants: UInt32 = 0
}
