//
//  BookViewController.swift
//  Shelf
//

import UIKit

class BookViewController: UIViewController {

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var authorLabel: UILabel!
    @IBOutlet weak var readButton: UIButton!

    var book: Book?
    var onRead: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Paper")
        titleLabel.text = book?.title
        authorLabel.text = book?.author
        title = book?.title
    }

    @IBAction func markRead(_ sender: UIButton) {
        book?.isRead = true
        sender.setTitle("Read", for: UIControlState.normal)
        sender.isEnabled = false
        onRead?()
    }
}
