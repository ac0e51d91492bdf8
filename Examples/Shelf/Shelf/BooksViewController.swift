//
//  BooksViewController.swift
//  Shelf
//

import UIKit

class BooksViewController: UITableViewController {

    /// The books, with the ones read remembered in the app's defaults between launches.
    var books = BooksViewController.savedShelf() {
        didSet { UserDefaults.standard.set(books.filter(\.isRead).map(\.title), forKey: BooksViewController.readTitlesKey) }
    }

    static let readTitlesKey = "readTitles"

    static func savedShelf() -> [Book] {
        let read = Set(UserDefaults.standard.stringArray(forKey: readTitlesKey) ?? [])
        return Book.shelf.map { book in
            var book = book
            book.isRead = read.contains(book.title)
            return book
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "SummaryCell", bundle: nil), forCellReuseIdentifier: SummaryCell.identifier)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Read All", comment: "The bar button that marks every book read."), style: .plain, target: self, action: #selector(markAllRead))
    }

    @objc func markAllRead() {
        for index in books.indices { books[index].isRead = true }
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return section == 0 ? books.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 1 {
            let cell = tableView.dequeueReusableCell(withIdentifier: SummaryCell.identifier, for: indexPath) as! SummaryCell
            cell.countLabel.text = Book.summary(of: books)
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
        let book = books[indexPath.row]
        cell.textLabel?.text = book.title
        cell.detailTextLabel?.text = book.isRead ? "\(book.author) · read" : book.author
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showBook",
              let detail = segue.destination as? BookViewController,
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.book = books[indexPath.row]
        detail.onRead = { [weak self] in
            self?.books[indexPath.row].isRead = true
            self?.tableView.reloadData()
        }
    }
}
