import Foundation
import Testing

/// Code that skips the language's safety checks (reference counting, exclusivity, bounds,
/// initialisation) lives in one folder, `Sources/Animator/Unsafe/` (`ARCHITECTURE.md`, "The unsafe
/// room"), in a subfolder named after the layer it belongs to. The test reads every source file of
/// the core module, with comments and string literals blanked, and fails naming `FILE:LINE:
/// CONSTRUCT` for each unsafe construct outside the room.
@Suite("The unsafe room")
struct UnsafeRoomTests {
  /// The one folder, relative to `Sources/Animator`, where the constructs below may appear.
  static let room = "Unsafe"

  /// Files that have left the room for their layer's folder and still hold unsafe code, until it
  /// moves into files named for it (`+Unsafe.swift`): the room is being emptied.
  static let leftTheRoom: Set<String> = [
    "Engine/EngineSlots.swift", "Engine/TickRelay.swift", "Engine/TickingEngine.swift",
    "Support/Duration+Seconds.swift", "Support/Lock.swift", "Support/ThreadSlot.swift",
    "Interaction/SpringAnimation.swift", "Interaction/DecayAnimation.swift",
    "PropertyAnimator/PropertyAnimator.swift", "PropertyAnimator/SamplingStore.swift",
    "Sampling/AnimatedProperty.swift", "Sampling/AnimationLayer.swift", "Sampling/BlockSampling.swift",
    "Sampling/KeyPathTargets.swift", "Sampling/PropertyLane.swift", "Sampling/QuickRuns.swift",
    "Sampling/TickRelay+SharedProgress.swift", "Timeline/Timeline.swift", "Timeline/TimelineChild.swift",
    "Timeline/TimelineChild+References.swift", "Timeline/TimelineEvaluationCache.swift",
    "Timeline/Timeline+Evaluation.swift", "Support/_UnsafeUnretained.swift", "Sampling/_UnsafeCells.swift",
    "Sampling/_UnsafeUnretainedRowOwner.swift", "Support/_UnsafePlatformLock.swift",
  ]

  /// The constructs kept in the room: unretained references, unchecked exclusivity, raw memory
  /// and unchecked casts. Each is matched as a whole word (or, for the attributes, as written).
  static let constructs = [
    "Unmanaged", "_withUnsafeGuaranteedRef", "unowned(unsafe)", "@exclusivity(unchecked)",
    "allocate", "deallocate", "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer",
    "UnsafeMutableRawPointer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
    "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "withUnsafeBufferPointer",
    "withUnsafeMutableBufferPointer", "withUnsafePointer", "withUnsafeMutablePointer",
    "withUnsafeBytes", "withUnsafeMutableBytes", "unsafeBitCast", "unsafeDowncast", "unsafelyUnwrapped",
  ]

  /// One source file: its path below `Sources/Animator` and its lines, comments and strings blanked.
  struct SourceFile {
    var path: String
    var lines: [String]
  }

  static func sourceFiles() throws -> [SourceFile] {
    let root = LayeringTests.sources
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var files: [SourceFile] = []
    for case let path as String in walker where path.hasSuffix(".swift") && !path.contains(".docc/") {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      files.append(SourceFile(path: path, lines: LayeringTests.code(of: text).components(separatedBy: "\n")))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The constructs on one line of code (comments and strings already blanked).
  static func constructs(in line: String) -> [String] {
    var found: [String] = []
    let words = Set(LayeringTests.identifiers(in: line))
    for construct in constructs {
      if construct.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
        if words.contains(construct) { found.append(construct) }
      } else if line.contains(construct) {
        found.append(construct)
      }
    }
    return found
  }

  @Test("no unsafe construct appears outside Sources/Animator/Unsafe")
  func unsafeCodeStaysInTheRoom() throws {
    var outside: [String] = []
    for file in try Self.sourceFiles()
    where !file.path.hasPrefix(Self.room + "/") && !Self.leftTheRoom.contains(file.path) {
      for (number, line) in file.lines.enumerated() {
        for construct in Self.constructs(in: line) {
          outside.append("Sources/Animator/\(file.path):\(number + 1): \(construct)")
        }
      }
    }
    #expect(outside == [], "unsafe constructs outside Sources/Animator/\(Self.room)/")
  }

  @Test("the room holds the unsafe code, in subfolders named after layers")
  func theRoomIsWhereTheCodeIs() throws {
    let all = try Self.sourceFiles()
    let files = all.filter { $0.path.hasPrefix(Self.room + "/") }
    let left = all.filter { Self.leftTheRoom.contains($0.path) }
    #expect(left.count == Self.leftTheRoom.count, "the files that left the room exist")
    let used = Set((files + left).flatMap { $0.lines.flatMap(Self.constructs(in:)) })
    // The scan sees the constructs where they are, so a pass above is not a scan that sees nothing.
    #expect(used.isSuperset(of: ["Unmanaged", "@exclusivity(unchecked)", "allocate", "unowned(unsafe)"]))
    let layers = Set(files.map { $0.path.split(separator: "/").dropFirst().first.map(String.init) ?? "" })
    #expect(layers.subtracting(LayeringTests.allowed.keys).sorted() == [], "room subfolders that are not layers")
    #expect(files.allSatisfy { $0.path.split(separator: "/").count == 3 }, "room files sit in a layer's subfolder")
  }

  @Test("the scan finds each kind of construct in code and none in comments or strings")
  func scanFindsConstructs() {
    let code = LayeringTests.code(
      of: """
        let a = Unmanaged.passUnretained(x) // unowned(unsafe)
        @exclusivity(unchecked) var b = 0
        let c = UnsafeMutablePointer<Double>.allocate(capacity: 1); let s = "deallocate"
        let d = allocated
        """)
    let found = code.components(separatedBy: "\n").map(Self.constructs(in:))
    #expect(found == [["Unmanaged"], ["@exclusivity(unchecked)"], ["allocate", "UnsafeMutablePointer"], []])
  }
}
