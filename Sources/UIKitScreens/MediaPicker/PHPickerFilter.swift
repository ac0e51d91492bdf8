/// Which assets a photo picker shows, as PhotosUI's `PHPickerFilter`: kinds combined with
/// `any(of:)`, `all(of:)` and `not(_:)`. The lab's library holds still photos only: `.images`
/// shows them, the other kinds show none.
public struct PHPickerFilter: Hashable, Sendable {
    private indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule]), all([Rule]), not(Rule)
    }

    private let rule: Rule

    private init(_ rule: Rule) { self.rule = rule }

    public static let images = PHPickerFilter(.kind("images"))
    public static let videos = PHPickerFilter(.kind("videos"))
    public static let livePhotos = PHPickerFilter(.kind("livePhotos"))
    public static let screenshots = PHPickerFilter(.kind("screenshots"))
    public static let screenRecordings = PHPickerFilter(.kind("screenRecordings"))
    public static let panoramas = PHPickerFilter(.kind("panoramas"))
    public static let depthEffectPhotos = PHPickerFilter(.kind("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(.kind("bursts"))
    public static let slomoVideos = PHPickerFilter(.kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(.kind("timelapseVideos"))
    public static let cinematicVideos = PHPickerFilter(.kind("cinematicVideos"))

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.any(subfilters.map(\.rule))) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(.all(subfilters.map(\.rule))) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.rule)) }

    /// Whether a still photo (the only kind the lab's library holds) passes.
    var admitsStillPhotos: Bool { Self.admitsStillPhotos(rule) }

    private static func admitsStillPhotos(_ rule: Rule) -> Bool {
        switch rule {
        case .kind(let kind): kind == "images"
        case .any(let rules): rules.contains(where: admitsStillPhotos)
        case .all(let rules): rules.allSatisfy(admitsStillPhotos)
        case .not(let rule): !admitsStillPhotos(rule)
        }
    }
}
