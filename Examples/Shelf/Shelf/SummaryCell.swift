//
//  SummaryCell.swift
//  Shelf
//

import UIKit

class SummaryCell: UITableViewCell {

    static let identifier = "SummaryCell"

    @IBOutlet weak var countLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
    }
}
