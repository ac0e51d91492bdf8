// A C target needs a source file; the module's API is all in Sources/os.
