import Foundation
import Testing

/// The README's "Use it in your package" section: the `Package.swift` snippet it shows must name
/// every library the package ships, by the names `Package.swift` gives them, and nothing else, and
/// the text must say what each one is for. So the snippet cannot drift from the manifest.
///
/// And the snippet must work from a checkout under any folder name. SwiftPM knows a path
/// dependency by the last component of its path, not by the name in its manifest, so
/// `.package(path: "../animator-main")` is the package `animator-main`, and
/// `.product(name: "Animator", package: "Animator")` then fails ("unknown package 'Animator' in
/// dependencies of target 'MyApp'"). The snippet names the dependency (`.package(name:path:)`);
/// one test checks its text against that rule, another has SwiftPM load it beside a checkout in a
/// folder of another name.
@Suite("README package snippet")
struct ReadmePackageTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The quoted names that follow `marker` in `text`, in order (`.library(name: "X"` gives X).
  static func names(after marker: String, in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let range = rest.range(of: marker) {
      rest = rest[range.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { break }
      names.append(String(rest[..<close]))
      rest = rest[close...]
    }
    return names
  }

  /// The README's section that starts at the heading `title`, up to the next `## ` heading.
  static func section(_ title: String, of readme: String) -> String? {
    guard let start = readme.range(of: "\n## \(title)\n") else { return nil }
    let body = readme[start.upperBound...]
    let end = body.range(of: "\n## ")?.lowerBound ?? body.endIndex
    return String(body[..<end])
  }

  /// The section "Use it in your package" and the first Swift block in it, the manifest.
  static func snippet() throws -> (section: String, code: String) {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let body = try #require(Self.section("Use it in your package", of: readme))
    let code = try #require(
      body.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    return (body, code)
  }

  /// A dependency the snippet declares with `.package(…)`, outside comments.
  struct PathDependency {
    var name: String?
    var path: String
  }

  /// The snippet's `.package(path:)` and `.package(name:path:)` dependencies, comments left out.
  static func pathDependencies(in code: String) -> [PathDependency] {
    let lines = code.components(separatedBy: "\n").map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
    }
    return lines.joined(separator: "\n").matches(of: /\.package\(\s*(?:name:\s*"([^"]*)",\s*)?path:\s*"([^"]*)"\s*\)/)
      .map { PathDependency(name: $0.output.1.map(String.init), path: String($0.output.2)) }
  }

  @Test("the README shows how to depend on the package, naming every library the manifest ships")
  func snippetNamesEveryLibrary() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let libraries = Self.names(after: ".library(name: \"", in: manifest)
    #expect(libraries.count >= 4)
    let (section, snippet) = try Self.snippet()
    #expect(snippet.contains(".package("))
    let shown = Self.names(after: ".product(name: \"", in: snippet)
    #expect(Set(shown) == Set(libraries), "the snippet shows \(shown); Package.swift ships \(libraries)")
    for library in libraries {
      #expect(section.contains("`\(library)`"), "the section does not say what \(library) is for")
    }
    // Before the demo, so that a reader meets it before anything else they could run.
    let demo = try #require(readme.range(of: "\n## The demo\n"))
    let use = try #require(readme.range(of: "\n## Use it in your package\n"))
    #expect(use.lowerBound < demo.lowerBound)
  }

  @Test("by SwiftPM's rule, the snippet's package name holds for a checkout under any folder name")
  func snippetFollowsSwiftPMsNamingRule() throws {
    let (section, snippet) = try Self.snippet()
    let dependencies = Self.pathDependencies(in: snippet)
    try #require(dependencies.count == 1, "the snippet depends on one checkout by path: \(dependencies)")
    let dependency = dependencies[0]
    let packages = Set(Self.names(after: "package: \"", in: snippet))
    #expect(packages.count == 1, "every product comes from one package: \(packages)")
    // Without `name:`, SwiftPM names the dependency after the path's last component, which is the
    // reader's folder, not ours: `package:` would then hold only for a folder named like it.
    let folder = String(dependency.path.split(separator: "/").last ?? "")
    let known = dependency.name ?? folder
    #expect(packages == [known], "`package:` must be \(known), the name SwiftPM gives \(dependency.path)")
    #expect(dependency.name != nil, "without `name:`, `package:` holds only for a checkout named \(folder)")
    // And the text says why, so that a reader who changes the path keeps the name.
    #expect(section.contains("last component of its path"))
    #expect(section.contains("unknown package"))
  }

  /// Runs `swift` with `arguments` in `folder`; its status and what it printed on both streams.
  static func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test("SwiftPM loads the snippet beside a checkout in a folder of another name")
  func snippetLoadsBesideACheckoutOfAnotherName() throws {
    let (_, snippet) = try Self.snippet()
    let dependency = try #require(Self.pathDependencies(in: snippet).first)
    // A folder with the app's package and, beside it, the checkout under another name (a link to
    // this package). `swift package describe` loads the whole package graph, which is where an
    // unknown package is refused, without building anything.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("MyApp")
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    try "import Animator\n".write(
      to: app.appendingPathComponent("Sources/MyApp/main.swift"), atomically: true, encoding: .utf8)
    let checkout = "animator-checkout"
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent(checkout), withDestinationURL: Self.root)
    let manifest = snippet.replacingOccurrences(of: "path: \"\(dependency.path)\"", with: "path: \"../\(checkout)\"")
    try #require(manifest.contains("../\(checkout)"))

    func describe(_ manifest: String) throws -> (status: Int32, output: String) {
      try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
      return try Self.swift(
        ["package", "--scratch-path", folder.appendingPathComponent("scratch").path, "describe"], in: app)
    }
    let shown = try describe(manifest)
    #expect(shown.status == 0, "the README's snippet does not load beside \(checkout):\n\(shown.output)")
    // The same manifest without `name:` must fail there: the check can tell the two apart.
    let unnamed = manifest.replacing(/\.package\(\s*name:\s*"[^"]*",\s*path:/, with: ".package(path:")
    try #require(unnamed != manifest)
    let refused = try describe(unnamed)
    #expect(refused.status != 0 && refused.output.contains("unknown package"), "\(refused.output)")
  }
}
