import Foundation
@_spi(UIKitLayers) import UIKitCore

/// The display mode button (`displayModeButtonItem`, the sidebar symbol): a column-style split
/// view puts it at the leading end of the leftmost shown column's bar, where it shows the columns
/// the display mode hides or hides those it shows; a classic split view's app places it itself.
extension UISplitViewController {
    /// The column whose bar holds the button now; nil where it does not show.
    private var displayModeButtonColumn: Column? {
        guard style != .unspecified, !isCollapsed, displayModeButtonVisibility != .never else { return nil }
        return shownColumns(in: columnDisplayMode).first
    }

    /// Moves the button to the bar of the column that holds it now.
    func placeDisplayModeButton() {
        let holder = displayModeButtonColumn.flatMap { columnNavigations[$0] }
        for navigation in columnNavigations.values where navigation !== holder && navigation.navigationBar.leadingSystemItem === displayModeButton {
            navigation.navigationBar.leadingSystemItem = nil
        }
        if let holder, holder.navigationBar.leadingSystemItem !== displayModeButton {
            holder.navigationBar.leadingSystemItem = displayModeButton
        }
    }

    /// The mode a tap on the button goes to: the delegate's choice, else the next in UIKit's
    /// cycle (the secondary alone, then one column more, then all, then the secondary alone).
    func displayModeButtonTapped() {
        if style == .unspecified {
            preferredDisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
            return
        }
        if let chosen = delegate?.targetDisplayModeForAction(in: self), chosen != .automatic {
            return changeDisplayMode(to: chosen, animated: true)
        }
        let shownCount = shownColumns(in: columnDisplayMode).count - 1
        let columnCount = style == .tripleColumn ? 2 : 1
        changeDisplayMode(to: shownCount >= columnCount ? .secondaryOnly : modeShowing(columns: shownCount + 1), animated: true)
    }
}
