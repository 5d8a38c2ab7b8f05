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
    .executable(name: "animator-bench", targets: ["AnimatorBench"]),
  ],
  targets: [
    .target(name: "Animator", swiftSettings: strict),
    // Counts heap allocations by replacing malloc for the whole process: only the benchmark and the
    // tests may depend on it, never the library.
    .target(name: "CAllocCounter"),
    .executableTarget(
      name: "AnimatorBench", dependencies: ["Animator", "CAllocCounter"], path: "Benchmarks/AnimatorBench",
      swiftSettings: strict),
    .testTarget(name: "AnimatorTests", dependencies: ["Animator", "CAllocCounter"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
