import Foundation
import Testing

/// `API/PublicAPI.txt` lists the public API of the library modules (``PublicAPIList``), so that
/// every change of the public surface shows in review as a change of that file. The test builds
/// the list from the modules `swift build` made, with the toolchain's `swift-symbolgraph-extract`,
/// and fails, naming the lines added and removed, when the file differs. After a change of the
/// public API, `ANIMATOR_UPDATE_GOLDEN=1 swift test --filter PublicAPITests` writes it again.
///
/// The list is the API on Linux, where CI runs: on Apple platforms `AnimatorInterop` adds the
/// display-link driver, so the test runs on Linux only.
@Suite("Public API list")
struct PublicAPITests {
  static let file = "API/PublicAPI.txt"
  static let regenerate = "ANIMATOR_UPDATE_GOLDEN=1 swift test --filter PublicAPITests"
  static let extractorName = "swift-symbolgraph-extract"

  static let isLinux: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  /// The target triple the modules were built for.
  static let target: String = {
    #if arch(arm64)
      "aarch64-unknown-linux-gnu"
    #else
      "x86_64-unknown-linux-gnu"
    #endif
  }()

  /// The lines above the list, which say what it is and how to write it again.
  static let header = """
    # The public API of Animator, AnimatorInterop, AnimatorObservable and AnimatorScene on Linux: every public
    # declaration and conformance, one a line, sorted. PublicAPITests builds it from the modules' symbol graphs
    # and fails when this file differs; after a change of the public API, run
    #   \(regenerate)
    # and commit the file. A line is MODULE | PATH | DECLARATION (or `conforms to`, `inherits from`), and a
    # fourth field says `requirement` (of a protocol) or `where …` (the constraints of the declaring extension).

    """

  /// The folder of the Swift runtime this process runs on, `<toolchain>/usr/lib/swift/linux`, from
  /// the libraries the process has mapped.
  static func runtimeFolder() -> URL? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    for line in maps.split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = String(line[slash...])
      if path.hasSuffix("/libswiftCore.so") { return URL(fileURLWithPath: path).deletingLastPathComponent() }
    }
    return nil
  }

  /// The places the extractor is looked for, in order: the `bin` folder of the toolchain whose
  /// runtime this process runs on (on Linux a test executable loads the runtime of the toolchain
  /// that built it, and that toolchain's extractor reads its modules), then each folder of `PATH`
  /// and the folder a `swift` there resolves to.
  static func extractorCandidates() -> [URL] {
    var folders: [URL] = []
    if let runtime = runtimeFolder() {
      // <toolchain>/usr/lib/swift/linux → <toolchain>/usr/bin
      let usr = runtime.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      folders.append(usr.appendingPathComponent("bin"))
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for entry in path.split(separator: ":") where !entry.isEmpty {
      let folder = URL(fileURLWithPath: String(entry))
      folders.append(folder)
      let swift = folder.appendingPathComponent("swift")
      if FileManager.default.fileExists(atPath: swift.path) {
        folders.append(swift.resolvingSymlinksInPath().deletingLastPathComponent())
      }
    }
    var seen: Set<String> = []
    return folders.map { $0.appendingPathComponent(extractorName) }.filter { seen.insert($0.path).inserted }
  }

  /// The folder of the built modules, `Modules` beside the test executable (`.build/<triple>/debug`).
  static func modulesFolder() -> URL? {
    guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    return executable.deletingLastPathComponent().appendingPathComponent("Modules")
  }

  /// What `ours` adds to and removes from `stored`, at most `limit` lines of each.
  static func difference(stored: [String], ours: [String], limit: Int = 40) -> String {
    let storedSet = Set(stored)
    let oursSet = Set(ours)
    let added = ours.filter { !storedSet.contains($0) }
    let removed = stored.filter { !oursSet.contains($0) }
    if added.isEmpty && removed.isEmpty { return "The declarations are the same; the header or their order differs." }
    var report = ["\(added.count) line(s) added, \(removed.count) removed:"]
    report += added.prefix(limit).map { "+ \($0)" }
    if added.count > limit { report.append("+ … and \(added.count - limit) more") }
    report += removed.prefix(limit).map { "- \($0)" }
    if removed.count > limit { report.append("- … and \(removed.count - limit) more") }
    return report.joined(separator: "\n")
  }

  /// A small symbol graph with one of each thing the list handles, as the extractor writes it.
  static let sampleGraph = #"""
    {"symbols": [
      {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "Box"}, "pathComponents": ["Box"],
       "accessLevel": "public", "swiftGenerics": {"constraints": [{"kind": "conformance", "lhs": "Value", "rhs": "Animatable"}]},
       "availability": [{"domain": "macOS", "introduced": {"major": 14}}, {"domain": "iOS", "introduced": {"major": 17, "minor": 2}}],
       "declarationFragments": [{"spelling": "struct "}, {"spelling": "Box<Value> where Value : Animatable"}]},
      {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "Box.angle"}, "pathComponents": ["Box", "angle"],
       "accessLevel": "public", "declarationFragments": [{"spelling": "var angle: Double { get }"}],
       "swiftExtension": {"constraints": [{"kind": "conformance", "lhs": "Value", "rhs": "Animatable"},
         {"kind": "sameType", "lhs": "Value", "rhs": "Double"}]}},
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "Box.old"}, "pathComponents": ["Box", "old()"],
       "accessLevel": "public", "declarationFragments": [{"spelling": "func old()"}],
       "availability": [{"domain": "*", "isUnconditionallyDeprecated": true, "message": "use new()"}]},
      {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "Box._core"}, "pathComponents": ["Box", "_core"],
       "accessLevel": "public", "declarationFragments": [{"spelling": "var _core: Int"}]},
      {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "Box.store"}, "pathComponents": ["Box", "store"],
       "accessLevel": "internal", "declarationFragments": [{"spelling": "var store: Int"}]},
      {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "Shape"}, "pathComponents": ["Shape"],
       "accessLevel": "public", "declarationFragments": [{"spelling": "protocol Shape : Equatable"}]},
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "Shape.draw"}, "pathComponents": ["Shape", "draw()"],
       "accessLevel": "public", "declarationFragments": [{"spelling": "func draw()"}]},
      {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "Shape.draw.default"},
       "pathComponents": ["Shape", "draw()"], "accessLevel": "public", "declarationFragments": [{"spelling": "func draw()"}],
       "swiftExtension": {}},
      {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "Hidden"}, "pathComponents": ["Hidden"],
       "accessLevel": "internal", "declarationFragments": [{"spelling": "protocol Hidden"}]},
      {"kind": {"identifier": "swift.extension"}, "identifier": {"precise": "ext:Double"}, "pathComponents": ["Double"],
       "accessLevel": "internal", "declarationFragments": [{"spelling": "extension Double"}]}
    ],
    "relationships": [
      {"kind": "requirementOf", "source": "Shape.draw", "target": "Shape"},
      {"kind": "memberOf", "source": "Shape.draw.default", "target": "Shape"},
      {"kind": "defaultImplementationOf", "source": "Shape.draw.default", "target": "Shape.draw"},
      {"kind": "memberOf", "source": "Box.angle", "target": "Box"},
      {"kind": "conformsTo", "source": "Box", "target": "s:SQ", "targetFallback": "Swift.Equatable",
       "swiftConstraints": [{"kind": "conformance", "lhs": "Value", "rhs": "Animatable"},
         {"kind": "conformance", "lhs": "Value", "rhs": "Equatable"}]},
      {"kind": "conformsTo", "source": "Box", "target": "Hidden"},
      {"kind": "conformsTo", "source": "Box", "target": "s:s8CopyableP", "targetFallback": "Swift.Copyable"},
      {"kind": "conformsTo", "source": "Shape", "target": "s:SQ", "targetFallback": "Swift.Equatable"},
      {"kind": "extensionTo", "source": "ext:Double", "target": "s:Sd", "targetFallback": "Swift.Double"},
      {"kind": "conformsTo", "source": "ext:Double", "target": "Shape"}
    ]}
    """#

  @Test("the list shows availability, requirements, extensions' constraints and conformances, and no internal name")
  func linesOfASampleGraph() throws {
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(Self.sampleGraph.utf8))
    #expect(
      PublicAPIList.lines(of: [("Kit", graph)]) == [
        "Kit | Box | @available(iOS 17.2, macOS 14, *) struct Box<Value> where Value : Animatable",
        "Kit | Box | conforms to Equatable | where Value : Equatable",
        "Kit | Box._core | var _core: Int",
        "Kit | Box.angle | var angle: Double { get } | where Value == Double",
        #"Kit | Box.old() | @available(*, deprecated, message: "use new()") func old()"#,
        "Kit | Double | conforms to Shape",
        "Kit | Shape | protocol Shape : Equatable",
        "Kit | Shape.draw() | func draw()",
        "Kit | Shape.draw() | func draw() | requirement",
      ])
  }

  @Test(
    "API/PublicAPI.txt lists the public API the library modules declare",
    .enabled(if: isLinux, "the list is the API on Linux; AnimatorInterop has more on Apple platforms"))
  func listMatchesTheModules() throws {
    let candidates = Self.extractorCandidates()
    guard let extractor = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      Issue.record(
        """
        \(Self.extractorName) not found: the test needs the Swift toolchain's extractor to list the public API. \
        Looked in: \(candidates.map(\.path).joined(separator: ", "))
        """)
      return
    }
    let modules = try #require(Self.modulesFolder(), "no test executable, so no built modules beside it")
    for module in PublicAPIList.modules {
      let built = modules.appendingPathComponent("\(module).swiftmodule")
      try #require(
        FileManager.default.fileExists(atPath: built.path),
        "\(built.path) is missing: build every target first (swift build --build-tests)")
    }

    let lines = try PublicAPIList.lines(extractor: extractor, modulesFolder: modules, target: Self.target)
    #expect(lines.count > 100, "the extractor listed only \(lines.count) declarations")
    let text = Self.header + lines.joined(separator: "\n") + "\n"
    let url = GuideSnippetTests.packageRoot.appendingPathComponent(Self.file)
    if ProcessInfo.processInfo.environment["ANIMATOR_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let stored = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if stored != text {
      let storedLines = stored.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
      Issue.record(
        """
        \(Self.file) is not the public API the built modules declare. \
        \(Self.difference(stored: storedLines, ours: lines))
        If the change of the public API is meant, run
          \(Self.regenerate)
        and commit \(Self.file), so that review sees the change.
        """)
    }
  }
}
