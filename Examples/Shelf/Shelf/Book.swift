//
//  Book.swift
//  Shelf
//

import Foundation

struct Book: Equatable {
    var title: String
    var author: String
    var isRead = false

    static let shelf = [
        Book(title: "Middlemarch", author: "George Eliot"),
        Book(title: "Moby-Dick", author: "Herman Melville"),
        Book(title: "Persuasion", author: "Jane Austen"),
    ]

    /// "2 of 3 read", for the shelf's summary row.
    static func summary(of books: [Book]) -> String {
        let read = books.filter(\.isRead).count
        return String(format: NSLocalizedString("%d of %d read", comment: "The summary row: books read, of the books on the shelf."), read, books.count)
    }
}
