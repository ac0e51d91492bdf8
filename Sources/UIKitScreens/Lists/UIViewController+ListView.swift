// How table and collection view controllers load their view.
extension UIViewController {
    /// Loads a list controller's view: the one its storyboard or nib describes, else the list
    /// `makeList` returns, with `connect` making this controller its data source and delegate.
    func loadListView<List: UIScrollView>(_ makeList: () -> List, connect: (List) -> Void) {
        if loadArchivedView() { return }
        let list = makeList()
        connect(list)
        view = list
    }
}
