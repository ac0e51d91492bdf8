import UIKit
import UIKitTesting

final class Demo: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 40, width: 160, height: 100))
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 16
        view.addSubview(box)
        let label = UILabel(frame: CGRect(x: 20, y: 160, width: 200, height: 30))
        label.text = "Hello, Presentation Lab"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("Present", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.layer.cornerRadius = 8
        view.addSubview(button)
        let group = UIView(frame: CGRect(x: 100, y: 80, width: 120, height: 120))
        group.alpha = 0.5
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)); a.backgroundColor = .red
        let b = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 80)); b.backgroundColor = .green
        group.addSubview(a); group.addSubview(b)
        view.addSubview(group)
    }
}
let host = HeadlessHost(size: CGSize(width: 300, height: 300))
host.rootViewController = Demo()
try host.writePNG(to: "/tmp/smoke.png")
print(host.displayList)
