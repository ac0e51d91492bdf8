/// One section of a storyboard table's static content: its titles and its cells, made once with the
/// table (their outlets connect like any other view's).
@MainActor
struct StaticTableSection {
    let headerTitle: String?
    let footerTitle: String?
    let cells: [UITableViewCell]
}
