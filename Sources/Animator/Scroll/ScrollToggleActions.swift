/// What a ``ScrollTrigger`` does to its player when the scroll crosses one end of its range
/// (GSAP ScrollTrigger's `toggleActions`).
public enum ScrollToggleAction: String, Sendable, Hashable, CaseIterable {
  /// Plays forwards from where the player is: `isReversed = false`, then starts it.
  case play
  /// Pauses it where it is.
  case pause
  /// Starts it again in the direction it had, if paused.
  case resume
  /// Plays backwards from where it is: `isReversed = true`, then starts it. A player that runs
  /// forwards only (a spring, a decay, a fling) refuses it: the error goes to the engine's
  /// ``AnimationEngine/diagnosticsHandler``.
  case reverse
  /// Goes back to its start and plays (``Animating/restart(includeDelay:)``).
  case restart
  /// Goes back to its start and pauses there.
  case reset
  /// Goes to its end and pauses there.
  case complete
  /// Does nothing.
  case none
}

/// The four crossings of a trigger range's ends.
public enum ScrollCrossing: String, Sendable, Hashable, CaseIterable {
  /// Scrolling forwards past the start: into the range.
  case enter
  /// Scrolling forwards past the end: out of the range.
  case leave
  /// Scrolling backwards past the end: back into the range.
  case enterBack
  /// Scrolling backwards past the start: back out of the range.
  case leaveBack

  /// Whether the crossing happens while scrolling forwards.
  public var isForward: Bool { self == .enter || self == .leave }
}

/// What a ``ScrollTrigger`` does at each crossing: GSAP's `toggleActions: "play none none none"`.
///
/// ```swift
/// // Play when it comes into view, reverse when it goes back out above.
/// let actions = try ScrollToggleActions("play none none reverse")
/// ```
public struct ScrollToggleActions: Sendable, Hashable {
  /// Scrolling forwards into the range.
  public var onEnter: ScrollToggleAction
  /// Scrolling forwards out of it.
  public var onLeave: ScrollToggleAction
  /// Scrolling backwards into it.
  public var onEnterBack: ScrollToggleAction
  /// Scrolling backwards out of it.
  public var onLeaveBack: ScrollToggleAction

  /// Makes the actions; each defaults to ``ScrollToggleAction/none``.
  ///
  /// - Parameters:
  ///   - onEnter: Scrolling forwards into the range.
  ///   - onLeave: Scrolling forwards out of it.
  ///   - onEnterBack: Scrolling backwards into it.
  ///   - onLeaveBack: Scrolling backwards out of it.
  public init(
    onEnter: ScrollToggleAction = .none, onLeave: ScrollToggleAction = .none,
    onEnterBack: ScrollToggleAction = .none, onLeaveBack: ScrollToggleAction = .none
  ) {
    self.onEnter = onEnter
    self.onLeave = onLeave
    self.onEnterBack = onEnterBack
    self.onLeaveBack = onLeaveBack
  }

  /// Reads GSAP's four words, in the order enter, leave, enter back, leave back: each one of
  /// `play`, `pause`, `resume`, `reverse`, `restart`, `reset`, `complete` or `none`, separated by
  /// spaces.
  ///
  /// - Parameter text: The four words.
  /// - Throws: ``AnimationError/invalidArgument(parameter:value:requirement:)`` naming
  ///   `"toggleActions"` for a count other than four or a word that is not an action.
  public init(_ text: String) throws(AnimationError) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
    var actions: [ScrollToggleAction] = []
    for word in words {
      guard let action = ScrollToggleAction(rawValue: String(word)) else {
        throw .invalidArgument(
          parameter: "toggleActions", value: String(word),
          requirement: .other("one of play, pause, resume, reverse, restart, reset, complete, none"))
      }
      actions.append(action)
    }
    guard actions.count == 4 else {
      throw .invalidArgument(parameter: "toggleActions", value: text, requirement: .count(4))
    }
    self.init(onEnter: actions[0], onLeave: actions[1], onEnterBack: actions[2], onLeaveBack: actions[3])
  }

  /// GSAP's default: play on entering, nothing otherwise.
  public static var playOnEnter: ScrollToggleActions { ScrollToggleActions(onEnter: .play) }

  /// The action for `crossing`.
  ///
  /// - Parameter crossing: A crossing.
  /// - Returns: Its action.
  public subscript(crossing: ScrollCrossing) -> ScrollToggleAction {
    switch crossing {
    case .enter: onEnter
    case .leave: onLeave
    case .enterBack: onEnterBack
    case .leaveBack: onLeaveBack
    }
  }
}
