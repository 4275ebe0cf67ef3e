import SwivelSupport

extension Array {
  /// The index of the last element that matches, searched from the end (`lastIndex(where:)`),
  /// counting each element read as one unit of `WorkCounter`. Containers search their stacks
  /// with it: what they look for is nearly always near the top.
  package func countedLastIndex(where matches: (Element) -> Bool) -> Int? {
    var index = endIndex
    while index > startIndex {
      index -= 1
      WorkCounter.add(1)
      if matches(self[index]) { return index }
    }
    return nil
  }
}
