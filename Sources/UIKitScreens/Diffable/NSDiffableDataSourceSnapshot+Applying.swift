// What data sources read of a snapshot when applying it.
extension NSDiffableDataSourceSnapshot {
    /// Each section with its items, in order.
    var sectionsWithItems: [(SectionIdentifierType, [ItemIdentifierType])] { Array(zip(sectionIdentifiers, sectionItems)) }

    /// The snapshot as it stands once applied: its reloads and reconfigurations are done.
    func clearingReloads() -> NSDiffableDataSourceSnapshot {
        var copy = self
        copy.forgetReloads()
        return copy
    }
}
