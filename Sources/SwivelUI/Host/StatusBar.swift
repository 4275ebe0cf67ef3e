extension DeviceHost {
  /// The time the status bar shows: Apple's marketing 9:41, so renders never depend on the clock.
  public static let statusBarTime = "9:41"

  /// The status bar's drawing in interface coordinates, or nil when hidden: the time centred
  /// in bold 12-pt text in the colour of ``statusBarStyle``. Dark content is black on a neutral
  /// light strip; light content is white, over a black strip in the dark appearance and over
  /// nothing (the content shows through) when a light-appearance app asks for light content.
  package func statusBarNode() -> RenderNode? {
    let frame = statusBarFrame
    guard !isStatusBarHidden, frame.height > 0 else { return nil }
    let isLight = statusBarStyle == .lightContent
    let bar = View(frame: frame)
    if !isLight {
      bar.backgroundColor = Color(RGBA8(r: 247, g: 247, b: 247))
    } else if traitCollection.isDarkAppearance {
      bar.backgroundColor = Color(RGBA8(r: 0, g: 0, b: 0))
    }
    bar.identifier = "statusBar"
    let time = Label(frame: bar.bounds)
    time.text = Self.statusBarTime
    time.font = .boldSystemFont(ofSize: 12)
    time.textAlignment = .center
    time.textColor = isLight ? .white : .black
    bar.addSubview(time)
    return bar.makeRenderNode()
  }
}
