// Swift Testing ships a cross-import declaration (Testing.swiftcrossimport/UIKit.swiftoverlay) that
// names a module `_Testing_UIKit`: whenever a file imports both Testing and a module called UIKit,
// the compiler imports `_Testing_UIKit` too, and fails with "no such module" where there is none.
// On Apple's platforms that module adds image attachments; here it only has to exist, so that
// `import Testing` beside `import UIKit` compiles in a user's test target. It declares nothing.
