/// A photo library grid, as the Photos app shows it: square thumbnails 1 pt apart, three
/// columns on a phone in portrait and five in landscape (seven on an iPad in landscape), under
/// section headers, in a `CollectionViewController` with a `CollectionViewFlowLayout`.
///
/// The thumbnails are drawn in code (a sky, a sun and two hills in colours picked from the
/// item's number), so nothing is downloaded. Item sides are rounded down to the screen's pixels
/// and the flow layout spreads the pixels left over between the columns, as UIKit does; the
/// section insets are measured from the safe area, so no photo sits under a notch.
public final class PhotoGridViewController: CollectionViewController {
  /// The sections: a title and a number of photos.
  public static let sections: [(title: String, count: Int)] = [("Today", 7), ("Last Week", 120)]

  /// Creates the grid with its flow layout: 1-pt spacing, headers 52 pt tall.
  public init() {
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 1
    layout.minimumInteritemSpacing = 1
    layout.headerReferenceSize = CGSize(width: 0, height: 52)
    layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    layout.sectionInsetReference = .fromSafeArea
    super.init(collectionViewLayout: layout)
  }

  /// Swivel reads no archives.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.identifier = "photoGrid"
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.register(
      PhotoSectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: PhotoSectionHeader.reuseIdentifier)
  }

  /// Sizes the thumbnails for the width: a column count from the width inside the safe area,
  /// sides rounded down to the screen's pixels.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard let layout = collectionViewLayout as? CollectionViewFlowLayout else { return }
    let safe = view.safeAreaInsets
    let width = view.bounds.width - safe.left - safe.right
    let columns = Self.columns(forWidth: width)
    let scale = max(1, view.traitCollection.displayScale)
    let side =
      ((width - CGFloat(columns - 1) * layout.minimumInteritemSpacing) / CGFloat(columns) * scale)
      .rounded(.down) / scale
    layout.itemSize = CGSize(width: side, height: side)
  }

  /// Three columns up to 500 pt, five up to 900 pt, seven beyond.
  public static func columns(forWidth width: CGFloat) -> Int {
    width <= 500 ? 3 : width <= 900 ? 5 : 7
  }

  public override func numberOfSections(in collectionView: CollectionView) -> Int {
    Self.sections.count
  }

  public override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    Self.sections[section].count
  }

  public override func collectionView(
    _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
  ) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    (cell as? PhotoCell)?.thumbnail.number = indexPath.section * 1000 + indexPath.item
    return cell
  }

  public override func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    let header = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: PhotoSectionHeader.reuseIdentifier, for: indexPath)
    (header as? PhotoSectionHeader)?.titleLabel.text = Self.sections[indexPath.section].title
    return header
  }
}

/// A thumbnail cell: a drawn picture filling the content view.
final class PhotoCell: CollectionViewCell {
  static let reuseIdentifier = "photo"
  let thumbnail = PhotoThumbnail()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.clipsToBounds = true
    contentView.addSubview(thumbnail)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    thumbnail.frame = contentView.bounds
  }
}

/// A section title in the large bold style of Photos, inside the safe area.
final class PhotoSectionHeader: CollectionReusableView {
  static let reuseIdentifier = "header"
  let titleLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.identifier = "sectionTitle"
    titleLabel.font = .boldSystemFont(ofSize: 22)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inside = bounds.inset(by: safeAreaInsets)
    titleLabel.frame = CGRect(
      x: inside.minX + 16, y: bounds.height - 36, width: max(0, inside.width - 32), height: 28)
  }
}

/// A picture drawn from a number: a sky, a sun and two hills in colours chosen by the number.
final class PhotoThumbnail: View {
  /// Which picture to draw.
  var number = 0 { didSet { if number != oldValue { setNeedsDisplay() } } }

  private static let skies: [Color] = [
    Color(red: 0.53, green: 0.75, blue: 0.95), Color(red: 0.98, green: 0.72, blue: 0.48),
    Color(red: 0.36, green: 0.42, blue: 0.68), Color(red: 0.80, green: 0.88, blue: 0.93),
    Color(red: 0.95, green: 0.60, blue: 0.62),
  ]
  private static let hills: [Color] = [
    Color(red: 0.30, green: 0.55, blue: 0.30), Color(red: 0.55, green: 0.45, blue: 0.30),
    Color(red: 0.25, green: 0.40, blue: 0.50), Color(red: 0.45, green: 0.60, blue: 0.25),
  ]

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentMode = .redraw
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let w = bounds.width, h = bounds.height
    let sky = Self.skies[number % Self.skies.count]
    let hill = Self.hills[(number / Self.skies.count) % Self.hills.count]
    sky.setFill()
    BezierPath(rect: bounds).fill()
    let sunX = w * CGFloat(20 + (number * 37) % 60) / 100
    Color(red: 1, green: 0.93, blue: 0.55).setFill()
    BezierPath(ovalIn: CGRect(x: sunX - w * 0.1, y: h * 0.18, width: w * 0.2, height: w * 0.2))
      .fill()
    hill.withAlphaComponent(0.6).setFill()
    Self.hill(width: w, height: h, from: 0.62, to: 0.55, controls: (0.3, 0.40), (0.6, 0.75)).fill()
    hill.setFill()
    Self.hill(width: w, height: h, from: 0.80, to: 0.72, controls: (0.4, 0.62), (0.7, 0.90)).fill()
  }

  /// A hill across the picture: a curve from `from` to `to` (fractions of the height down the
  /// left and right edges) through two control points (fractions of the width and height),
  /// closed along the bottom.
  private static func hill(
    width w: CGFloat, height h: CGFloat, from: CGFloat, to: CGFloat,
    controls first: (CGFloat, CGFloat), _ second: (CGFloat, CGFloat)
  ) -> BezierPath {
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: h * from))
    path.addCurve(
      to: CGPoint(x: w, y: h * to), controlPoint1: CGPoint(x: w * first.0, y: h * first.1),
      controlPoint2: CGPoint(x: w * second.0, y: h * second.1))
    path.addLine(to: CGPoint(x: w, y: h))
    path.addLine(to: CGPoint(x: 0, y: h))
    path.close()
    return path
  }
}
