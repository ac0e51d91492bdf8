import Foundation
import Testing
import UIKit
@testable import UIKitCore
@testable import UIKitHosting

/// The window's clock: an animation a timer or a queued block commits while the window idles
/// starts when it is committed, not at the last drawn frame (which would show it part done on its
/// first frame), and Slow Animations runs that clock ten times slower, as the Simulator's does.
@MainActor
@Suite struct DisplayFrameDriverTests {
    private func idleWorld(slowAnimations: Bool) -> (HostEnvironment, DisplayFrameDriver, UIView) {
        let world = HostEnvironment()
        let driver = DisplayFrameDriver(environment: world, refreshInterval: 1.0 / 60, slowAnimations: slowAnimations)
        world.frameDriver = driver
        let view = world.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        return (world, driver, view)
    }

    @Test func anAnimationCommittedWhileIdleStartsWhenCommitted() {
        let (world, driver, view) = idleWorld(slowAnimations: false)
        #expect(world.animationEngine.now == 0, "no frame has run yet")
        Thread.sleep(forTimeInterval: 0.2)
        world.run { UIView.animate(withDuration: 1) { view.alpha = 0 } }
        let committedAt = world.animationEngine.now
        #expect(committedAt >= 0.19 && committedAt <= driver.frameTime, "the clock caught up to the commit: \(committedAt)")
        #expect(view.presentationAlpha > 0.99, "at its start the animation shows its from-value, not a fifth done")
    }

    @Test func slowAnimationsRunTheWindowClockTenTimesSlower() {
        let (world, driver, view) = idleWorld(slowAnimations: true)
        Thread.sleep(forTimeInterval: 0.3)
        world.run { UIView.animate(withDuration: 1) { view.alpha = 0 } }
        let committedAt = world.animationEngine.now
        #expect(committedAt >= 0.029 && committedAt < 0.1, "0.3 s of the wall clock is 0.03 s slowed: \(committedAt)")
        #expect(driver.frameTime < driver.now / 5)
    }
}
