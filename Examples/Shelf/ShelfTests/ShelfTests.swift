//
//  ShelfTests.swift
//  ShelfTests
//

import XCTest
@testable import Shelf

class ShelfTests: XCTestCase {

    func testSummaryCountsReadBooks() {
        var books = Book.shelf
        XCTAssertEqual(Book.summary(of: books), "0 of 3 read")
        books[1].isRead = true
        XCTAssertEqual(Book.summary(of: books), "1 of 3 read")
    }

    @MainActor
    func testTheStoryboardListsTheShelf() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: BooksViewController.self))
        let navigation = try XCTUnwrap(storyboard.instantiateInitialViewController() as? UINavigationController)
        let books = try XCTUnwrap(navigation.topViewController as? BooksViewController)
        books.loadViewIfNeeded()
        XCTAssertEqual(books.title, "Shelf")
        XCTAssertEqual(books.tableView.numberOfRows(inSection: 0), 3)
        let cell = books.tableView(books.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
        XCTAssertEqual((cell as? SummaryCell)?.countLabel.text, "0 of 3 read")
    }
}
