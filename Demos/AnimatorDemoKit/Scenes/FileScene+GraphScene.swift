import Animator
import AnimatorScene

/// A scene file's graph reaches the REPL's graph commands (`input`, `fire`, `travel`, `graph`) and
/// views as the hero scene's does; its outline (inputs, nodes, transitions, blend space leaves,
/// nested graphs' nodes) is read from the file.
extension FileScene: GraphScene {
  /// What the REPL lists of `spec` beyond the graph's own API.
  ///
  /// - Parameter spec: A checked graph.
  /// - Returns: Its inputs with their kinds, a few words per node, its blend spaces' leaves (named by
  ///   their positions: `@0`, `@1.5`), its nested graphs' nodes, and its transitions in words, a
  ///   nested graph's after the top-level ones with the node's path before them (`on: slide → glow`).
  static func outline(of spec: SceneGraph) -> GraphOutline {
    var outline = GraphOutline()
    outline.inputs = (spec.inputs ?? []).map { input in
      let kind: GraphOutline.Kind =
        switch input.type {
        case .bool: .bool
        case .number: .number
        case .trigger: .trigger
        }
      return GraphOutline.Input(name: input.name, kind: kind)
    }
    for node in spec.nodes {
      guard let name = node.name else { continue }
      switch node.type {
      case .timeline: outline.nodes[name] = "timeline"
      case .pose: outline.nodes[name] = "pose"
      case .mix: outline.nodes[name] = "mix of \(node.parts?.count ?? 0)"
      case .animator: outline.nodes[name] = animatorWords(node)
      case .graph:
        let nodes = (node.nodes ?? []).compactMap(\.name)
        outline.nodes[name] = "graph of \(nodes.joined(separator: ", "))"
        outline.nestedGraphs.append(
          GraphOutline.NestedGraph(node: name, nodes: nodes, entry: node.entry ?? nodes.first ?? ""))
      case .blendSpace:
        let input = node.input ?? ""
        outline.nodes[name] = "blend space on \(input)" + (node.sync == true ? ", in step" : "")
        let leaves = (node.points ?? []).map { (name: "@" + Session.shortNumber($0.at), position: $0.at) }
        outline.blendSpaces.append(
          GraphOutline.BlendSpace(node: name, input: input, leaves: leaves.sorted { $0.position < $1.position }))
      }
    }
    outline.transitions = (spec.transitions ?? []).map(Self.words)
    // A nested graph's transitions, depth first, each after its graph's path: `on: slide → glow`.
    func nested(_ nodes: [SceneGraphNode], path: String) {
      for node in nodes where node.type == .graph {
        let inner = path.isEmpty ? node.name ?? "" : "\(path)/\(node.name ?? "")"
        outline.transitions += (node.transitions ?? []).map { "\(inner): " + Self.words($0) }
        nested(node.nodes ?? [], path: inner)
      }
    }
    nested(spec.nodes, path: "")
    return outline
  }

  /// An animator node in words: `animator 0.4 s easeOut`, `animator 0.6 s spring 0.8`.
  private static func animatorWords(_ node: SceneGraphNode) -> String {
    let curve = node.springTiming.map { "spring \(Session.shortNumber($0.dampingRatio))" } ?? node.curve ?? "linear"
    return "animator \(Session.shortNumber(node.duration ?? 0)) s \(curve)"
  }

  /// A transition in words: `locomotion → jump on jump, cross-fade 0.1 s easeOut`.
  private static func words(_ transition: SceneGraphTransition) -> String {
    var text = "\(transition.from ?? "any") → \(transition.to)"
    let conditions = (transition.when ?? []).compactMap { condition -> String? in
      if let name = condition.isTrue { return name }
      if let name = condition.isFalse { return "not \(name)" }
      if let name = condition.triggered { return name }
      if let name = condition.above { return "\(name) > \(Session.shortNumber(condition.value ?? 0))" }
      if let name = condition.below { return "\(name) < \(Session.shortNumber(condition.value ?? 0))" }
      return nil
    }
    if !conditions.isEmpty { text += " on " + conditions.joined(separator: " and ") }
    if let exitTime = transition.exitTime { text += " at exit time \(Session.shortNumber(exitTime))" }
    if transition.automatic == false { text += " by travel" }
    if let seconds = transition.blend?.crossFade {
      text += ", cross-fade \(Session.shortNumber(seconds)) s \(transition.blend?.curve ?? "easeInOut")"
    } else if let seconds = transition.blend?.inertialize {
      text += ", inertialize \(Session.shortNumber(seconds)) s"
    }
    return text
  }
}
