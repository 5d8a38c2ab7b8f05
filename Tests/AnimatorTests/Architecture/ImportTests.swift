import Foundation
import Testing

/// `Sources/Animator` imports only the standard library, and the C library in the few files that
/// need it (`ARCHITECTURE.md`, "Rules every file follows"): the C maths in `Support/Math.swift`, the
/// lock in `Support/_UnsafePlatformLock.swift` and the thread-local slot in `Support/ThreadSlot.swift`
/// and `Support/ThreadSlot+Unsafe.swift`. The test reads every source file, with comments and
/// strings blanked, and fails naming `FILE:LINE: import MODULE` for any other import.
@Suite("Imports of the core module")
struct ImportTests {
  /// The modules of the platform's C library, under each platform's name.
  static let cLibrary: Set<String> = ["Glibc", "Musl", "Darwin", "Bionic", "ucrt", "os"]

  /// The files that may import the C library, below `Sources/Animator`.
  static let mayImportCLibrary: Set<String> = [
    "Support/Math.swift", "Support/_UnsafePlatformLock.swift", "Support/ThreadSlot.swift",
    "Support/ThreadSlot+Unsafe.swift",
  ]

  @Test("only the C maths, the lock and the thread slot import the C library, and nothing imports more")
  func importsStayInTheirFiles() throws {
    var wrong: [String] = []
    for file in try LayeringTests.sourceFiles() {
      let mayImport = Self.mayImportCLibrary.contains(file.name)
      for (number, line) in file.lines.enumerated() {
        let words = LayeringTests.identifiers(in: line)
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
          words[..<at].allSatisfy({ ["_exported", "public", "internal", "private"].contains($0) })
        else { continue }
        let module = words[at + 1]
        if !(mayImport && Self.cLibrary.contains(module)) {
          wrong.append("Sources/Animator/\(file.name):\(number + 1): import \(module)")
        }
      }
    }
    #expect(wrong == [], "imports outside the rule")
  }

  @Test("the C library is imported where the rule says, so the scan sees imports")
  func scanSeesTheImports() throws {
    let files = try LayeringTests.sourceFiles().filter { Self.mayImportCLibrary.contains($0.name) }
    #expect(files.count == Self.mayImportCLibrary.count, "every file the rule names exists")
    for file in files {
      #expect(
        file.lines.contains { LayeringTests.identifiers(in: $0).starts(with: ["import", "Glibc"]) },
        "\(file.name) imports the C library")
    }
  }
}

/// Tests are grouped as the sources are: a folder of `Tests/AnimatorTests` is named after a layer
/// of `Sources/Animator` (its tests) or after one of the concerns that cut across layers. A source
/// file need not have a test file of its own (`ARCHITECTURE.md`, "Tests").
@Suite("Layout of the tests")
struct TestLayoutTests {
  /// The folders of tests that cut across layers.
  static let concerns: Set<String> = [
    "Architecture", "Documentation", "Fidelity", "Performance", "Reliability", "Support",
  ]

  @Test("every test folder is named after a layer or a cross-cutting concern")
  func testFoldersMirrorTheLayers() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let folders = try FileManager.default.contentsOfDirectory(atPath: tests.path).filter { name in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: tests.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    let layers = Set(LayeringTests.allowed.keys)
    #expect(Set(folders).subtracting(layers).subtracting(Self.concerns).sorted() == [])
  }
}
