// swift-tools-version: 6.2
import PackageDescription

/// Every target builds in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error)
]

let package = Package(
  name: "Animator",
  // The oldest systems with Swift's `Clock` and `Duration`; `AnimatableValues` (a variadic generic
  // type) needs the macOS 14 / iOS 17 runtime and says so with `@available`.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Animator", targets: ["Animator"]),
    .library(name: "AnimatorInterop", targets: ["AnimatorInterop"]),
    .library(name: "AnimatorObservable", targets: ["AnimatorObservable"]),
    .library(name: "AnimatorScene", targets: ["AnimatorScene"]),
    .executable(name: "animator", targets: ["AnimatorDemo"]),
    .executable(name: "animator-bench", targets: ["AnimatorBench"]),
    .executable(name: "bouncing-sprites", targets: ["BouncingSprites"]),
  ],
  targets: [
    .target(name: "Animator", swiftSettings: strict),
    // Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect, AffineTransform) as animatable
    // values, and the display-link driver on Apple platforms: Foundation stays out of the core.
    .target(name: "AnimatorInterop", dependencies: ["Animator"], swiftSettings: strict),
    // @Observable models updated by the engine (the Observation module, on Linux too).
    .target(name: "AnimatorObservable", dependencies: ["Animator"], swiftSettings: strict),
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
    // A sample app: sprites that bounce in the terminal, drawn through the frame loop and change
    // notifications. The kit holds the logic its tests drive on a manual clock.
    .target(
      name: "BouncingSpritesKit", dependencies: ["Animator"], path: "Demos/BouncingSpritesKit", swiftSettings: strict),
    .executableTarget(
      name: "BouncingSprites", dependencies: ["BouncingSpritesKit", "Animator"], path: "Demos/BouncingSprites",
      swiftSettings: strict),
    // The list of public entry points without hostile-input rows, and the allow-list of fields with
    // unchecked exclusivity, are read by tests, not compiled.
    .testTarget(
      name: "AnimatorTests", dependencies: ["Animator", "CAllocCounter"],
      exclude: ["Reliability/Hostile/EntryPointsWithoutRows.txt", "Architecture/UncheckedExclusivity.txt"],
      swiftSettings: strict),
    .testTarget(name: "AnimatorInteropTests", dependencies: ["AnimatorInterop", "Animator"], swiftSettings: strict),
    // Files that import Foundation beside Animator, as app files do: the README's example and the
    // value types compile there unchanged, with no name declared by both modules.
    .testTarget(
      name: "AnimatorFoundationTests", dependencies: ["Animator", "AnimatorInterop"], swiftSettings: strict),
    .testTarget(
      name: "AnimatorObservableTests", dependencies: ["AnimatorObservable", "Animator"], swiftSettings: strict),
    .testTarget(
      name: "BouncingSpritesTests", dependencies: ["BouncingSpritesKit", "Animator"], swiftSettings: strict),
    .testTarget(
      name: "AnimatorSceneTests", dependencies: ["AnimatorScene", "Animator", "CAllocCounter"], swiftSettings: strict),
    .testTarget(
      name: "AnimatorDemoTests", dependencies: ["AnimatorDemoKit", "Animator", "AnimatorScene", "CAllocCounter"],
      exclude: ["Golden"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
