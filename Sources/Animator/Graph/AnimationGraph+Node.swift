extension AnimationGraph {
  /// What a node of the graph plays: its contribution to the properties is what it moves them by
  /// from the values they had when it was added (their *base*), scaled by its weight.
  public enum Node {
    /// A pose: the values the closure sets, held for as long as the node is shown. The closure is
    /// run once, when the node is added, as an animation block's closure is.
    case pose(() -> Void)
    /// A timeline of tweens and springs, played by the graph at the node's own time (its repeats
    /// included). The graph reads the timeline's children when the node is added; the timeline
    /// itself is left as it is and is not played. It must be inactive and hold tweens and springs
    /// only (no callbacks or players), none of which takes its property over.
    case timeline(Timeline)
    /// An animator's animation blocks, played by the graph at the node's own time as the animator
    /// would play them: over its duration, along its curve (a spring curve included), each block
    /// from its delay factor on, with the repeats its `.repeat` and `.autoreverse` options give.
    /// The graph reads the blocks when the node is added; the animator itself is left as it is and
    /// is not played. It must be inactive, with no completions, and not begin from the current
    /// state.
    case animator(PropertyAnimator)
    /// Another graph, nested: while the node is shown, the nested graph's current node,
    /// transitions and blends play at the node's time, and what it shows is the node's
    /// contribution. Godot's nested `AnimationNodeStateMachine`, Unity's sub-state machine.
    ///
    /// The graph reads the nested graph when the node is added (its nodes, transitions and entry
    /// node); the nested graph itself is left as it is and is not played, and later changes to it
    /// do not reach the node. It must be inactive, have a node, and not hold the graph it is added
    /// to. Its conditions and weights read the parent's inputs of the same names, which must exist
    /// with the same kinds. Entering the node starts it at its entry node; its progress (for exit
    /// times and ``AnimationGraph/fractionComplete``) is its current node's, and it ends when it
    /// completes. Its events reach the parent's observers with the node's name before each node's:
    /// `"locomotion/run"`.
    case graph(AnimationGraph)
    /// A blend of nodes placed along a number input (``BlendSpace1D``).
    case blendSpace(BlendSpace1D)
    /// Nodes shown together, each at its own weight: the graph's weighted layers. Weights need not
    /// add up to 1; a part at 0.3 moves the properties by 30 % of what it moves them alone.
    case mix([MixPart])
  }

  /// One part of a ``Node/mix(_:)``: a node and its weight.
  public struct MixPart {
    /// The node.
    public var node: Node
    /// Its weight.
    public var weight: Weight

    /// Makes a part of a mix.
    ///
    /// - Parameters:
    ///   - node: The node: a pose, a timeline, an animator, a blend space, a mix or a graph.
    ///   - weight: Its weight.
    public init(_ node: Node, weight: Weight) {
      self.node = node
      self.weight = weight
    }
  }

  /// Where a mix part's weight comes from.
  public enum Weight {
    /// A constant in `0...1` (checked when the node is added).
    case constant(Double)
    /// The value of a number input, clamped to `0...1`.
    case input(String)
  }

  /// An input of the graph, with its initial value.
  public enum Input {
    /// A Boolean input.
    case bool(Bool)
    /// A number input: a finite number.
    case number(Double)
    /// A trigger: set by ``AnimationGraph/fire(_:)`` and consumed by the first transition it lets
    /// fire.
    case trigger
  }

  /// A condition a transition tests on an input. A transition's conditions must all hold.
  public enum Condition: Hashable, Sendable {
    /// The Boolean input is `true`.
    case isTrue(String)
    /// The Boolean input is `false`.
    case isFalse(String)
    /// The trigger was fired and not consumed yet; the transition that fires consumes it.
    case triggered(String)
    /// The number input is greater than the value.
    case above(String, Double)
    /// The number input is less than the value.
    case below(String, Double)
  }

  /// How a transition blends from what is shown to its target.
  public struct Blend: Hashable, Sendable {
    /// The kinds of blend.
    enum Kind: Hashable, Sendable {
      case none
      case crossFade(TimingCurve)
      case inertialize
    }

    let kind: Kind
    /// The blend time, in seconds.
    let seconds: Double

    /// No blend: the target shows at once.
    public static let none = Blend(kind: .none, seconds: 0)

    /// A cross-fade over `seconds`: the source keeps playing and each property shows
    /// `(1 − w)·source + w·target`, `w` the curve's value at the elapsed fraction, clamped to
    /// `0...1`.
    ///
    /// - Parameters:
    ///   - seconds: The blend time; a finite number ≥ 0, checked when the transition is added.
    ///   - curve: The blend curve. Defaults to ``TimingCurve/easeInOut``.
    /// - Returns: The blend.
    public static func crossFade(_ seconds: Double, curve: TimingCurve = .easeInOut) -> Blend {
      Blend(kind: .crossFade(curve), seconds: seconds)
    }

    /// A cross-fade over `duration` (see ``crossFade(_:curve:)-(Double,_)``).
    ///
    /// - Parameters:
    ///   - duration: The blend time, zero or more.
    ///   - curve: The blend curve. Defaults to ``TimingCurve/easeInOut``.
    /// - Returns: The blend.
    public static func crossFade(_ duration: Duration, curve: TimingCurve = .easeInOut) -> Blend {
      crossFade(duration.inSeconds, curve: curve)
    }

    /// An inertialization over `seconds`: the target shows at full weight at once, and the
    /// difference from what was shown, with its velocity, decays to zero over the blend time,
    /// value and velocity continuous.
    ///
    /// - Parameter seconds: The blend time; a finite number ≥ 0, checked when the transition is
    ///   added.
    /// - Returns: The blend.
    public static func inertialize(_ seconds: Double) -> Blend {
      Blend(kind: .inertialize, seconds: seconds)
    }

    /// An inertialization over `duration` (see ``inertialize(_:)-(Double)``).
    ///
    /// - Parameter duration: The blend time, zero or more.
    /// - Returns: The blend.
    public static func inertialize(_ duration: Duration) -> Blend {
      inertialize(duration.inSeconds)
    }
  }

  /// Where the target of a transition starts.
  public enum SwitchMode: Hashable, Sendable {
    /// From its start.
    case immediate
    /// At the source's progress: a target of length `d` starts at `progress × d`, so cycles of
    /// different lengths stay in step.
    case sync
    /// From its start, once the source reaches the end of its current iteration; a blend then
    /// starts early enough to end there.
    case atEnd
  }

  /// The node a transition leaves from.
  public enum TransitionSource: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The named node.
    case node(String)
    /// Any node but the target.
    case any

    /// A source named by a string literal: ``node(_:)``.
    ///
    /// - Parameter value: The node's name.
    public init(stringLiteral value: String) {
      self = .node(value)
    }
  }
}
