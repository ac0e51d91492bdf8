import Testing
import UIKit

/// Seeded random interaction over navigation, scroll views, alerts and tabs (InteractionSoak).
/// `make test` runs a few thousand steps; `make soak` runs SOAK_STEPS of them.
@MainActor
@Suite struct RandomInteractionOverUIKitTests {
    @Test func randomSequencesOverNavigationScrollingAndAlertsEndInStatesUIKitCouldBeIn() {
        InteractionSoak.runSeeds(defaultSteps: 3_000)
    }
}
