// swift-tools-version: 6.2
// A small executable that plays animation scenes with the Animator package and lets everything go,
// for valgrind (which cannot run the Swift Testing runner): `bash .ci/sanitizers valgrind`.
import PackageDescription

let package = Package(
  name: "ValgrindScenes",
  platforms: [.macOS(.v15)],
  // `Animator` is a symlink to the repository that .ci/sanitizers makes, so the package is named Animator.
  dependencies: [.package(path: "Animator")],
  targets: [
    .executableTarget(
      name: "ValgrindScenes", dependencies: [.product(name: "Animator", package: "Animator")],
      swiftSettings: [.treatAllWarnings(as: .error)])
  ],
  swiftLanguageModes: [.v6]
)
