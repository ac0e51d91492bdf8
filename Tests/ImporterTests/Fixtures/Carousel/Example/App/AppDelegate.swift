import UIKit
import Carousel

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate, CarouselDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let carousel = CarouselView(frame: UIScreen.main.bounds)
        carousel.delegate = self
        let controller = UIViewController()
        controller.view = carousel
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }

    func carouselShouldWrap(_ carousel: CarouselView) -> Bool { true }
}
