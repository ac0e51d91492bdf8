Pod::Spec.new do |s|
  s.name         = "Carousel"
  s.version      = "1.0"
  s.summary      = "A row of pages (a fixture of the lab's importer tests)."
  s.platform     = :ios, "15.0"
  s.source_files = "Sources/**/*.{swift}"
  s.exclude_files = "Sources/Drafts/*.swift"
  s.resources    = ["Sources/*.xib"]
end
