import Foundation
@_spi(UIKitLayers) import UIKitCore

/// The display mode button (`displayModeButtonItem`, the sidebar symbol): a column-style split
/// view puts it at the leading end of the first shown column's bar, where it shows the columns
/// the display mode hides or hides those it shows; a classic split view's app places it itself.
/// With `showsSecondaryOnlyButton`, a triple-column split view's secondary bar also has a button
/// that goes to the secondary alone and back.
extension UISplitViewController {
    /// The column whose bar holds the button now; nil where it does not show.
    private var displayModeButtonColumn: Column? {
        guard style != .unspecified, !isCollapsed, displayModeButtonVisibility != .never else { return nil }
        return shownColumns(in: columnDisplayMode).first
    }

    /// Whether the secondary's bar has the secondary-only button now.
    private var secondaryOnlyButtonShows: Bool {
        style == .tripleColumn && showsSecondaryOnlyButton && !isCollapsed
    }

    /// Moves the buttons to the bars of the columns that hold them now: the display mode button
    /// first, then, in the secondary's bar, the secondary-only button.
    func placeDisplayModeButton() {
        let holder = displayModeButtonColumn
        if secondaryOnlyButtonShows {
            let secondaryOnly = columnDisplayMode == .secondaryOnly
            secondaryOnlyButton.image = UIImage(systemName: secondaryOnly ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right")
            secondaryOnlyButton.accessibilityLabel = secondaryOnly ? "Exit Full Screen" : "Full Screen"
        }
        for (column, navigation) in columnNavigations {
            var items: [UIBarButtonItem] = []
            if column == holder { items.append(displayModeButton) }
            if column == .secondary && secondaryOnlyButtonShows { items.append(secondaryOnlyButton) }
            navigation.navigationBar.leadingSystemItems = items
        }
    }

    /// To `.secondaryOnly`, or back to the mode it left.
    func secondaryOnlyButtonTapped() {
        if columnDisplayMode == .secondaryOnly {
            changeDisplayMode(to: modeBeforeSecondaryOnly ?? modeShowing(columns: 2), animated: true)
        } else {
            modeBeforeSecondaryOnly = columnDisplayMode
            changeDisplayMode(to: .secondaryOnly, animated: true)
        }
        placeDisplayModeButton()
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
