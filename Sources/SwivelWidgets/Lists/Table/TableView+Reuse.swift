import SwivelSupport

extension TableView {
  /// Registers the class whose cells ``dequeueReusableCell(withIdentifier:for:)`` makes for
  /// `identifier` (`register(_:forCellReuseIdentifier:)`); nil unregisters it.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    cellClasses[identifier] = cellClass
  }

  /// Registers the class of section headers and footers for `identifier`
  /// (`register(_:forHeaderFooterViewReuseIdentifier:)`); nil unregisters it.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = viewClass
  }

  /// A cell for `indexPath` (`dequeueReusableCell(withIdentifier:for:)`): one that scrolled
  /// out of view, after its ``TableViewCell/prepareForReuse()``, or a new one of the class
  /// registered for `identifier`.
  ///
  /// - Precondition: a class is registered for `identifier`; the message names the
  ///   identifier, as UIKit's exception does.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    requirePrecondition(false, Self.unregisteredCellMessage(identifier))
    return TableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell that scrolled out of view, after its ``TableViewCell/prepareForReuse()``, or a new
  /// one of the class registered for `identifier`; nil when the queue is empty and no class is
  /// registered (`dequeueReusableCell(withIdentifier:)`).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let cell = reuseQueues[identifier]?.popLast() {
      cell.isQueuedForReuse = false
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = cellClasses[identifier] else { return nil }
    return cellClass.init(registeredReuseIdentifier: identifier)
  }

  /// A section header or footer view that scrolled out of view, or a new one of the class
  /// registered for `identifier`; nil when there is neither
  /// (`dequeueReusableHeaderFooterView(withIdentifier:)`).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    if let view = headerFooterQueues[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    return viewClass.init(registeredReuseIdentifier: identifier)
  }

  /// UIKit's message for a cell identifier with no class registered.
  static func unregisteredCellMessage(_ identifier: String) -> String {
    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
      + "identifier or connect a prototype cell in a storyboard "
      + "(call register(_:forCellReuseIdentifier:) before dequeueReusableCell(withIdentifier:for:))"
  }

  /// Takes `cell` out of the table and keeps it for reuse when it has an identifier; a cell
  /// already queued (one object a data source returned for several rows) is not queued twice.
  func enqueue(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    guard !cell.isQueuedForReuse, let identifier = cell.reuseIdentifier else { return }
    cell.isQueuedForReuse = true
    reuseQueues[identifier, default: []].append(cell)
  }

  /// Takes a header or footer view out of the table and keeps it for reuse when it has an
  /// identifier.
  func enqueue(headerFooter view: View) {
    view.removeFromSuperview()
    if let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier
    {
      headerFooterQueues[identifier, default: []].append(reusable)
    }
  }
}
