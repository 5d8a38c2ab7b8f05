// swift-tools-version: 6.2
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error)
]

let package = Package(
  name: "Animator",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Animator", targets: ["Animator"]),
    .library(name: "AnimatorScene", targets: ["AnimatorScene"]),
    .executable(name: "animator", targets: ["AnimatorDemo"]),
    .executable(name: "animator-bench", targets: ["AnimatorBench"]),
  ],
  targets: [
    .target(name: "Animator", swiftSettings: strict),
    // Scenes as data: the versioned JSON format, its line-aware reader and checks. Outside the
    // Foundation-free core, so it may use Foundation (for `Codable` and `JSONEncoder`).
    .target(name: "AnimatorScene", dependencies: ["Animator"], swiftSettings: strict),
    // The demo's logic: layer tree, scenes, renderers, the REPL and the terminal layer.
    .target(
      name: "AnimatorDemoKit", dependencies: ["Animator", "AnimatorScene"], path: "Demos/AnimatorDemoKit",
      swiftSettings: strict),
    // `swift run animator`: wires standard input, standard output and the terminal to the kit.
    .executableTarget(
      name: "AnimatorDemo", dependencies: ["AnimatorDemoKit"], path: "Demos/AnimatorDemo", swiftSettings: strict),
    // Counts heap allocations by replacing malloc for the whole process: only the benchmark and the
    // tests may depend on it, never the library.
    .target(name: "CAllocCounter"),
    .executableTarget(
      name: "AnimatorBench", dependencies: ["Animator", "CAllocCounter"], path: "Benchmarks/AnimatorBench",
      swiftSettings: strict),
    .testTarget(name: "AnimatorTests", dependencies: ["Animator", "CAllocCounter"], swiftSettings: strict),
    .testTarget(name: "AnimatorSceneTests", dependencies: ["AnimatorScene", "Animator"], swiftSettings: strict),
    .testTarget(
      name: "AnimatorDemoTests", dependencies: ["AnimatorDemoKit", "Animator", "AnimatorScene"], exclude: ["Golden"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
