import Testing

@testable import AnimatorDemoKit

/// `help` is a short overview by topic; `help TOPIC`, `help COMMAND` and `help all` hold the rest,
/// so that no command or note becomes hard to find.
@Suite("Help")
struct HelpTests {
  let session = Session(configuration: SessionConfiguration())

  /// The words of `lines`, split at spaces and punctuation.
  func words(_ lines: [String]) -> Set<String> {
    Set(lines.joined(separator: " ").split(whereSeparator: { !$0.isLetter }).map(String.init))
  }

  @Test("help alone fits in 20 lines and names every command and every topic")
  func overview() {
    let lines = session.handle("help").lines
    #expect(lines.count <= 20, "\(lines.count) lines")
    #expect(lines.allSatisfy { $0.count <= 110 }, "\(lines.filter { $0.count > 110 })")
    let named = words(lines)
    #expect(CommandInfo.names.filter { !named.contains($0) } == [], "commands help does not name")
    #expect(HelpTopic.all.map(\.name).filter { !named.contains($0) } == [], "topics help does not name")
  }

  @Test("the topics hold every command once, and no topic has a command's name")
  func topics() {
    let listed = HelpTopic.all.flatMap(\.commands)
    #expect(listed.sorted() == CommandInfo.names.sorted())
    #expect(Set(listed).count == listed.count)
    #expect(HelpTopic.all.allSatisfy { !CommandInfo.names.contains($0.name) && $0.name != "all" })
  }

  @Test("help TOPIC gives each of its commands' usage and what it does, and the topic's notes")
  func topic() throws {
    for topic in HelpTopic.all {
      let lines = session.handle("help \(topic.name)").lines
      #expect(lines.first == "\(topic.name):")
      for name in topic.commands {
        let info = try #require(CommandInfo.named(name))
        #expect(lines.contains { $0.contains(info.usage) && $0.hasSuffix(info.summary) }, "\(topic.name): \(name)")
      }
      #expect(Array(lines.suffix(topic.notes.count)) == topic.notes)
    }
    #expect(session.handle("help playback").lines.contains { $0.hasPrefix("in bars (endless)") })
    #expect(session.handle("help playback").lines.contains { $0.hasPrefix("in expand, the player") })
  }

  @Test("help all lists every command with what it does, and every topic's notes")
  func all() {
    let lines = session.handle("help all").lines
    for info in CommandInfo.all {
      #expect(lines.contains { $0.contains(info.usage) && $0.hasSuffix(info.summary) }, "\(info.name)")
    }
    for note in HelpTopic.all.flatMap(\.notes) { #expect(lines.contains(note)) }
  }

  @Test("help COMMAND explains one command; a word that is neither gets the nearest")
  func command() {
    #expect(session.handle("help seek").lines.first?.hasPrefix("seek TIME|LABEL:") == true)
    #expect(session.handle("help seek").lines.joined().contains("label"))
    #expect(session.handle("help scroll").lines.joined().contains("↑/↓ scroll 40 pt"))
    #expect(session.handle("help tim").lines == ["no command or topic \"tim\": try \"help time\""])
    #expect(session.handle("help xyzzy").lines == ["no command or topic \"xyzzy\": type \"help\" for the list"])
  }
}
