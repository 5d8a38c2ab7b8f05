import Animator

/// A ball drawn as one character, whose height above the floor animates.
public final class Sprite {
  /// The character drawn.
  public let symbol: Character
  /// The column it is drawn in.
  public let column: Int
  /// The height above the floor, in rows: 0 on the floor.
  @Animated public var height: Double

  init(symbol: Character, column: Int, height: Double) {
    self.symbol = symbol
    self.column = column
    self.height = height
  }
}

/// Balls dropped one after another that bounce on the floor until they come to rest, drawn into a
/// grid of characters.
///
/// The scene never polls: each sprite's height reports its changes, and the engine's change
/// report (one per tick, listing only the sprites that moved) redraws exactly those sprites. The
/// engine goes idle when the last ball rests, so a ``FrameLoop`` driving it goes to sleep.
///
/// A bounce is a fall with an ease-in curve and a rise with an ease-out curve, each taking
/// `fallTime × √(drop / rows)` (a body falling from rest covers a height proportional to the square
/// of the time), and each rise reaching half the height of the fall before it.
public final class BouncingScene {
  /// The engine the balls animate on.
  public let engine: AnimationEngine
  /// The balls, left to right.
  public let sprites: [Sprite]
  /// The height of the drawing, the floor included.
  public let rows: Int
  /// The time of a fall from the top row.
  public let fallTime: Duration
  /// The grid as drawn now: `grid[row][column]`, row 0 at the top.
  public private(set) var grid: [[Character]]
  /// How many times each sprite was redrawn, in the order of ``sprites``.
  public private(set) var redraws: [Int]
  /// The number of change reports the engine has delivered.
  public private(set) var reports = 0
  /// Called once when the last ball comes to rest.
  public var onRest: () -> Void = {}

  private var resting = 0
  private var animators: [PropertyAnimator] = []
  private var observation: AnimationObservation?

  /// Makes a scene of `count` balls `rows` rows high; nothing moves until ``start(stagger:)``.
  ///
  /// - Parameters:
  ///   - engine: The engine to animate on.
  ///   - count: The number of balls, 1 to 26.
  ///   - rows: The height of the drawing, at least 2.
  ///   - fallTime: The time of a fall from the top row.
  public init(engine: AnimationEngine, count: Int, rows: Int, fallTime: Duration = .seconds(1)) {
    let count = min(max(count, 1), 26)
    let rows = max(rows, 2)
    self.engine = engine
    self.rows = rows
    self.fallTime = fallTime
    sprites = (0..<count).map { index in
      let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(index)))
      return Sprite(symbol: letter, column: 2 * index, height: Double(rows - 1))
    }
    grid = Array(repeating: Array(repeating: " ", count: 2 * count - 1), count: rows)
    redraws = Array(repeating: 0, count: count)
    for index in sprites.indices { draw(index) }
    for sprite in sprites { sprite.$height.reportsChanges = true }
    observation = engine.observeChanges { [unowned self] changes in
      reports += 1
      for index in sprites.indices where changes.contains(sprites[index].$height) {
        redraws[index] += 1
        draw(index)
      }
    }
  }

  /// Drops the balls, the next one `stagger` after the one before.
  ///
  /// - Parameter stagger: The time between two drops.
  /// - Throws: ``AnimationError`` if an animation cannot start.
  public func start(stagger: Duration = .milliseconds(250)) throws {
    for index in sprites.indices {
      try fall(index, from: Double(rows - 1), after: stagger * index)
    }
  }

  /// The grid as lines of text, top first.
  public var text: String {
    grid.map { String($0) }.joined(separator: "\n")
  }

  /// The time a fall (or a rise) over `drop` rows takes.
  func travelTime(_ drop: Double) -> Duration {
    fallTime * (drop / Double(rows - 1)).squareRoot()
  }

  private func fall(_ index: Int, from drop: Double, after delay: Duration = .zero) throws {
    let sprite = sprites[index]
    let animator = PropertyAnimator(duration: travelTime(drop), curve: .easeIn, engine: engine)
    try animator.addAnimations { sprite.height = 0 }
    animator.addCompletion { [unowned self] _ in rise(index, to: drop / 2) }
    animators.append(animator)
    try animator.startAnimation(afterDelay: delay)
  }

  private func rise(_ index: Int, to apex: Double) {
    guard apex >= 0.5 else {
      // Too low to show on the grid: the ball rests.
      resting += 1
      if resting == sprites.count { onRest() }
      return
    }
    let sprite = sprites[index]
    let animator = PropertyAnimator(duration: travelTime(apex), curve: .easeOut, engine: engine)
    try? animator.addAnimations { sprite.height = apex }
    animator.addCompletion { [unowned self] _ in try? fall(index, from: apex) }
    animators.append(animator)
    try? animator.startAnimation()
  }

  /// Moves sprite `index` to the row of its presentation height.
  private func draw(_ index: Int) {
    let sprite = sprites[index]
    for row in grid.indices where grid[row][sprite.column] == sprite.symbol {
      grid[row][sprite.column] = " "
    }
    let height = min(max(sprite.$height.presentationValue, 0), Double(rows - 1))
    let row = rows - 1 - Int(height.rounded())
    grid[row][sprite.column] = sprite.symbol
  }
}
