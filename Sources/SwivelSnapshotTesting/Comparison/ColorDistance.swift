import Foundation

/// CIE ΔE2000 between premultiplied ARGB pixels, the colour distance behind
/// ``SnapshotTolerance/perceptualPrecision``.
package enum ColorDistance {
  /// The larger ΔE2000 of the two pixels composited over black and over white, so a change in
  /// transparency alone also counts.
  package static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
    if a == b { return 0 }
    let overBlack = deltaE2000(lab(a, over: 0), lab(b, over: 0))
    let overWhite = deltaE2000(lab(a, over: 255), lab(b, over: 255))
    return max(overBlack, overWhite)
  }

  /// A CIE L*a*b* colour (D65).
  package struct Lab: Equatable, Sendable {
    package var l: Double
    package var a: Double
    package var b: Double

    package init(l: Double, a: Double, b: Double) {
      self.l = l
      self.a = a
      self.b = b
    }
  }

  private static let linear: [Double] = (0..<256).map { index in
    let c = Double(index) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// The Lab colour of a premultiplied pixel over a grey background of `background` (0 or 255).
  static func lab(_ pixel: UInt32, over background: UInt32) -> Lab {
    let alpha = pixel >> 24
    let behind = background * (255 - alpha) / 255
    let r = linear[Int(min(255, (pixel >> 16 & 0xFF) + behind))]
    let g = linear[Int(min(255, (pixel >> 8 & 0xFF) + behind))]
    let b = linear[Int(min(255, (pixel & 0xFF) + behind))]
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : t * 841 / 108 + 4.0 / 29 }
    let fy = f(y)
    return Lab(l: 116 * fy - 16, a: 500 * (f(x) - fy), b: 200 * (fy - f(z)))
  }

  /// CIE ΔE2000 (Sharma, Wu and Dalal's formulation) with kL = kC = kH = 1.
  package static func deltaE2000(_ p: Lab, _ q: Lab) -> Double {
    let degrees = 180 / Double.pi
    let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
    let cMean7 = pow((c1 + c2) / 2, 7)
    let g = 0.5 * (1 - (cMean7 / (cMean7 + pow(25, 7))).squareRoot())
    let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
    let c1p = (a1 * a1 + p.b * p.b).squareRoot(), c2p = (a2 * a2 + q.b * q.b).squareRoot()
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = atan2(b, a) * degrees
      return h < 0 ? h + 360 : h
    }
    let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
    let dL = q.l - p.l, dC = c2p - c1p
    var dh = 0.0
    if c1p * c2p != 0 {
      dh = h2 - h1
      if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
    }
    let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / 2 / degrees)
    let lMean = (p.l + q.l) / 2, cMean = (c1p + c2p) / 2
    var hMean = h1 + h2
    if c1p * c2p != 0 {
      if abs(h1 - h2) <= 180 {
        hMean = (h1 + h2) / 2
      } else {
        hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
      }
    }
    let t =
      1 - 0.17 * cos((hMean - 30) / degrees) + 0.24 * cos(2 * hMean / degrees)
      + 0.32 * cos((3 * hMean + 6) / degrees) - 0.20 * cos((4 * hMean - 63) / degrees)
    let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
    let cMeanP7 = pow(cMean, 7)
    let rC = 2 * (cMeanP7 / (cMeanP7 + pow(25, 7))).squareRoot()
    let lShift = (lMean - 50) * (lMean - 50)
    let sL = 1 + 0.015 * lShift / (20 + lShift).squareRoot()
    let sC = 1 + 0.045 * cMean, sH = 1 + 0.015 * cMean * t
    let rT = -sin(2 * dTheta / degrees) * rC
    let l = dL / sL, c = dC / sC, h = dH / sH
    return (l * l + c * c + h * h + rT * c * h).squareRoot()
  }
}
