/// The words a host's apps taught `UITextChecker` (`learnWord(_:)`): on iOS they join the user's
/// lexicon, which every app on the device shares, so here they belong to the host, not to one checker.
@MainActor
final class LearnedWords: EnvironmentState {
    var words: Set<String> = []

    init(environment: HostEnvironment) {}
}

extension HostEnvironment {
    var learnedWords: LearnedWords { self[LearnedWords.self] }
}
