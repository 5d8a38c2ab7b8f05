import Animator
import Testing

@testable import AnimatorDemoKit

@Suite("Frame encoder and colour modes")
struct FrameEncoderTests {
  @Test(
    "the colour mode follows the terminal, NO_COLOR and COLORTERM",
    arguments: [
      (false, ["COLORTERM": "truecolor"], ColorMode.plain),
      (true, ["NO_COLOR": "1", "COLORTERM": "truecolor"], .plain),
      (true, ["NO_COLOR": ""], .ansi256),
      (true, ["COLORTERM": "truecolor"], .truecolor),
      (true, ["COLORTERM": "24bit"], .truecolor),
      (true, ["TERM": "xterm-256color"], .ansi256),
    ])
  func detection(isTerminal: Bool, environment: [String: String], mode: ColorMode) {
    #expect(ColorMode.detect(isTerminal: isTerminal, environment: environment) == mode)
  }

  @Test("truecolor lines are half blocks with the top pixel as foreground, the bottom as background")
  func truecolor() {
    var canvas = Canvas(width: 1, height: 2, color: .white)
    canvas.pixels[1] = Canvas.premultiplied(.red)
    let lines = FrameEncoder.encode(canvas, mode: .truecolor)
    #expect(lines == ["\u{1B}[38;2;255;255;255m\u{1B}[48;2;255;0;0m▀\u{1B}[0m"])
  }

  @Test("the 256-colour palette picks the cube or the grey ramp, whichever is nearer")
  func palette() {
    #expect(FrameEncoder.palette256(255, 0, 0) == 196)
    #expect(FrameEncoder.palette256(0, 0, 0) == 16)
    #expect(FrameEncoder.palette256(128, 128, 128) == 244)
    #expect(FrameEncoder.palette256(29, 161, 242) == 39)
    var canvas = Canvas(width: 1, height: 2, color: .black)
    canvas.pixels[0] = Canvas.premultiplied(.red)
    #expect(FrameEncoder.encode(canvas, mode: .ansi256) == ["\u{1B}[38;5;196m\u{1B}[48;5;16m▀\u{1B}[0m"])
  }

  @Test("plain frames have no escapes: characters from white to black, and text")
  func plain() {
    var canvas = Canvas(width: 3, height: 1, color: .white)
    canvas.pixels[1] = Canvas.premultiplied(.black)
    canvas.pixels[2] = Canvas.premultiplied(Color(white: 0.5))
    #expect(FrameEncoder.encode(canvas, mode: .plain) == [" @+"])
    canvas.stamp(0, Canvas.Glyph(character: "A", color: Canvas.premultiplied(.black), alpha: 1))
    #expect(FrameEncoder.encode(canvas, mode: .plain) == ["A@+"])
  }
}
