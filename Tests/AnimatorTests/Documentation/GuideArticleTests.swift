import Foundation
import Testing

/// The guides in `Documentation/` as articles of the DocC catalog, so that a hosted documentation
/// archive (a static `docc convert` site, the Swift Package Index) holds them and its landing page
/// opens them: a link from the catalog to `../../../Documentation/…` resolves in the repository
/// but not in an archive (issue 29).
///
/// Each guide `Documentation/NAME.md` becomes `Sources/Animator/Animator.docc/Guides/NAMEGuide.md`
/// and each picture it shows is copied to `Sources/Animator/Animator.docc/Resources/Guides/`. The
/// text is the guide's, with what only makes sense in the repository rewritten for the archive: a
/// link to another guide becomes a link to its article (`<doc:NAMEGuide>`), a link to a catalog
/// article a link to that article, a picture is named by its file, the snippet markers go, and a
/// link to a file of the repository (a source file, the README) keeps its text only. The test
/// fails when a generated file differs from what the guides give; after changing a guide or the
/// pictures, `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GuideArticleTests` writes them again.
/// CI then checks that no link of the built archive leads out of it (`.ci/run`, after the DocC
/// step).
@Suite("Guides as DocC articles")
struct GuideArticleTests {
  static let root = GuideSnippetTests.packageRoot
  static let catalog = "Sources/Animator/Animator.docc"

  /// The guides, by file name, in the order of `Documentation/README.md`.
  static let guides = [
    "GettingStarted", "WhichAPI", "StateMachine", "Timing", "MotionPaths", "Timelines", "TimelinesAsData",
    "AnimationGraphs", "InteractiveMotion", "ScrollDriven", "PuttingItOnScreen", "Lifetimes", "ClocksAndTesting",
    "MigratingFromUIKit",
    "Demo", "Performance", "Reliability", "Fidelity",
  ]

  /// The article a guide becomes.
  static func article(of guide: String) -> String { "\(guide)Guide" }

  /// The catalog's own articles, which a guide may link to as `../Sources/Animator/Animator.docc/NAME.md`.
  static func catalogArticles() throws -> Set<String> {
    let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
    return Set(names.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) })
  }

  /// The article text for `guide`, and the pictures it shows (paths under `Documentation/`).
  static func convert(_ guide: String) throws -> (text: String, pictures: [String]) {
    let source = try String(
      contentsOf: root.appendingPathComponent("Documentation/\(guide).md"), encoding: .utf8)
    let articles = try catalogArticles()
    var pictures: [String] = []
    var output: [String] = []
    var inCode = false
    for line in source.components(separatedBy: "\n") {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
        output.append(line)
        continue
      }
      if inCode {
        output.append(line)
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") { continue }
      output.append(rewriteLinks(in: line, articles: articles, pictures: &pictures))
      if output.count == 1 && line.hasPrefix("# ") {
        // The title; "Guide" above it tells it from the catalog's articles of the same names.
        output += ["", "@Metadata {", "  @TitleHeading(\"Guide\")", "}"]
      }
    }
    while output.last?.isEmpty == true { output.removeLast() }
    output += [
      "",
      "@Comment {",
      "  Generated from Documentation/\(guide).md by GuideArticleTests; edit the guide, then run",
      "  ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GuideArticleTests.",
      "}",
      "",
    ]
    return (output.joined(separator: "\n"), pictures)
  }

  /// `line` with every Markdown link and picture rewritten for the archive.
  static func rewriteLinks(in line: String, articles: Set<String>, pictures: inout [String]) -> String {
    let pattern = /(!?)\[([^\]]*)\]\(([^)\s]+)\)/
    var result = ""
    var rest = Substring(line)
    while let match = rest.firstMatch(of: pattern) {
      result += rest[..<match.range.lowerBound]
      let (_, bang, text, target) = match.output
      let path = target.split(separator: "#", omittingEmptySubsequences: false).first ?? target
      if !bang.isEmpty {
        // A picture: DocC finds it by its file name among the catalog's resources.
        pictures.append(String(path))
        result += "![\(text)](\(path.split(separator: "/").last ?? path))"
      } else if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") {
        result += match.output.0
      } else if path.hasSuffix(".md"), !path.contains("/"), guides.contains(String(path.dropLast(3))) {
        // To the article; a place in it (a GitHub anchor) is not one DocC knows, so the link opens
        // the article at its top.
        result += "[\(text)](<doc:\(article(of: String(path.dropLast(3))))>)"
      } else if path.hasPrefix("../\(catalog)/"), path.hasSuffix(".md"),
        case let name = String(path.dropFirst(catalog.count + 4).dropLast(3)), articles.contains(name)
      {
        result += "[\(text)](<doc:\(name)>)"
      } else {
        // A file of the repository, or a place in this guide: the text alone.
        result += text
      }
      rest = rest[match.range.upperBound...]
    }
    return result + rest
  }

  @Test("every guide is an article of the catalog, generated from the guide, with its pictures")
  func articlesAreUpToDate() throws {
    let updating = ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GOLDEN"] != nil
    let fileManager = FileManager.default
    let guidesFolder = Self.root.appendingPathComponent("\(Self.catalog)/Guides")
    let picturesFolder = Self.root.appendingPathComponent("\(Self.catalog)/Resources/Guides")
    if updating {
      try? fileManager.removeItem(at: guidesFolder)
      try? fileManager.removeItem(at: picturesFolder)
      try fileManager.createDirectory(at: guidesFolder, withIntermediateDirectories: true)
      try fileManager.createDirectory(at: picturesFolder, withIntermediateDirectories: true)
    }
    var expectedPictures: Set<String> = []
    for guide in Self.guides {
      let (text, pictures) = try Self.convert(guide)
      let url = guidesFolder.appendingPathComponent("\(Self.article(of: guide)).md")
      if updating { try text.write(to: url, atomically: true, encoding: .utf8) }
      let stored = try? String(contentsOf: url, encoding: .utf8)
      #expect(
        stored == text,
        "\(url.lastPathComponent) is not what Documentation/\(guide).md gives: run ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GuideArticleTests"
      )
      for picture in pictures {
        let name = String(picture.split(separator: "/").last ?? "")
        expectedPictures.insert(name)
        let original = try Data(contentsOf: Self.root.appendingPathComponent("Documentation/\(picture)"))
        let copy = picturesFolder.appendingPathComponent(name)
        if updating { try original.write(to: copy) }
        #expect(
          (try? Data(contentsOf: copy)) == original,
          "\(name) in the catalog is not Documentation/\(picture): run ANIMATOR_UPDATE_GOLDEN=1 swift test --filter GuideArticleTests"
        )
      }
    }
    // Nothing else in the generated folders: a guide or picture removed goes from the catalog too.
    let articles = Set(try fileManager.contentsOfDirectory(atPath: guidesFolder.path))
    #expect(articles == Set(Self.guides.map { "\(Self.article(of: $0)).md" }))
    let copies = Set(try fileManager.contentsOfDirectory(atPath: picturesFolder.path))
    #expect(copies == expectedPictures)
  }

  @Test("picture names are unique, since DocC finds a picture by its file name")
  func pictureNamesAreUnique() throws {
    var seen: [String: String] = [:]
    for guide in Self.guides {
      for picture in try Self.convert(guide).pictures {
        let name = String(picture.split(separator: "/").last ?? "")
        #expect(seen[name] == nil || seen[name] == picture, "\(name): \(picture) and \(seen[name] ?? "")")
        seen[name] = picture
      }
    }
  }

  @Test("the catalog's landing page lists every guide's article and links to no file outside the catalog")
  func landingPageListsTheGuides() throws {
    let landing = try String(
      contentsOf: Self.root.appendingPathComponent("\(Self.catalog)/Animator.md"), encoding: .utf8)
    for guide in Self.guides {
      #expect(landing.contains("- <doc:\(Self.article(of: guide))>"), "\(guide)")
    }
    #expect(!landing.contains("](../"), "a relative link leaves the archive")
    #expect(!landing.contains("Documentation/"), "the archive has no Documentation folder")
  }
}
