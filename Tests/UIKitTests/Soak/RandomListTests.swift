import Testing
import UIKit

/// Seeded random interaction over lists and tabs (ListSoak). `make test` runs a few thousand
/// steps; `make soak` runs SOAK_STEPS of them.
@MainActor
@Suite struct RandomListTests {
    @Test func randomSequencesOverListsAndTabsEndInStatesUIKitCouldBeIn() {
        ListSoak.runSeeds(defaultSteps: 2_000)
    }
}
