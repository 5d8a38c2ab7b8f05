import Animator

/// Turns a ``Canvas`` into lines of terminal text: half blocks (`▀`) with foreground and background
/// colours in the colour modes, characters by darkness (`" .:-=+*#%@"`, white to black) in plain
/// mode, as ASCII art printed on paper.
///
/// ```swift
/// let lines = FrameEncoder.encode(canvas, mode: .plain)
/// ```
enum FrameEncoder {
  /// The characters of plain mode, from white to black.
  static let ramp = Array(" .:-=+*#%@")

  /// Encodes `canvas`.
  ///
  /// - Parameters:
  ///   - canvas: The drawing; in colour modes its height is even (two pixel rows per line).
  ///   - mode: The colour mode.
  /// - Returns: One string per line, without newlines; colour lines end with a reset (`ESC[0m`).
  static func encode(_ canvas: Canvas, mode: ColorMode) -> [String] {
    switch mode {
    case .plain: plainLines(canvas)
    case .truecolor, .ansi256: colorLines(canvas, mode: mode)
    }
  }

  private static func plainLines(_ canvas: Canvas) -> [String] {
    // Rec. 709 luma of the gamma-encoded components: how light the pixel looks.
    let weights = SIMD3<Float>(0.2126, 0.7152, 0.0722)
    var lines: [String] = []
    lines.reserveCapacity(canvas.height)
    for y in 0..<canvas.height {
      var line = ""
      for x in 0..<canvas.width {
        if let glyph = canvas.glyphs[y * canvas.width + x], glyph.alpha >= 0.5 {
          line.unicodeScalars.append(glyph.character)
          continue
        }
        let darkness = 1 - (canvas.rgb(x: x, y: y) * weights).sum()
        let level = min(max(Int((darkness * Float(ramp.count - 1)).rounded()), 0), ramp.count - 1)
        line.append(ramp[level])
      }
      lines.append(line)
    }
    return lines
  }

  private static func colorLines(_ canvas: Canvas, mode: ColorMode) -> [String] {
    var lines: [String] = []
    for row in 0..<(canvas.height / 2) {
      var line = ""
      var lastForeground = ""
      var lastBackground = ""
      for x in 0..<canvas.width {
        let top = canvas.rgb(x: x, y: 2 * row)
        let bottom = canvas.rgb(x: x, y: 2 * row + 1)
        let glyph = visibleGlyph(canvas, x: x, row: row)
        let character: Character
        let foreground: String
        let background: String
        if let glyph {
          character = Character(glyph.character)
          let color =
            glyph.alpha > 0 ? SIMD3(glyph.color.x, glyph.color.y, glyph.color.z) / max(glyph.color.w, 1e-6) : .zero
          foreground = escape(color, foreground: true, mode: mode)
          background = escape((top + bottom) / 2, foreground: false, mode: mode)
        } else {
          character = "▀"
          foreground = escape(top, foreground: true, mode: mode)
          background = escape(bottom, foreground: false, mode: mode)
        }
        if foreground != lastForeground {
          line += foreground
          lastForeground = foreground
        }
        if background != lastBackground {
          line += background
          lastBackground = background
        }
        line.append(character)
      }
      line += "\u{1B}[0m"
      lines.append(line)
    }
    return lines
  }

  private static func visibleGlyph(_ canvas: Canvas, x: Int, row: Int) -> Canvas.Glyph? {
    let upper = canvas.glyphs[2 * row * canvas.width + x]
    let lower = canvas.glyphs[(2 * row + 1) * canvas.width + x]
    let best = (upper?.alpha ?? 0) >= (lower?.alpha ?? 0) ? upper : lower
    guard let best, best.alpha >= 0.5 else { return nil }
    return best
  }

  /// The escape that sets the foreground or background to `color`.
  ///
  /// - Parameters:
  ///   - color: Red, green, blue in `0...1`.
  ///   - foreground: Foreground (`38`) or background (`48`).
  ///   - mode: ``ColorMode/truecolor`` or ``ColorMode/ansi256``.
  /// - Returns: The escape sequence.
  static func escape(_ color: SIMD3<Float>, foreground: Bool, mode: ColorMode) -> String {
    let code = foreground ? 38 : 48
    let r = byte(color.x)
    let g = byte(color.y)
    let b = byte(color.z)
    if mode == .truecolor { return "\u{1B}[\(code);2;\(r);\(g);\(b)m" }
    return "\u{1B}[\(code);5;\(palette256(r, g, b))m"
  }

  private static func byte(_ component: Float) -> Int {
    guard component.isFinite else { return 0 }
    return Int((min(max(component, 0), 1) * 255).rounded())
  }

  /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube (16...231) or the grey ramp
  /// (232...255).
  ///
  /// - Parameters:
  ///   - r: Red, 0...255.
  ///   - g: Green, 0...255.
  ///   - b: Blue, 0...255.
  /// - Returns: The palette index.
  static func palette256(_ r: Int, _ g: Int, _ b: Int) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: Int) -> Int {
      var best = 0
      for index in levels.indices where abs(levels[index] - value) < abs(levels[best] - value) { best = index }
      return best
    }
    let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
    let cube = 16 + 36 * ri + 6 * gi + bi
    let cubeError = square(levels[ri] - r) + square(levels[gi] - g) + square(levels[bi] - b)
    let average = (r + g + b) / 3
    let greyIndex = min(max((average - 8 + 5) / 10, 0), 23)
    let grey = 8 + 10 * greyIndex
    let greyError = square(grey - r) + square(grey - g) + square(grey - b)
    return greyError < cubeError ? 232 + greyIndex : cube
  }

  private static func square(_ value: Int) -> Int { value * value }
}
