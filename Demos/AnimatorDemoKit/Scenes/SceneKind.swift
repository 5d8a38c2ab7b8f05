/// The five seed scenes, in the order of the seed write-ups, then the scenes that no seed write-up
/// has: the interactive sheet, the motion along a path, the scroll-driven page and the figure an
/// animation graph drives.
enum SceneKind: String, CaseIterable, Sendable {
  /// Seed 000: a login screen builds in (spring + delayed ease-out).
  case login
  /// Seed 001: a Twitter-like splash, one `UIViewPropertyAnimator`.
  case splash
  /// Seed 002: Twitter's launch, the app masked by a growing logo.
  case launch
  /// Seed 003: three "live" bars bouncing for ever.
  case bars
  /// Seed 004: tapping expands a copy of a view to full screen.
  case expand
  /// Interactive motion: a sheet dragged between snap points (`drag`, `release`).
  case sheet
  /// Motion along a path: the logo follows a curve at a constant speed, turning with it.
  case path
  /// Scroll-driven animation: a page whose header and cards follow the scroll (`scroll`, `release`).
  case scroll
  /// An animation graph: a figure that idles, walks, runs, jumps and waves (`input`, `fire`, `travel`).
  case hero

  /// The scene loaded at start-up.
  static let defaultScene = SceneKind.login

  /// The scene's name, as typed after `load`.
  var name: String { rawValue }

  /// The seed write-up's number, or `nil` for a scene that no seed write-up has.
  var seed: String? {
    switch self {
    case .login: "000"
    case .splash: "001"
    case .launch: "002"
    case .bars: "003"
    case .expand: "004"
    case .sheet, .path, .scroll, .hero: nil
    }
  }

  /// The scene's name with its seed's number, as answers name it: `login (seed 000)`, `scroll`.
  var title: String { seed.map { "\(name) (seed \($0))" } ?? name }

  /// One line about the scene, for `scenes`.
  var summary: String {
    switch self {
    case .login:
      "title and image spring in from 0.8 (2.5 s), buttons slide up after 0.6 s (1 s ease-out)"
    case .splash:
      "the logo shrinks to 0.75, then grows to 1.5 and fades (one 0.7 s ease-out animator)"
    case .launch:
      "the app shows through the logo: mask 60 → 50 → 2000 pt, white veil fades, bump to 1.05"
    case .bars:
      "three white bars jump to random heights for ever (0.3-0.5 s each, seeded)"
    case .expand:
      "a copy grows to full screen and turns cyan in 2 s, then goes; taps overlap"
    case .sheet:
      "drag a sheet between open, half and closed; release springs on with the finger's velocity"
    case .path:
      "the logo follows an S curve of SVG path data in 3 s at a constant speed, turning with it"
    case .scroll:
      "scroll a page: the header collapses, cards enter; release settles on the nearest card"
    case .hero:
      "a graph drives a figure: input speed 0-3 blends idle, walk and run; fire jump; travel wave"
    }
  }

  /// Makes the scene in its initial state: nothing started.
  ///
  /// - Returns: The scene.
  func make() -> any DemoScene {
    switch self {
    case .login: LoginScene()
    case .splash: SplashScene()
    case .launch: LaunchScene()
    case .bars: BarsScene()
    case .expand: ExpandScene()
    case .sheet: SheetScene()
    case .path: PathScene()
    case .scroll: ScrollScene()
    case .hero: HeroScene()
    }
  }
}
