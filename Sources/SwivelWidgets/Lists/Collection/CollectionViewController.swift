import SwivelSupport

/// A controller whose root view is a collection view it is the data source and delegate of
/// (`UICollectionViewController`), with UIKit's surface: a subclass written for iOS overrides
/// the data source and delegate methods.
///
/// ```swift
/// final class PhotosController: CollectionViewController {
///   init() {
///     let layout = CollectionViewFlowLayout()
///     layout.itemSize = CGSize(width: 100, height: 100)
///     super.init(collectionViewLayout: layout)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///   }
///   override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
///   override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   }
/// }
/// ```
///
/// It is a `UIKitViewController` (`UIViewController`), so it has no `updateInterface` pass; the
/// collection view fills the screen as the root view. A subclass that sizes items per item adopts
/// ``CollectionViewDelegateFlowLayout`` in an extension, as on iOS.
open class CollectionViewController: UIKitViewController, CollectionViewDataSource,
  CollectionViewDelegate
{
  private let initialLayout: CollectionViewLayout
  private var loadedCollectionView: CollectionView?

  /// Whether the selection is cleared each time the view is about to appear
  /// (`clearsSelectionOnViewWillAppear`); true by default.
  public var clearsSelectionOnViewWillAppear = true

  /// Creates the controller with the layout of its collection view
  /// (`init(collectionViewLayout:)`, UIKit's designated initializer).
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates the controller with a ``CollectionViewFlowLayout`` (`init(nibName:bundle:)`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = CollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Swivel reads no archives: fails (returns nil).
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view, which is the root view (`collectionView`); it loads the view.
  /// Setting it makes another collection view the root view.
  public var collectionView: CollectionView! {
    get {
      loadViewIfNeeded()
      return loadedCollectionView
    }
    set {
      loadedCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout (`collectionViewLayout`).
  public var collectionViewLayout: CollectionViewLayout {
    loadedCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Makes the collection view, the size of the screen, with this controller as its data source
  /// and delegate (`loadView()`).
  open override func loadView() {
    let collectionView = CollectionView(
      frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    loadedCollectionView = collectionView
    view = collectionView
  }

  /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set (`viewWillAppear(_:)`).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear { loadedCollectionView?.deselectAll() }
  }

  // MARK: Data source

  /// ``CollectionViewDataSource``'s default.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    ProtocolDefaults.shared.numberOfSections(in: collectionView)
  }

  /// No items; override it.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Stops the program: a subclass that has items overrides it.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    programmerError(
      "\(type(of: self)) has items but does not override collectionView(_:cellForItemAt:); return a cell from "
        + "collectionView.dequeueReusableCell(withReuseIdentifier:for:)")
  }

  /// Stops the program: a subclass whose layout has headers or footers overrides it.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    programmerError(
      "\(type(of: self))'s layout has a supplementary view of kind \(kind) at \(indexPath), but it does not override "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:)")
  }

  // MARK: Delegate

  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    ProtocolDefaults.shared.collectionView(collectionView, shouldSelectItemAt: indexPath)
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    ProtocolDefaults.shared.collectionView(collectionView, didSelectItemAt: indexPath)
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    ProtocolDefaults.shared.collectionView(collectionView, shouldDeselectItemAt: indexPath)
  }
  /// Does nothing; override it.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  {}
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    ProtocolDefaults.shared.collectionView(collectionView, shouldHighlightItemAt: indexPath)
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath
    )
  }
  /// ``CollectionViewDelegate``'s default.
  open func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    ProtocolDefaults.shared.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
      at: indexPath)
  }

  // MARK: Scroll view delegate

  /// Does nothing; override it.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
}
