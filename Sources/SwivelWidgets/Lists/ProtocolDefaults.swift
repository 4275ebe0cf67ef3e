/// Adopts the table and collection protocols and implements nothing they give a default for,
/// so that calling it runs those defaults: the list controllers' overridable methods forward to
/// it, and each default is written once, in its protocol's extension. It holds no state.
final class ProtocolDefaults: TableViewDataSource, TableViewDelegate, CollectionViewDataSource,
  CollectionViewDelegateFlowLayout, @unchecked Sendable
{
  /// The one instance.
  static let shared = ProtocolDefaults()

  /// Never asked: a requirement without a default.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Never asked: a requirement without a default.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Never asked: a requirement without a default.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// Never asked: a requirement without a default.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell(frame: .zero) }
}
