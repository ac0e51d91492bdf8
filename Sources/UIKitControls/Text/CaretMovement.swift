/// A move of the caret by the keyboard, as a hardware keyboard moves it on an iPad: a character
/// left or right, a line up or down, to the start or end of the line.
package enum CaretMovement: Sendable {
    case left, right, up, down, lineStart, lineEnd
}
