/// What says when a world's frames run and what time they are: the real clock for the default app
/// (RealTimeFrameDriver), the display's pacing for the window (DisplayFrameDriver), the fake clock a
/// test moves for the headless host (FakeFrameClock). The world calls it as work arrives.
@MainActor
package protocol FrameDriver: AnyObject {
    /// The frame clock's time now: what a frame run now, or an event arriving now, is stamped with.
    var frameTime: TimeInterval { get }
    /// Something needs a frame (an animation was committed, a view needs display): see that one runs.
    func wake()
    /// Brings the world's clock up to `frameTime` between frames, so what starts now starts now.
    func catchUp()
}
