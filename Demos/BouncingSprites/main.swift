// `swift run bouncing-sprites`: balls bounce in the terminal until they rest, then the program
// ends. A FrameLoop ticks the engine at 30 frames a second on the continuous clock; the scene
// redraws only the balls the engine reports as changed; the screen is written only after a frame
// that changed something. Nothing polls: when the balls rest, the loop sleeps until cancelled.
import Animator
import BouncingSpritesKit
import Foundation

// docs: begin terminal-loop
let engine = AnimationEngine()
let scene = BouncingScene(engine: engine, count: 6, rows: 12, fallTime: .milliseconds(900))
var shownReports = -1
let loop = try FrameLoop(engine: engine, frameInterval: .seconds(1) / 30)
let task = Task { @MainActor in
  try await loop.run { _ in
    guard scene.reports != shownReports else { return }
    shownReports = scene.reports
    // Home the cursor and draw the grid over the last one.
    print("\u{1B}[H" + scene.text + "\n" + String(repeating: "=", count: scene.grid[0].count))
  }
}
scene.onRest = { task.cancel() }
print("\u{1B}[2J", terminator: "")
try scene.start()
_ = await task.result
print("All the balls rest.")
// docs: end terminal-loop
