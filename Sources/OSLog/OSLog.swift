// `import OSLog` (iOS 14's module for the unified logging system): the same Logger, OSLog and
// os_log as `import os`, which it re-exports.
@_exported import os
