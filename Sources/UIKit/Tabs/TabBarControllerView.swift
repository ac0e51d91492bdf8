/// The tab bar controller's root view: the selected child's view with the bar over its bottom.
@MainActor
final class TabBarControllerView: UIView {
    private unowned let controller: UITabBarController

    init(controller: UITabBarController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller.layoutTabBar(in: bounds, safeBottom: safeAreaInsets.bottom)
    }
}
