/// A player that blends other animations: nodes (poses, timelines, blend spaces, mixes) joined by
/// transitions that fire on inputs, each blending from what is shown to its target by a
/// cross-fade or an inertialization. Godot's `AnimationTree` state machine, Unity's Animator
/// Controller, Rive's state machines.
///
/// ```swift
/// let graph = AnimationGraph(engine: engine)
/// try graph.addInput("hovered", .bool(false))
/// try graph.addNode("idle", .pose { button.scale = 1 })
/// try graph.addNode("hover", .pose { button.scale = 1.1 })
/// try graph.addTransition(from: "idle", to: "hover", when: [.isTrue("hovered")], blend: .crossFade(0.2))
/// try graph.addTransition(from: "hover", to: "idle", when: [.isFalse("hovered")], blend: .inertialize(0.3))
/// try graph.startAnimation()
/// try graph.set("hovered", to: true)   // from the next tick, hover fades in over 0.2 s
/// ```
///
/// **How nodes blend.** A node's contribution to a property is what it moves the property by
/// from the model value it had when the node was added (the *base*): each node is recorded once,
/// from the base, and its layers are then taken out of the properties and kept by the graph. Each
/// property the graph drives gets one layer of the graph's, which shows the sum of the nodes'
/// contributions at their weights, so that with node values `A` and `B` a cross-fade shows
/// exactly `(1 − w)·A + w·B`. The model value stays the base while the graph runs; other
/// animations of the property add to it as usual.
///
/// **Time.** The graph's position is its local time: seconds since it started, pauses excluded.
/// Transitions fire at exact instants (an exit time crossed, an end reached, an input changed), so
/// the same inputs at the same instants give the same values however time is cut into ticks. An
/// input changed between ticks takes effect at the instant it was changed, processed at the next
/// tick. At most ``maximumTransitionsPerTick`` transitions fire in one tick, and a chain of
/// transitions at one instant never enters a node twice, so a cycle of transitions that take no
/// time cannot hang a tick: it is reported to the engine's ``AnimationEngine/diagnosticsHandler``.
///
/// **As a player.** It answers every action with the state table every player shares
/// (<doc:StateMachine>). ``fractionComplete`` is the current node's progress through its current
/// iteration; setting it while paused moves the current node there (and ends a blend at once). It
/// runs forwards only. It completes when the current node has no transition out of it and reaches
/// its end. Under reduced motion, blends end at once.
public final class AnimationGraph {
  /// The playing state: machine, playhead (local time), engine slot, completions, observers.
  @exclusivity(unchecked) var playback = Playback<GraphPlayback>()

  /// The engine that runs the graph.
  public let engine: AnimationEngine

  /// A name for messages, or `nil`.
  public let name: String?

  /// The nodes, transitions and inputs.
  @exclusivity(unchecked) var structure = GraphStructure()

  /// Where the run is.
  @exclusivity(unchecked) var run = GraphRun()

  /// The properties the nodes animate.
  @exclusivity(unchecked) var channels = GraphChannels()

  /// The block of the graph's one layer on each property: its progress is the local time, its
  /// progress velocity 1 while running and 0 while frozen.
  let block = AnimationBlock()

  /// The ``AnimationScope`` the graph is in (``ScopedMember``).
  var scopeLink: ScopeLink?

  /// The most transitions one tick fires; the rest wait for the next tick. At least 1.
  public var maximumTransitionsPerTick = 1024 {
    didSet { maximumTransitionsPerTick = max(maximumTransitionsPerTick, 1) }
  }

  /// Makes an empty graph, inactive until ``startAnimation()``.
  ///
  /// - Parameters:
  ///   - engine: The engine that runs it.
  ///   - name: A name for messages.
  public init(engine: AnimationEngine, name: String? = nil) {
    self.engine = engine
    self.name = name
    AnimationScope.collect(self)
  }

  deinit {
    // Let go of while paused or stopped: the properties keep what they show, with no completion.
    if channels.isAttached { detachChannels(keepShown: true) }
    playback.end()
  }
}

extension AnimationGraph {
  /// Inactive, active (running or paused) or stopped.
  public var state: AnimatingState { playback.machine.state }

  /// Whether it is running: started and not paused, stopped or completed.
  public var isRunning: Bool { playback.machine.isRunning }

  /// The graph's local time: seconds since it started, pauses excluded (0 while inactive).
  public var time: Double { playback.playhead.position(atSeconds: engine.currentTime.inSeconds) }

  /// The name of the current node, or `nil` while the graph has not started.
  public var currentNode: String? { run.current.map { structure.names[$0] } }

  /// The names of the nodes, in the order they were added.
  public var nodes: [String] { structure.names }

  /// The weight of each node shown now, by name: the current node at 1 outside a blend; during
  /// a cross-fade, its source's nodes and its target.
  public var weights: [String: Double] {
    var result: [String: Double] = [:]
    for part in weights(at: run.time).parts { result[structure.names[part.node], default: 0] += part.weight }
    return result
  }

  /// The nodes still to go through on a ``travel(to:)``, the last being its destination.
  public var travelPath: [String] { run.path.map { structure.names[$0] } }

  /// The value of a Boolean or number input, or whether a trigger is fired and not yet consumed
  /// (1 or 0), as the graph last processed it; `nil` for an unknown input.
  ///
  /// - Parameter input: The input's name.
  /// - Returns: Its value.
  public func value(of input: String) -> Double? {
    structure.inputs.indices[input].map { structure.inputs[$0] }
  }

  /// The channel of `property`, made on first use; attached at once while the graph is active.
  func channel<Value: Animatable>(for property: AnimatedProperty<Value>) -> GraphChannel<Value> {
    let key = ObjectIdentifier(property)
    if let existing = channels.byProperty[key] as? GraphChannel<Value> { return existing }
    let channel = GraphChannel(property)
    channels.byProperty[key] = channel
    channels.all.append(channel)
    if channels.isAttached {
      scope?.journal.note(property)
      channel.attach(to: block)
    }
    return channel
  }

  /// Adds the graph's layer to every property.
  func attachChannels() {
    guard !channels.isAttached else { return }
    channels.isAttached = true
    if let journal = scope?.journal {
      for channel in channels.all { channel.note(in: journal) }
    }
    for channel in channels.all { channel.attach(to: block) }
  }

  /// Removes the graph's layer from every property; with `keepShown`, the models become what is
  /// shown.
  func detachChannels(keepShown: Bool) {
    guard channels.isAttached else { return }
    channels.isAttached = false
    for channel in channels.all { channel.detach(from: block, keepShown: keepShown) }
    block.removeAllProperties()
  }
}

@available(*, unavailable)
extension AnimationGraph: Sendable {}
